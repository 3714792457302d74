import { useTranslation } from 'react-i18next';
import { PageHeading } from '@market/ui';

export default function CartPage() {
  const { t } = useTranslation('cart-checkout-group');
  return <PageHeading title={t('cart.title')} />;
}
