import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastShown } from '@market/bus';
import { errorMessage } from '@market/http';
import type { Address } from '@market/contract';
import { Button, DataText, DeleteOutlined, EditOutlined, Flex, PageHeading, PlusOutlined, Popconfirm, Radio, Tag, Typography } from '@market/ui';
import { List } from '@market/ui/extras';
import { useAddresses, useDeleteAddress, useSetActiveAddress } from '../features/addresses/api/addresses.ts';
import AddressEditor from '../features/addresses/ui/address-editor.tsx';
import { QueryState } from '../features/common/ui/query-state.tsx';

const label = (a: Address) => a.title || a.address.address;

export default function SavedLocationsPage() {
  const { t } = useTranslation('account-wallet-orders');
  const query = useAddresses();
  const setActive = useSetActiveAddress();
  const remove = useDeleteAddress();
  const [editor, setEditor] = useState<{ id?: number } | null>(null);
  // The address being made active: shown checked in the same event as the click, before the request and the
  // cache's optimistic update (which waits for in-flight reads to be cancelled); cleared once the request settles.
  const [choosing, setChoosing] = useState<number | null>(null);
  const onError = (e: unknown) => toastShown({ kind: 'error', message: errorMessage(e) });
  const choose = (id: number) => {
    setChoosing(id);
    setActive.mutate(id, { onError, onSettled: () => setChoosing((current) => (current === id ? null : current)) });
  };
  const add = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditor({})}>
      {t('address.add')}
    </Button>
  );
  return (
    <>
      <PageHeading title={t('saved-locations.title')} extra={add} />
      <QueryState query={query} empty={{ when: (d) => d.length === 0, message: t('address.empty') }}>
        {(list) => {
          const activeId = choosing ?? list.find((a) => a.active)?.id;
          return (
            <Radio.Group
              value={activeId}
              onChange={(e) => choose(e.target.value as number)}
              style={{ inlineSize: '100%' }}
              aria-label={t('address.active.choice')}
            >
              <List
                dataSource={list}
                rowKey="id"
                renderItem={(a) => (
                  // The buttons sit beside the address, not in antd's `actions`: those drop below the text on a narrow
                  // screen when an address wraps, so they were in a different place on each row.
                  <List.Item data-testid="saved-address">
                    <Flex align="center" gap={8} style={{ inlineSize: '100%' }}>
                      <Radio value={a.id} aria-label={t('address.make.active', { name: label(a) })} style={{ flex: 1, minInlineSize: 0 }}>
                        <Flex vertical>
                          <Flex gap={8} align="center" wrap>
                            <Typography.Text strong>
                              <DataText>{label(a)}</DataText>
                            </Typography.Text>
                            {activeId === a.id && <Tag color="green">{t('address.active')}</Tag>}
                          </Flex>
                          {a.title && (
                            <Typography.Text type="secondary">
                              <DataText>{a.address.address}</DataText>
                            </Typography.Text>
                          )}
                        </Flex>
                      </Radio>
                      <Flex gap={8} flex="none">
                        <Button icon={<EditOutlined />} aria-label={t('address.edit.named', { name: label(a) })} onClick={() => setEditor({ id: a.id })} />
                        <Popconfirm
                          title={t('address.delete.confirm')}
                          okText={t('common:yes')}
                          cancelText={t('common:no')}
                          onConfirm={() => remove.mutate(a.id, { onError })}
                        >
                          <Button danger icon={<DeleteOutlined />} aria-label={t('address.delete.named', { name: label(a) })} />
                        </Popconfirm>
                      </Flex>
                    </Flex>
                  </List.Item>
                )}
              />
            </Radio.Group>
          );
        }}
      </QueryState>
      <AddressEditor open={editor !== null} addressId={editor?.id} onClose={() => setEditor(null)} />
    </>
  );
}
