import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, MessageOutlined } from '@market/ui';

/** The floating chat button. */
export default function ChatWidget() {
  const { t } = useTranslation('chat-notifications');
  const navigate = useNavigate();
  return <Button shape="circle" icon={<MessageOutlined />} aria-label={t('chat.button')} onClick={() => navigate('/chat')} />;
}
