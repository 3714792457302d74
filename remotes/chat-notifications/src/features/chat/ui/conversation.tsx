import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $locale, toastShown } from '@market/bus';
import { formatDateTime } from '@market/i18n';
import { Button, CloseOutlined, DATA_TEXT_CLASS, DataText, EmptyState, Flex, ImageWithFallback, Input, OfflineReason, PictureOutlined, SendOutlined, theme, Typography, useOffline } from '@market/ui';
import type { ChatMessage } from '@market/contract';
import { MAX_MESSAGE_LENGTH } from '../api/chat-gateway.ts';
import { CHAT_IMAGE_MAX_BYTES, CHAT_IMAGE_TYPES, imageProblem, uploadChatImage, type ImageProblem } from '../api/upload-chat-image.ts';
import { MessageText } from './message-text.tsx';

export interface ConversationProps {
  title: string;
  messages: ChatMessage[];
  /** Writes a message (text, an image URL or both); rejects when the write fails. */
  onSend: (text: string, img?: string) => Promise<void>;
  /** Uploads an image, reporting progress in percent; resolves its URL. */
  onUpload?: (file: File, onProgress: (percent: number) => void) => Promise<string>;
}

/** An image picked for the next message: the file, its local preview and, once uploaded, its URL. */
interface Attachment {
  file: File;
  preview: string;
  url?: string;
}

/**
 * One conversation: the messages (ascending) and the composer (text and one image). A failed send keeps the
 * text and the image (uploaded once), toasts "chat error" and offers a retry.
 */
export function Conversation({ title, messages, onSend, onUpload = uploadChatImage }: ConversationProps) {
  const { t } = useTranslation('chat-notifications');
  const { token } = theme.useToken();
  const { locale } = useUnit($locale);
  const [text, setText] = useState('');
  const [image, setImage] = useState<Attachment | null>(null);
  const [problem, setProblem] = useState<ImageProblem>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  const picker = useRef<HTMLInputElement>(null);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  // A preview's object URL lives as long as its attachment (the same attachment once uploaded keeps it).
  const preview = image?.preview;
  useEffect(() => (preview !== undefined ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const why = imageProblem(file);
    setProblem(why);
    if (why) return;
    setFailed(false);
    setImage({ file, preview: URL.createObjectURL(file) });
  };

  const offline = useOffline();
  const send = async () => {
    const body = text.trim();
    if ((!body && !image) || sending || offline) return;
    setSending(true);
    setFailed(false);
    try {
      let url = image?.url;
      if (image && !url) {
        setProgress(0);
        url = await onUpload(image.file, setProgress);
        const uploaded = url;
        setImage((current) => (current?.file === image.file ? { ...current, url: uploaded } : current));
      }
      await onSend(body, url);
      setText('');
      setImage(null);
    } catch {
      setFailed(true);
      toastShown({ kind: 'error', message: t('common:chat error') });
    } finally {
      setSending(false);
      setProgress(null);
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
                // Light fills only: the primary's own light shade is too dark behind the secondary text.
                background: mine ? token.colorSuccessBg : token.colorFillTertiary,
                borderRadius: token.borderRadiusLG,
                paddingBlock: 6,
                paddingInline: 10,
              }}
            >
              <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM, display: 'block' }}>
                {mine ? t('chat.you') : <DataText>{title}</DataText>} · {formatDateTime(m.created_at, locale)}
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
      {image && (
        <Flex gap={8} align="center" wrap style={{ minWidth: 0 }}>
          <img
            src={image.preview}
            alt={t('chat.attached', { name: image.file.name })}
            width={64}
            height={64}
            style={{ objectFit: 'cover', borderRadius: token.borderRadius, flex: 'none' }}
          />
          <div style={{ flex: 1, minWidth: 0 }}>
            {progress != null && (
              <progress value={progress} max={100} aria-label={t('chat.uploading')} style={{ inlineSize: '100%', accentColor: token.colorPrimary }} />
            )}
          </div>
          <Button type="text" icon={<CloseOutlined />} aria-label={t('chat.removeImage')} disabled={sending} onClick={() => (setImage(null), setFailed(false))} />
        </Flex>
      )}
      {failed && !sending && (
        <Flex align="center" gap={8} wrap>
          <Typography.Text type="danger">{t('chat.notSent')}</Typography.Text>
          <Button size="small" onClick={() => void send()}>
            {t('chat.retry')}
          </Button>
        </Flex>
      )}
      {problem && (
        <Typography.Text type="danger" role="alert">
          {problem === 'size' ? t('chat.imageTooLarge', { size: CHAT_IMAGE_MAX_BYTES / (1024 * 1024) }) : t('chat.imageType')}
        </Typography.Text>
      )}
      <Flex gap={8} align="end">
        <input ref={picker} type="file" accept={CHAT_IMAGE_TYPES.join(',')} onChange={pick} hidden tabIndex={-1} aria-hidden="true" />
        <Button icon={<PictureOutlined />} aria-label={t('chat.attach')} disabled={sending} onClick={() => picker.current?.click()} />
        <Input.TextArea
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          autoSize={{ minRows: 1, maxRows: 4 }}
          maxLength={MAX_MESSAGE_LENGTH}
          placeholder={t('chat.placeholder')}
          aria-label={t('chat.message')}
          className={DATA_TEXT_CLASS}
        />
        <Button
          type="primary"
          icon={<SendOutlined />}
          loading={sending}
          disabled={(!text.trim() && !image) || offline}
          onClick={() => void send()}
          aria-label={t('chat.send')}
          aria-describedby={offline ? 'chat-offline' : undefined}
        />
      </Flex>
      <OfflineReason id="chat-offline" />
    </Flex>
  );
}
