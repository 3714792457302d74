import type { ReactNode } from 'react';
import { Button, Empty, Result, Skeleton, Flex } from 'antd';
import { useTranslation } from 'react-i18next';

export interface ErrorStateProps {
  /** Already translated; defaults to the catalogue's generic message. */
  message?: string;
  onRetry?: () => void;
  /** Extra way out (e.g. a link home). */
  extra?: ReactNode;
}

/** A failed request or area: what happened, and a retry. */
export function ErrorState({ message, onRetry, extra }: ErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    <Result
      status="warning"
      title={message ?? t('Error occured. Please, try again later')}
      extra={
        <Flex gap={8} justify="center" wrap>
          {onRetry && (
            <Button type="primary" onClick={onRetry}>
              {t('try.again')}
            </Button>
          )}
          {extra}
        </Flex>
      }
      role="alert"
    />
  );
}

export interface EmptyStateProps {
  message: string;
  action?: ReactNode;
}

export function EmptyState({ message, action }: EmptyStateProps) {
  return (
    <Empty description={message} image={Empty.PRESENTED_IMAGE_SIMPLE}>
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

export function CardSkeleton({ count = 4 }: { count?: number }) {
  const { t } = useTranslation('common');
  return (
    <Flex gap={16} wrap role="status" aria-label={t('loading')}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} style={{ width: 260 }}>
          <Skeleton.Image active style={{ width: 260, height: 140 }} />
          <Skeleton active paragraph={{ rows: 2 }} />
        </div>
      ))}
    </Flex>
  );
}
