import { useEffect, useState } from 'react';
import { useLocation } from '@market/router';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $locale, chatRequested, loginRequested } from '@market/bus';
import { Button, Drawer, MessageOutlined, SwipeableDrawer, useIsSmallMobile } from '@market/ui';
import type { ChatRequest } from '@market/contract';
import { useChatUser } from '../model/chat-store.ts';
import { ChatPanel } from './chat-panel.tsx';

/** The floating chat button and its panel; `chatRequested` on the bus opens it on that conversation. */
export default function ChatWidget() {
  const { t } = useTranslation('chat-notifications');
  const user = useChatUser();
  const location = useLocation();
  const small = useIsSmallMobile();
  const { direction } = useUnit($locale);
  const [open, setOpen] = useState(false);
  const [request, setRequest] = useState<ChatRequest | null>(null);

  useEffect(
    () =>
      chatRequested.watch((r) => {
        setRequest({ ...r });
        setOpen(true);
      }),
    [],
  );

  const returnTo = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (open && !user) {
      setOpen(false);
      loginRequested({ returnTo });
    }
  }, [open, user, returnTo]);

  // /chat is the panel itself.
  if (location.pathname === '/chat') return null;

  const close = () => setOpen(false);
  const title = t('chat.title');
  const panel = user ? <ChatPanel user={user} request={request} compact /> : null;
  return (
    <>
      <Button
        type="primary"
        shape="circle"
        size="large"
        icon={<MessageOutlined />}
        aria-label={t('chat.button')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        style={{ position: 'fixed', insetInlineEnd: 24, insetBlockEnd: 24, zIndex: 20, boxShadow: '0 4px 12px rgba(0,0,0,.2)' }}
      />
      {small ? (
        <SwipeableDrawer open={open && !!user} onClose={close} title={title} height="85vh">
          {panel}
        </SwipeableDrawer>
      ) : (
        <Drawer open={open && !!user} onClose={close} title={title} placement={direction === 'rtl' ? 'left' : 'right'} size={420} destroyOnHidden>
          {panel}
        </Drawer>
      )}
    </>
  );
}
