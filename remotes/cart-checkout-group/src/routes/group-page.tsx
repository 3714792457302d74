import { useTranslation } from 'react-i18next';
import { PageHeading } from '@market/ui';

export default function GroupPage() {
  const { t } = useTranslation('cart-checkout-group');
  return <PageHeading title={t('group.title')} />;
}
