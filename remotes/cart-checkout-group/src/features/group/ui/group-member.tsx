import { useEffect, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@market/router';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $session } from '@market/bus';
import { quantityBounds, type Product } from '@market/contract';
import { errorMessage } from '@market/http';
import { Alert, Button, CardSkeleton, DATA_TEXT_CLASS, dataInText, EmptyState, ErrorState, Flex, ImageWithFallback, Input, PageSkeleton, PlainText, Price, RefreshFailed, TextWithData, Typography } from '@market/ui';
import { Card } from '@market/ui/extras';
import { CartLines, detailLine, lineRows, type CartLine } from '../../cart/index.ts';
import { GROUP_POLL_MS, groupQueries, refusesGroup } from '../api/group-api.ts';
import { useJoinGroup, useMemberActions } from '../api/group-hooks.ts';
import { readMembership, writeMembership, type GroupLinkParams, type Membership } from '../model/group-link.ts';
import { addChoiceRows, needsChoice, sameLine } from '../model/member-choice.ts';
import { ProductPicker } from './product-picker.tsx';

function invalid(t: (k: string) => string, navigate: (to: string) => void) {
  return <ErrorState message={t('common:You cannot join. Invalid group order')} extra={<Button onClick={() => navigate('/')}>{t('common:back.home')}</Button>} />;
}

/** A member of someone else's group order: join with a name, pick from that shop only, mark done. */
export function GroupMember({ link }: { link: GroupLinkParams }) {
  const { t } = useTranslation('cart-checkout-group');
  const navigate = useNavigate();
  const session = useUnit($session);
  const [membership, setMembership] = useState<Membership | null>(() => readMembership(link.cartId));
  const [name, setName] = useState(session.user?.firstname ?? '');
  const [kicked, setKicked] = useState(false);
  const client = useQueryClient();
  // A member reads as itself (its uuid; the secret too, so that a removed member still reads the group and is told);
  // before joining, the link's secret.
  const cart = useQuery({
    ...groupQueries.cart(link.cartId, { uuid: membership?.uuid, secret: link.secret }),
    refetchInterval: membership && !kicked ? GROUP_POLL_MS : false,
    retry: false,
  });
  const join = useJoinGroup(link, async (j) => {
    // Fetch the cart as this member first: a copy without them would read as "kicked".
    await client.fetchQuery(groupQueries.cart(link.cartId, { uuid: j.uuid, secret: link.secret }));
    const m = { cart_id: j.cart_id, uuid: j.uuid, user_cart_id: j.user_cart.id, name: j.user_cart.name };
    writeMembership(m);
    setMembership(m);
    setKicked(false);
  });

  const removed = Boolean(membership && cart.data && !cart.data.user_carts.some((u) => u.uuid === membership.uuid));
  useEffect(() => {
    // The owner removed this member: forget the membership and say so.
    if (!removed) return;
    writeMembership(null);
    setKicked(true);
  }, [removed]);

  if (cart.isPending) return <PageSkeleton />;
  // A read refused (the link is wrong, the group was ended or deleted) says so, whether or not one succeeded before.
  if (cart.isError && refusesGroup(cart.error)) return invalid(t, navigate);
  // The first read failed otherwise (the network, the server): a retry. A later poll that fails keeps what was loaded
  // on screen, with a note (in MemberCart): the member's view, and a product being chosen in it, stay as they are.
  const data = cart.data;
  if (!data) return <ErrorState message={errorMessage(cart.error)} onRetry={() => cart.refetch()} />;
  if (!data.group || data.shop_id !== link.shopId || data.owner_id !== link.ownerId) return invalid(t, navigate);

  const mine = membership ? data.user_carts.find((u) => u.uuid === membership.uuid) : undefined;
  if (kicked || (membership && !mine)) {
    return (
      <Alert
        type="warning"
        showIcon
        role="alert"
        message={t('common:You have been kicked from group order')}
        action={<Button onClick={() => navigate('/')}>{t('common:back.home')}</Button>}
      />
    );
  }
  if (!membership || !mine) {
    return (
      <Card size="small" title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('group.join.title')}</h2>}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (name.trim()) join.mutate(name);
          }}
        >
          <Flex vertical gap={8}>
            <label htmlFor="group-name">{t('group.name')}</label>
            <Input id="group-name" className={DATA_TEXT_CLASS} value={name} maxLength={60} autoComplete="nickname" onChange={(e) => setName(e.target.value)} />
            {join.isError && <Alert type="error" showIcon message={errorMessage(join.error)} />}
            <Button type="primary" htmlType="submit" loading={join.isPending} disabled={!name.trim()}>
              {t('group.join')}
            </Button>
          </Flex>
        </form>
      </Card>
    );
  }
  return <MemberCart link={link} membership={membership} lines={mine.cartDetails.filter((d) => !d.parent_id).map(detailLine)} done={mine.status} notice={<RefreshFailed query={cart} message={t('group.refresh.failed')} />} onLeft={() => {
    writeMembership(null);
    setMembership(null);
  }} />;
}

