import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $locale, toastShown } from '@market/bus';
import { formatDateTime } from '@market/i18n';
import { Button, EmptyState, Flex, ImageWithFallback, Input, SendOutlined, theme, Typography } from '@market/ui';
import type { ChatMessage } from '@market/contract';
import { MAX_MESSAGE_LENGTH } from '../api/chat-gateway.ts';
import { MessageText } from './message-text.tsx';

export interface ConversationProps {
  title: string;
  messages: ChatMessage[];
  /** Writes a message; rejects when the write fails. */
  onSend: (text: string) => Promise<void>;
}

/** One conversation: the messages (ascending) and the composer; a failed send keeps the text and toasts. */
export function Conversation({ title, messages, onSend }: ConversationProps) {
  const { t } = useTranslation('chat-notifications');
  const { token } = theme.useToken();
  const { locale } = useUnit($locale);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  const send = async () => {
    const body = text.trim();
    if (!body || sending) return;
    setSending(true);
    try {
      await onSend(body);
      setText('');
    } catch {
      toastShown({ kind: 'error', message: t('common:chat error') });
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  };

  return (
    <Flex vertical gap={8} style={{ minHeight: 0, flex: 1 }}>
      <div
        role="log"
        aria-live="polite"
        aria-label={t('chat.messagesWith', { name: title })}
        tabIndex={0}
        style={{ flex: 1, minHeight: 200, maxHeight: '55vh', overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: 8, padding: 4 }}
      >
        {messages.length === 0 && <EmptyState message={t('chat.noMessages')} />}
        {messages.map((m) => {
          const mine = m.sender === 1;
          return (
            <div
              key={m.id}
              data-testid="chat-message"
              style={{
                alignSelf: mine ? 'flex-end' : 'flex-start',
                maxInlineSize: '80%',
                background: mine ? token.colorPrimaryBg : token.colorFillTertiary,
                borderRadius: token.borderRadiusLG,
                paddingBlock: 6,
                paddingInline: 10,
              }}
            >
              <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM, display: 'block' }}>
                {mine ? t('chat.you') : title} · {formatDateTime(m.created_at, locale)}
              </Typography.Text>
              {m.chat_img && (
                <ImageWithFallback src={m.chat_img} alt={t('chat.image')} width={200} height={150} style={{ objectFit: 'cover', borderRadius: token.borderRadius, display: 'block' }} />
              )}
              {m.chat_content && <MessageText text={m.chat_content} />}
            </div>
          );
        })}
        <div ref={end} />
      </div>
      <Flex gap={8} align="end">
        <Input.TextArea
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          autoSize={{ minRows: 1, maxRows: 4 }}
          maxLength={MAX_MESSAGE_LENGTH}
          placeholder={t('chat.placeholder')}
          aria-label={t('chat.message')}
        />
        <Button type="primary" icon={<SendOutlined />} loading={sending} disabled={!text.trim()} onClick={() => void send()} aria-label={t('chat.send')} />
      </Flex>
    </Flex>
  );
}
