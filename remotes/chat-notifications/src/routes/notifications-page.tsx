import { useTranslation } from 'react-i18next';
import { PageHeading } from '@market/ui';

export default function NotificationsPage() {
  const { t } = useTranslation('chat-notifications');
  return <PageHeading title={t('notifications.title')} />;
}
