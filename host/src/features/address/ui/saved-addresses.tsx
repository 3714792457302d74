import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DataText, EmptyState, ErrorState, Flex, PlusOutlined, RefreshFailed, Skeleton, Typography, Radio } from '@market/ui';
import { useAddresses, useSetActiveAddress } from '../api/addresses.ts';

/**
 * The saved addresses of a signed-in user: choosing one makes it active at once. Loaded when the list first opens.
 * Memoized: rendered ahead in the header's panel, it is not rendered again by the tap that opens the panel.
 */
export default memo(function SavedList({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation('host');
  const query = useAddresses();
  const setActive = useSetActiveAddress();
  if (query.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  // No data once read: the first read failed. A read again that fails keeps the list, with a note.
  if (query.data === undefined) return <ErrorState onRetry={() => query.refetch()} />;
  const list = query.data;
  const active = list.find((a) => a.active)?.id;
  return (
    <Flex vertical gap={12} style={{ minWidth: 280, maxWidth: 360 }}>
      <RefreshFailed query={query} />
      {list.length === 0 ? (
        <EmptyState message={t('address.none')} />
      ) : (
        <Radio.Group value={active} onChange={(e) => setActive.mutate(e.target.value as number)} aria-label={t('address.saved')}>
          <Flex vertical gap={8}>
            {list.map((a) => (
              <Radio key={a.id} value={a.id}>
                <Typography.Text strong>
                  <DataText>{a.title || a.address.address}</DataText>
                </Typography.Text>
                {a.title && (
                  <Typography.Text type="secondary" style={{ display: 'block' }}>
                    <DataText>{a.address.address}</DataText>
                  </Typography.Text>
                )}
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
      )}
      <Button icon={<PlusOutlined />} onClick={onAdd}>
        {t('address.add')}
      </Button>
    </Flex>
  );
});
