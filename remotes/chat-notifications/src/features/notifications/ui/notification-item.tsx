import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $locale } from '@market/bus';
import { formatDateTime } from '@market/i18n';
import { Badge, DataText, Flex, theme, Typography } from '@market/ui';
import type { Notification } from '@market/contract';

/** Read by screen readers, not shown. */
const SCREEN_READER_ONLY: CSSProperties = {
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

/**
 * One notification: a button with its title, body, date and an unread dot. Its name is its visible text (with
 * "Unread:" before it for screen readers), so what a voice-control user reads out matches the name.
 */
export function NotificationItem({ item, onOpen }: { item: Notification; onOpen: (n: Notification) => void }) {
  const { t } = useTranslation('chat-notifications');
  const { token } = theme.useToken();
  const { locale } = useUnit($locale);
  const unread = !item.read_at;
  return (
    <button
      type="button"
      onClick={() => onOpen(item)}
      style={{
        position: 'relative',
        display: 'block',
        inlineSize: '100%',
        textAlign: 'start',
        border: 0,
        borderInlineStart: `3px solid ${unread ? token.colorPrimary : 'transparent'}`,
        borderRadius: token.borderRadius,
        paddingBlock: 10,
        paddingInline: 12,
        cursor: 'pointer',
        color: 'inherit',
        font: 'inherit',
        // A neutral fill: the primary's own light shade is too dark behind secondary text (below 4.5:1).
        background: unread ? token.colorFillTertiary : 'transparent',
      }}
    >
      <Flex gap={8} align="baseline" justify="space-between">
        <Typography.Text strong={unread}>
          {unread && <span style={SCREEN_READER_ONLY}>{`${t('notifications.unread')}: `}</span>}
          <DataText>{item.title}</DataText>
        </Typography.Text>
        {unread && <Badge status="processing" aria-hidden />}
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }} ellipsis={{ rows: 2 }}>
        <DataText>{item.body}</DataText>
      </Typography.Paragraph>
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {formatDateTime(item.created_at, locale)}
      </Typography.Text>
    </button>
  );
}
