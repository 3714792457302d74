import type { CSSProperties, ReactNode } from 'react';
import { Alert, Button, Empty, Skeleton, Flex } from 'antd';
import { theme } from './theme.ts';
import { WarningFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TextWithData } from './data-text.tsx';

export interface ErrorStateProps {
  /** Already translated; defaults to the catalogue's generic message. */
  message?: string;
  onRetry?: () => void;
  /** A second, smaller line under the message (already translated). */
  detail?: string;
  /** Extra way out (e.g. a link home). */
  extra?: ReactNode;
  'data-testid'?: string;
}

/** A failed request or area: what happened, and a retry. */
export function ErrorState({ message, detail, onRetry, extra, 'data-testid': testId }: ErrorStateProps) {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  // The layout of antd's Result (status warning) without Result, whose illustrations would weigh on every page.
  return (
    <Flex vertical align="center" gap={24} role="alert" data-testid={testId} style={{ padding: '48px 16px', textAlign: 'center' }}>
      <WarningFilled aria-hidden style={{ fontSize: 72, color: token.colorWarning }} />
      <div style={{ color: token.colorTextHeading, fontSize: token.fontSizeHeading4, lineHeight: token.lineHeightHeading4 }}>
        {message ?? t('Error occured. Please, try again later')}
        {detail && <div style={{ color: token.colorTextDescription, fontSize: token.fontSize, lineHeight: token.lineHeight, marginBlockStart: 8 }}>{detail}</div>}
      </div>
      <Flex gap={8} justify="center" wrap>
        {onRetry && (
          <Button type="primary" onClick={onRetry}>
            {t('try.again')}
          </Button>
        )}
        {extra}
      </Flex>
    </Flex>
  );
}

/** What a view reads of a query to tell a failed first read from a failed read again (react-query's result fits). */
export interface ReadView {
  data: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface RefreshFailedProps {
  query: ReadView;
  /** Already translated: what could not be read again; defaults to the catalogue's generic note. */
  message?: string;
  style?: CSSProperties;
}

/**
 * The note above a view whose read failed after one had succeeded: what is shown is what was last loaded, with a
 * read at once. A view shows its error in place of its content only when its first read failed (no data): a read
 * again that fails (a language switch reads everything again, a poll, a change elsewhere) keeps what was loaded, as
 * react-query does, since replacing the view by the error would drop what the shopper was doing there (a form being
 * filled in, a product's choices, a story being watched, a list scrolled down). Render it in the same place whether shown or not (it renders nothing then), so that nothing beside
 * it is mounted again when it comes.
 */
export function RefreshFailed({ query, message, style }: RefreshFailedProps) {
  const { t } = useTranslation('common');
  if (!query.isError || query.data === undefined) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      style={style}
      title={message ?? t('refresh.failed')}
      action={
        <Button size="small" loading={query.isFetching} onClick={() => void query.refetch()}>
          {t('try.again')}
        </Button>
      }
    />
  );
}

export interface EmptyStateProps {
  /** Already translated; data in it marked by `dataInText` is isolated. */
  message: string;
  action?: ReactNode;
}

export function EmptyState({ message, action }: EmptyStateProps) {
  return (
    <Empty description={<TextWithData>{message}</TextWithData>} image={Empty.PRESENTED_IMAGE_SIMPLE}>
      {action}
    </Empty>
  );
}

/** The skeleton a page shows while its code or data loads. */
export function PageSkeleton({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-live="polite" aria-label={label ?? t('loading')} style={{ padding: 24 }}>
      <Skeleton active title paragraph={{ rows: 6 }} />
    </div>
  );
}

/** Placeholder cards while a list loads; `row`: in one line, as a row of cards that scrolls sideways. */
export function CardSkeleton({ count = 4, row = false }: { count?: number; row?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Flex gap={16} wrap={!row} role="status" aria-label={t('loading')} style={row ? { overflow: 'hidden' } : undefined}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} style={{ width: 260, flexShrink: row ? 0 : undefined }}>
          <Skeleton.Image active style={{ width: 260, height: 140 }} />
          <Skeleton active paragraph={{ rows: 2 }} />
        </div>
      ))}
    </Flex>
  );
}
