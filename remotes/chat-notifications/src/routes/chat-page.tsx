import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chatRequested } from '@market/bus';
import { PageHeading, useIsSmallMobile } from '@market/ui';
import type { ChatRequest } from '@market/contract';
import { ChatPanel } from '../features/chat/ui/chat-panel.tsx';
import { useChatUser } from '../features/chat/model/chat-store.ts';

/** /chat: the conversations and the chosen one (a signed-in route: the shell guards it). */
export default function ChatPage() {
  const { t } = useTranslation('chat-notifications');
  const user = useChatUser();
  const small = useIsSmallMobile();
  const [request, setRequest] = useState<ChatRequest | null>(null);
  useEffect(() => chatRequested.watch((r) => setRequest({ ...r })), []);
  return (
    <div style={{ maxWidth: 960, marginInline: 'auto' }}>
      <PageHeading title={t('chat.title')} />
      {user && <ChatPanel user={user} request={request} compact={small} />}
    </div>
  );
}
