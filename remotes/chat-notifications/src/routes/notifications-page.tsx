import { useTranslation } from 'react-i18next';
import { PageHeading } from '@market/ui';
import { MarkAllRead, NotificationsPanel } from '../features/notifications/ui/notifications-panel.tsx';

/** /notifications: the drawer's list as a page, for small screens. */
export default function NotificationsPage() {
  const { t } = useTranslation('chat-notifications');
  return (
    <div style={{ maxWidth: 720, marginInline: 'auto' }}>
      <PageHeading title={t('notifications.title')} extra={<MarkAllRead />} />
      <NotificationsPanel />
    </div>
  );
}
