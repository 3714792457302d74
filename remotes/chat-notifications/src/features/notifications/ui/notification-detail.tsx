import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $locale } from '@market/bus';
import { errorMessage } from '@market/http';
import { formatDateTime } from '@market/i18n';
import { DataText, ErrorState, Modal, Skeleton, Typography } from '@market/ui';
import { notificationQueries } from '../api/notifications-api.ts';

/** A notification of a type that routes nowhere, opened on its own (GET dashboard/notifications/{id}). */
export function NotificationDetail({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('chat-notifications');
  const { locale } = useUnit($locale);
  const query = useQuery(notificationQueries.detail(id));
  return (
    <Modal open={id !== null} onCancel={onClose} footer={null} title={<DataText>{query.data?.title ?? t('notifications.detail')}</DataText>} destroyOnHidden>
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : query.data === undefined ? (
        // Only a first read that failed: one read again that fails keeps the notification being read.
        <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
            <DataText>{query.data.body}</DataText>
          </Typography.Paragraph>
          <Typography.Text type="secondary">{formatDateTime(query.data.created_at, locale)}</Typography.Text>
        </>
      )}
    </Modal>
  );
}
