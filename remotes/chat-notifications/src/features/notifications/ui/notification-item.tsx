import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $locale } from '@market/bus';
import { formatDateTime } from '@market/i18n';
import { Badge, Flex, theme, Typography } from '@market/ui';
import type { Notification } from '@market/contract';

/** One notification: a button with its title, body, date and an unread dot. */
export function NotificationItem({ item, onOpen }: { item: Notification; onOpen: (n: Notification) => void }) {
  const { t } = useTranslation('chat-notifications');
  const { token } = theme.useToken();
  const { locale } = useUnit($locale);
  const unread = !item.read_at;
  return (
    <button
      type="button"
      onClick={() => onOpen(item)}
      aria-label={`${unread ? `${t('notifications.unread')}: ` : ''}${item.title}`}
      aria-describedby={`notification-${item.id}-body`}
      style={{
        display: 'block',
        inlineSize: '100%',
        textAlign: 'start',
        border: 0,
        borderRadius: token.borderRadius,
        padding: '10px 12px',
        cursor: 'pointer',
        color: 'inherit',
        font: 'inherit',
        background: unread ? token.colorPrimaryBg : 'transparent',
      }}
    >
      <Flex gap={8} align="baseline" justify="space-between">
        <Typography.Text strong={unread}>{item.title}</Typography.Text>
        {unread && <Badge status="processing" aria-hidden />}
      </Flex>
      <Typography.Paragraph id={`notification-${item.id}-body`} type="secondary" style={{ margin: 0 }} ellipsis={{ rows: 2 }}>
        {item.body}
      </Typography.Paragraph>
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {formatDateTime(item.created_at, locale)}
      </Typography.Text>
    </button>
  );
}