function MemberCart({ link, membership, lines, done, notice, onLeft }: { link: GroupLinkParams; membership: Membership; lines: CartLine[]; done: boolean; notice: ReactNode; onLeft: () => void }) {
  const { t } = useTranslation('cart-checkout-group');
  const products = useQuery({ ...groupQueries.products(link.shopId), staleTime: 60_000 });
  const [picking, setPicking] = useState<Product | null>(null);
  const { setQty, remove, status, leave } = useMemberActions(link, membership, onLeft);
  const failure = setQty.error ?? remove.error ?? status.error ?? leave.error;
  const list: Product[] = products.data ? [...new Map(products.data.all.flatMap((c) => c.products).map((p) => [p.id, p])).values()].filter((p) => p.stocks?.length) : [];
  const addAsIs = (p: Product) => {
    const stock = p.stocks[0]!;
    const inCart = sameLine(lines, { stock_id: stock.id, addons: [] }) !== undefined;
    setQty.mutate(addChoiceRows(lines, { stock_id: stock.id, quantity: inCart ? 1 : quantityBounds(p, stock).min, addons: [] }));
  };

  return (
    <Flex vertical gap={16}>
      <Typography.Text>
        <TextWithData>{t('group.joined.as', { name: dataInText(membership.name) })}</TextWithData>
      </Typography.Text>
      {notice}
      {failure && <Alert type="error" showIcon message={errorMessage(failure)} />}
      <Card size="small" title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('group.my.items')}</h2>}>
        {lines.length ? (
          <CartLines
            lines={lines}
            busy={setQty.isPending || remove.isPending || done}
            onIncrease={(l) => setQty.mutate(lineRows(l, l.quantity + 1))}
            onReduce={(l) => l.quantity > 1 && setQty.mutate(lineRows(l, l.quantity - 1))}
            onRemove={(l) => remove.mutate(l)}
          />
        ) : (
          <EmptyState message={t('group.nothing.yet')} />
        )}
        <Flex gap={8} wrap style={{ marginBlockStart: 12 }}>
          <Button type={done ? 'default' : 'primary'} loading={status.isPending} onClick={() => status.mutate()}>
            {done ? t('group.not.done') : t('group.done')}
          </Button>
          <Button danger loading={leave.isPending} onClick={() => leave.mutate()}>
            {t('group.leave')}
          </Button>
        </Flex>
        {done && <Alert style={{ marginBlockStart: 8 }} type="success" showIcon message={t('group.done.text')} />}
      </Card>
      <section aria-label={t('group.products')}>
        <Typography.Title level={2} style={{ fontSize: 18 }}>
          {t('group.products')}
        </Typography.Title>
        {products.isPending ? (
          <CardSkeleton />
        ) : !products.data ? (
          // Only a first read that failed: a later one (the list is read again when stale) keeps the list shown.
          <ErrorState message={errorMessage(products.error)} onRetry={() => products.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState message={t('group.no.products')} />
        ) : (
          <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
            {list.map((p) => {
              const stock = p.stocks[0];
              return (
                <li key={p.id}>
                  <Card size="small">
                    <Flex gap={12} align="center">
                      <ImageWithFallback src={p.img} alt="" width={56} height={56} style={{ borderRadius: 8, objectFit: 'cover' }} />
                      <Flex vertical style={{ flex: 1, minWidth: 0 }}>
                        <PlainText ellipsis>{p.translation.title}</PlainText>
                        <Price value={stock.total_price ?? stock.price} />
                      </Flex>
                      <Button
                        size="small"
                        aria-label={t('group.add', { title: p.translation.title })}
                        aria-haspopup={needsChoice(p) ? 'dialog' : undefined}
                        disabled={done || setQty.isPending}
                        onClick={() => (needsChoice(p) ? setPicking(p) : addAsIs(p))}
                      >
                        {t('group.add.short')}
                      </Button>
                    </Flex>
                  </Card>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <ProductPicker
        product={picking}
        busy={setQty.isPending}
        onAdd={(choice) => setQty.mutate(addChoiceRows(lines, choice), { onSuccess: () => setPicking(null) })}
        onClose={() => setPicking(null)}
      />
    </Flex>
  );
}
