import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $locale, notificationsOpenRequested } from '@market/bus';
import { BellOutlined, Button, CountBadge, Drawer, SwipeableDrawer, useIsSmallMobile } from '@market/ui';
import { unreadCount } from '../model/badges.ts';
import { useNotificationStatistic } from '../model/use-notifications.ts';
import { usePushRegistration } from '../model/push.ts';
import { MarkAllRead, NotificationsPanel } from './notifications-panel.tsx';

/** The header's notifications bell: the unread badge, and the drawer (a bottom sheet up to 576px). */
export default function NotificationsButton() {
  const { t } = useTranslation('chat-notifications');
  const [open, setOpen] = useState(false);
  const small = useIsSmallMobile();
  const { direction } = useUnit($locale);
  const stat = useNotificationStatistic();
  const count = unreadCount(stat.data, 'all');
  usePushRegistration();

  useEffect(() => notificationsOpenRequested.watch(() => setOpen(true)), []);

  const close = () => setOpen(false);
  const title = t('notifications.title');
  const panel = <NotificationsPanel onNavigate={close} />;
  return (
    <>
      <CountBadge count={count} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          icon={<BellOutlined />}
          aria-label={count > 0 ? t('notifications.buttonUnread', { count }) : t('notifications.button')}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        />
      </CountBadge>
      {small ? (
        <SwipeableDrawer open={open} onClose={close} title={title} extra={<MarkAllRead />} height="80vh">
          {panel}
        </SwipeableDrawer>
      ) : (
        <Drawer
          open={open}
          onClose={close}
          title={title}
          extra={<MarkAllRead />}
          placement={direction === 'rtl' ? 'left' : 'right'}
          size={420}
          destroyOnHidden
        >
          {panel}
        </Drawer>
      )}
    </>
  );
}
