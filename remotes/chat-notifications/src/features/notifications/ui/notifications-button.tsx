import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BellOutlined, Button } from '@market/ui';

/** The header's notifications button. */
export default function NotificationsButton() {
  const { t } = useTranslation('chat-notifications');
  const navigate = useNavigate();
  return <Button icon={<BellOutlined />} aria-label={t('notifications.button')} onClick={() => navigate('/notifications')} />;
}
