import { useTranslation } from 'react-i18next';
import { PageHeading } from '@market/ui';

export default function ProfilePage() {
  const { t } = useTranslation('account-wallet-orders');
  return <PageHeading title={t('profile.title')} />;
}
