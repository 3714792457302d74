import { useTranslation } from 'react-i18next';
import { PageHeading } from '@market/ui';

export default function CheckoutPage() {
  const { t } = useTranslation('cart-checkout-group');
  return <PageHeading title={t('checkout.title')} />;
}
