import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { shopQuery } from '@market/http';
import { ArrowLeftOutlined, Button, CountBadge, DataText, EmptyState, ErrorState, Flex, PlainText, Skeleton, theme, Typography } from '@market/ui';
import type { Chat, ChatRequest } from '@market/contract';
import { chatStore, useChatState, type ChatStore } from '../model/chat-store.ts';
import { chatKind, chatTitle } from '../model/chat-title.ts';
import type { ChatUser } from '../api/chat-gateway.ts';
import { Conversation } from './conversation.tsx';

/** A conversation to show: an existing chat, or one not created yet (created by its first message). */
type Draft = { draft: { roleId: string; shopId: number | null } };
type Target = { chat: Chat } | Draft;

const ADMIN_DRAFT: Target = { draft: { roleId: 'admin', shopId: null } };

/** The shop of a chat with a shop, for its title. */
function useShopTitle(shopId: number | null): string | undefined {
  const query = useQuery({ ...shopQuery(shopId), staleTime: 60 * 60 * 1000 });
  return query.data?.translation.title;
}

function ChatRow({ chat, selected, onSelect }: { chat: Chat; selected: boolean; onSelect: () => void }) {
  const { t } = useTranslation('chat-notifications');
  const { token } = theme.useToken();
  const title = chatTitle(chat, t, useShopTitle(chatKind(chat) === 'shop' ? chat.shop_id : null));
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-current={selected ? 'true' : undefined}
      aria-label={chat.unread > 0 ? t('chat.rowUnread', { name: title, count: chat.unread }) : title}
      style={{
        inlineSize: '100%',
        textAlign: 'start',
        border: 0,
        borderRadius: token.borderRadius,
        padding: '8px 10px',
        cursor: 'pointer',
        font: 'inherit',
        color: 'inherit',
        background: selected ? token.colorPrimaryBg : 'transparent',
      }}
    >
      <Flex justify="space-between" align="center" gap={8}>
        <PlainText ellipsis>{title}</PlainText>
        <CountBadge count={chat.unread} size="small" />
      </Flex>
    </button>
  );
}

export interface ChatPanelProps {
  user: ChatUser;
  /** A conversation asked for (chatRequested): opened, or created, and shown. */
  request?: ChatRequest | null;
  /** One pane at a time (the floating panel, small screens). */
  compact?: boolean;
  store?: ChatStore;
}

/** Conversations (with unread counts) and the chosen one's messages. */
export function ChatPanel({ user, request, compact = false, store = chatStore }: ChatPanelProps) {
  const { t } = useTranslation('chat-notifications');
  const state = useChatState(user, true, store);
  const { chats, messages } = state.snapshot;
  const [target, setTarget] = useState<Target | null>(null);
  const [listOpen, setListOpen] = useState(compact && !request);

  useEffect(() => {
    if (!request) return;
    const shopId = request.orderId == null && request.roleId !== 'admin' ? Number(request.roleId) : null;
    setTarget({ draft: { roleId: request.roleId, shopId: Number.isFinite(shopId) ? shopId : null } });
    setListOpen(false);
  }, [request]);

  // A draft becomes the chat once the subscription has it; with nothing chosen, the first chat or support.
  const current: Target = useMemo(() => {
    if (target && 'chat' in target) return { chat: chats.find((c) => c.id === target.chat.id) ?? target.chat };
    const roleId = target ? target.draft.roleId : (chats[0]?.roleId ?? 'admin');
    const found = chats.find((c) => c.roleId === roleId);
    return found ? { chat: found } : (target ?? ADMIN_DRAFT);
  }, [target, chats]);

  const currentChat = 'chat' in current ? current.chat : null;
  const who = currentChat ? { roleId: currentChat.roleId, shop_id: currentChat.shop_id } : { roleId: (current as Draft).draft.roleId, shop_id: (current as Draft).draft.shopId };
  const shopTitle = useShopTitle(chatKind(who) === 'shop' ? who.shop_id : null);
  const title = chatTitle(who, t, shopTitle ?? (currentChat ? undefined : request?.title));
  const chatMessages = useMemo(() => (currentChat ? messages.filter((m) => m.chat_id === currentChat.id) : []), [messages, currentChat]);

  // Opening a conversation reads the other side's messages.
  const currentId = currentChat?.id;
  const unread = currentChat?.unread ?? 0;
  useEffect(() => {
    if (currentId === undefined || unread === 0 || (compact && listOpen)) return;
    void store
      .gateway(user)
      .then((g) => g.markRead(currentId))
      .catch((e: unknown) => console.warn('[chat] mark read', e));
  }, [currentId, unread, compact, listOpen, store, user]);

  const send = async (text: string, img?: string) => {
    const gateway = await store.gateway(user);
    let chat = currentChat;
    if (!chat) {
      chat = await gateway.openChat((current as Draft).draft);
      setTarget({ chat });
    }
    await gateway.send({ chat, content: text, img });
  };

  if (state.status === 'error' && chats.length === 0) {
    return <ErrorState message={t('common:chat error')} onRetry={() => store.retry(user)} />;
  }
  if (state.status !== 'ready') {
    return (
      <div role="status" aria-label={t('common:loading')}>
        <Skeleton active paragraph={{ rows: 5 }} />
      </div>
    );
  }

  const startSupport = () => (setTarget(ADMIN_DRAFT), setListOpen(false));
  // One pane at a time, the list first: it says what to do (a conversation opens when tapped), or that there is none
  // yet and how to start one.
  if (compact && listOpen && chats.length === 0) {
    return (
      <EmptyState
        message={t('chat.none')}
        action={
          <Button type="primary" onClick={startSupport}>
            {t('chat.start.admin')}
          </Button>
        }
      />
    );
  }
  const list = (
    <nav aria-label={t('chat.conversations')}>
      {compact && (
        <Typography.Paragraph type="secondary" style={{ marginBlockEnd: 8 }}>
          {t('chat.pick')}
        </Typography.Paragraph>
      )}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 }}>
        {chats.map((c) => (
          <li key={c.id}>
            <ChatRow
              chat={c}
              selected={currentChat?.id === c.id}
              onSelect={() => {
                setTarget({ chat: c });
                setListOpen(false);
              }}
            />
          </li>
        ))}
        {!chats.some((c) => c.roleId === 'admin') && (
          <li>
            <Button type="text" block onClick={startSupport} style={{ textAlign: 'start' }}>
              {t('chat.with.admin')}
            </Button>
          </li>
        )}
      </ul>
    </nav>
  );

  const conversation = (
    <Flex vertical gap={8} style={{ flex: 1, minWidth: 0 }}>
      <Flex align="center" gap={8}>
        {compact && <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('chat.conversations')} onClick={() => setListOpen(true)} />}
        <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
          <DataText>{title}</DataText>
        </Typography.Title>
      </Flex>
      <Conversation title={title} messages={chatMessages} onSend={send} />
    </Flex>
  );

  if (compact) return listOpen ? list : conversation;
  return (
    <Flex gap={16} align="stretch" wrap>
      <div style={{ flex: '0 0 220px', maxInlineSize: '100%' }}>{list}</div>
      {conversation}
    </Flex>
  );
}

