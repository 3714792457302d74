import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@market/router';
import { useTranslation } from 'react-i18next';
import type { Cart } from '@market/contract';
import { errorMessage } from '@market/http';
import { Alert, Button, dataInText, EmptyState, ErrorState, Flex, Input, LTR_INPUT, PageSkeleton, PlainText, Popconfirm, RefreshFailed, Tag, TextWithData, Typography } from '@market/ui';
import { Card } from '@market/ui/extras';
import { CartLines, cartQueries, detailLine, TotalRow } from '../../cart/index.ts';
import { GROUP_POLL_MS } from '../api/group-api.ts';
import { useOwnerActions } from '../api/group-hooks.ts';
import { groupLink } from '../model/group-link.ts';

/** The owner's view of a group order: the share link, every member's items and status (polled), kick, checkout. */
export function GroupOwner({ cartId }: { cartId: number }) {
  const { t } = useTranslation('cart-checkout-group');
  const navigate = useNavigate();
  const cart = useQuery({ ...cartQueries.server(), refetchInterval: GROUP_POLL_MS });
  const { kick, flip } = useOwnerActions();

  if (cart.isPending) return <PageSkeleton />;
  // Only a first read that failed replaces the view: a later poll that fails keeps the members on screen (and a
  // removal being confirmed open), with a note and a retry above them.
  if (cart.data === undefined) return <ErrorState message={errorMessage(cart.error)} onRetry={() => cart.refetch()} />;
  const data: Cart | null = cart.data;
  if (!data || data.id !== cartId || !data.group) {
    return <ErrorState message={t('common:You cannot join. Invalid group order')} extra={<Button onClick={() => navigate('/')}>{t('common:back.home')}</Button>} />;
  }
  const link = groupLink(window.location.origin, data);
  const members = data.user_carts.filter((u) => u.user_id !== data.owner_id);
  return (
    <Flex vertical gap={16}>
      <Card size="small" title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('group.share')}</h2>}>
        <Flex gap={8}>
          <Input readOnly value={link} aria-label={t('group.link')} {...LTR_INPUT} />
          <Button onClick={() => void navigator.clipboard?.writeText(link)}>{t('group.copy')}</Button>
        </Flex>
      </Card>
      <RefreshFailed query={cart} message={t('group.refresh.failed')} />
      {(kick.isError || flip.isError) && <Alert type="error" showIcon message={errorMessage(kick.error ?? flip.error)} />}
      <section aria-label={t('group.members')}>
        <Typography.Title level={2} style={{ fontSize: 18 }}>
          {t('group.members')}
        </Typography.Title>
        {members.length === 0 ? (
          <EmptyState message={t('group.no.members')} />
        ) : (
          <Flex vertical gap={12}>
            {members.map((m) => {
              const lines = m.cartDetails.filter((d) => !d.parent_id).map(detailLine);
              return (
                <Card
                  key={m.id}
                  size="small"
                  aria-label={m.name}
                  title={
                    <Flex gap={8} align="center" wrap>
                      <PlainText>{m.name}</PlainText>
                      <Tag color={m.status ? 'success' : 'processing'}>{m.status ? t('group.status.done') : t('group.status.choosing')}</Tag>
                    </Flex>
                  }
                  extra={
                    <Popconfirm title={<TextWithData>{t('group.kick.confirm', { name: dataInText(m.name) })}</TextWithData>} okText={t('common:yes')} cancelText={t('common:no')} onConfirm={() => kick.mutate(m)}>
                      <Button danger size="small" loading={kick.isPending && kick.variables?.id === m.id}>
                        <TextWithData>{t('group.kick', { name: dataInText(m.name) })}</TextWithData>
                      </Button>
                    </Popconfirm>
                  }
                >
                  {lines.length ? <CartLines lines={lines} /> : <Typography.Text type="secondary">{t('group.nothing.yet')}</Typography.Text>}
                </Card>
              );
            })}
          </Flex>
        )}
      </section>
      <TotalRow value={data.total_price} />
      <Button type="primary" size="large" block onClick={() => navigate('/checkout')}>
        {t('group.checkout')}
      </Button>
      <Button block loading={flip.isPending} onClick={() => flip.mutate(data.id)}>
        {t('group.end')}
      </Button>
    </Flex>
  );
}
