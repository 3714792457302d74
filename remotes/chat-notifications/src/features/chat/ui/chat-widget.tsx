import { useEffect, useState } from 'react';
import { useLocation } from '@market/router';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $locale, chatRequested, loginRequested } from '@market/bus';
import { Button, Drawer, FLOATING_BUTTON_INSET, MessageOutlined, SwipeableDrawer, useIsDesktop, useIsSmallMobile } from '@market/ui';
import type { ChatRequest } from '@market/contract';
import { useChatUser } from '../model/chat-store.ts';
import { ChatPanel } from './chat-panel.tsx';

/**
 * The chat button and its panel; `chatRequested` on the bus opens it on that conversation. On the desktop header's
 * screens the button floats in the page's corner; with the mobile header it is one of the header's icons: floating
 * over a narrow page it covered prices, cards and fields wherever the page was scrolled.
 */
export default function ChatWidget() {
  const { t } = useTranslation('chat-notifications');
  const user = useChatUser();
  const location = useLocation();
  const small = useIsSmallMobile();
  const desktop = useIsDesktop();
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

  // /chat is the panel itself: no floating button there (the header's icon stays, so the header does not change).
  if (desktop && location.pathname === '/chat') return null;

  const close = () => setOpen(false);
  const title = t('chat.title');
  const panel = user ? <ChatPanel user={user} request={request} compact /> : null;
  return (
    <>
      <Button
        type={desktop ? 'primary' : 'text'}
        shape={desktop ? 'circle' : undefined}
        size={desktop ? 'large' : undefined}
        icon={<MessageOutlined />}
        aria-label={t('chat.button')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        style={
          desktop
            ? { position: 'fixed', insetInlineEnd: FLOATING_BUTTON_INSET, insetBlockEnd: FLOATING_BUTTON_INSET, zIndex: 20, boxShadow: '0 4px 12px rgba(0,0,0,.2)' }
            : undefined
        }
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
