import { useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from '@market/router';
import { useTranslation } from 'react-i18next';
import { useStoreMap, useUnit } from 'effector-react';
import { $address, $currency, $locale, $settings, addressPickerRequested, toastShown } from '@market/bus';
import type { Cart, Shop } from '@market/contract';
import { errorMessage } from '@market/http';
import { formatDate } from '@market/i18n';
import { Alert, Button, EnvironmentOutlined, Flex, Input, PlainText, Select, Skeleton, Typography } from '@market/ui';
import { Segmented } from '@market/ui/forms';
import { Card } from '@market/ui/extras';
import { cartKeys, CartLines, detailLine, round2, serverView } from '../../cart/index.ts';
import { calculateBody, checkCoupon, checkoutQueries, paymentMode, placeOrder } from '../api/checkout-api.ts';
import { $orderDraft, checkoutDone, checkoutKey, draftChanged, draftCleared, slotShown } from '../model/checkout-session.ts';
import { isSupportedTag } from '../model/payments.ts';
import { generateSlots } from '../model/slots.ts';
import { PaymentOptions } from './payment-options.tsx';
import { PriceBreakdown } from './price-breakdown.tsx';

const TIP_PERCENTS = [0, 5, 10, 15];

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card size="small" title={<h2 style={{ margin: 0, fontSize: 18 }}>{title}</h2>}>
      {children}
    </Card>
  );
}

/** /checkout for a signed-in shopper with a server cart. */
export function CheckoutForm({ cart, shop }: { cart: Cart; shop: Shop }) {
  const { t } = useTranslation('cart-checkout-group');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [address, currency, settings, locale] = useUnit([$address, $currency, $settings, $locale]);
  const view = serverView(cart);
  // A group order is placed for everyone: each member's lines are listed, and the total counts them.
  const members = cart.group
    ? cart.user_carts.filter((u) => u.user_id !== cart.owner_id).map((u) => ({ id: u.id, name: u.name, lines: u.cartDetails.filter((d) => !d.parent_id).map(detailLine) })).filter((m) => m.lines.length)
    : [];
  const itemsTotal = members.length ? round2(cart.total_price) : view.total;

  const [type, setType] = useState<'delivery' | 'pickup'>('delivery');
  const [phone, setPhone] = useState('');
  const [note, setNote] = useState('');
  const [notes, setNotes] = useState<Record<number, string>>({});
  const [couponText, setCouponText] = useState('');
  const [coupon, setCoupon] = useState<string | undefined>();
  const [tipPercent, setTipPercent] = useState(0);
  const [paymentId, setPaymentId] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const submitting = useRef(false);

  const paymentFailed = params.get('payment') === 'failed';
  useEffect(() => {
    // The provider's attempt is over: the next try is a new one (the cart is still there).
    if (paymentFailed) checkoutDone();
  }, [paymentFailed]);

  // Date and time from the shop's working hours; the draft keeps the choice across pages.
  const slots = useMemo(() => generateSlots(shop.shop_working_days ?? [], shop.shop_closed_date ?? [], new Date()), [shop]);
  // The form follows the slot it shows, not the draft itself: storing the first slot as the draft (below) changes
  // the draft but not the slot, and so does not render the whole form a second time.
  const [date, time] = useStoreMap({
    store: $orderDraft,
    keys: [shop.id, slots],
    fn: (draft, [shopId, days]) => {
      const valid = draft.shop_id === shopId && days.some((d) => d.date === draft.delivery_date && d.times.includes(draft.delivery_time ?? ''));
      return valid ? `${draft.delivery_date}\n${draft.delivery_time}` : `${days[0]?.date ?? ''}\n${days[0]?.times[0] ?? ''}`;
    },
  })
    .split('\n')
    .map((v) => v || undefined);
  useEffect(() => {
    if (date && time) slotShown({ shop_id: shop.id, delivery_date: date, delivery_time: time });
  }, [date, time, shop.id]);
  const day = slots.find((d) => d.date === date);

  const mode = paymentMode(settings.payment_type);
  const payments = useQuery(checkoutQueries.payments(mode, shop.id));
  const offered = (payments.data ?? []).filter((p) => p.active !== false && isSupportedTag(p.tag));
  const profile = useQuery(checkoutQueries.profile());
  const location = address?.location;
  const zone = useQuery(checkoutQueries.zone(shop.id, location, type === 'delivery'));
  const tips = round2((itemsTotal * tipPercent) / 100);
  const body = calculateBody({ type, location, coupon, currencyId: currency.current?.id, tips });
  const calc = useQuery(checkoutQueries.calculate(cart.id, body));
  const couponCheck = useMutation({
    mutationFn: (code: string) => checkCoupon(code, shop.id),
    onSuccess: (c) => setCoupon(c.name),
    onError: () => setCoupon(undefined),
  });

  const payment = offered.find((p) => p.id === paymentId);
  const total = calc.data?.total_price ?? itemsTotal;
  const walletBalance = profile.data?.wallet?.price;
  const insufficient = payment?.tag === 'wallet' && (walletBalance ?? 0) < total;
  const phoneRequired = settings.before_order_phone_required === '1';
  const outOfZone = type === 'delivery' && zone.isError;
  const belowMinimum = shop.min_amount > 0 && itemsTotal < shop.min_amount;

  const order = useMutation({
    mutationFn: () => {
      const tag = payment!.tag;
      const orderBody = {
        cart_id: cart.id,
        shop_id: shop.id,
        currency_id: currency.current?.id ?? cart.currency_id,
        rate: currency.current?.rate ?? cart.rate,
        payment_id: payment!.id,
        delivery_type: type,
        delivery_date: date,
        delivery_time: time,
        ...(type === 'delivery' && address && location
          ? { location: { latitude: location[0], longitude: location[1] }, address: { address: address.address } }
          : {}),
        ...(coupon ? { coupon } : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
        notes: Object.fromEntries(Object.entries(notes).filter(([, v]) => v.trim())),
        ...(tips ? { tips } : {}),
        ...(phone.trim() ? { phone: phone.trim() } : {}),
        ...(profile.data?.firstname ? { username: [profile.data.firstname, profile.data.lastname].filter(Boolean).join(' ') } : {}),
      };
      return placeOrder(tag, orderBody, checkoutKey(cart.id));
    },
    onSuccess: (outcome) => {
      if (outcome.kind === 'redirect') {
        window.location.assign(outcome.url);
        return;
      }
      checkoutDone();
      draftCleared();
      queryClient.removeQueries({ queryKey: cartKeys.server });
      void queryClient.invalidateQueries({ queryKey: cartKeys.server });
      navigate(`/orders/${outcome.order.id}`);
    },
    onError: (error) => {
      submitting.current = false;
      const message = errorMessage(error);
      setProblem(message);
      toastShown({ kind: 'error', message });
    },
  });

  const submit = () => {
    if (submitting.current || order.isPending) return;
    if (!date || !time) return setProblem(t('common:Shop is closed'));
    if (type === 'delivery' && !address) return setProblem(t('checkout.address.missing'));
    if (outOfZone) return setProblem(t("common:We don't deliver here yet"));
    if (phoneRequired && !phone.trim()) return setProblem(t('common:Please, fill user details'));
    if (!payment) return setProblem(t('common:Please, choose payment method'));
    if (insufficient) return setProblem(t('common:Insufficient wallet balance'));
    if (belowMinimum) return setProblem(t('common:Your order did not reach minimum amount'));
    setProblem(null);
    submitting.current = true;
    order.mutate();
  };

  return (
    <Flex vertical gap={16}>
      {paymentFailed && (
        <Alert
          type="error"
          showIcon
          closable
          message={t('checkout.payment.failed')}
          onClose={() => {
            params.delete('payment');
            setParams(params, { replace: true });
          }}
        />
      )}
      <Section title={t('checkout.delivery')}>
        <Flex vertical gap={12}>
          <Segmented
            aria-label={t('checkout.delivery.type')}
            value={type}
            onChange={(v) => setType(v as 'delivery' | 'pickup')}
            options={[
              { value: 'delivery', label: t('checkout.type.delivery') },
              { value: 'pickup', label: t('checkout.type.pickup') },
            ]}
          />
          {type === 'delivery' ? (
            <Flex vertical gap={8}>
              <Flex gap={8} align="center" wrap>
                <EnvironmentOutlined aria-hidden />
                <Typography.Text>{address ? address.address : t('checkout.address.missing')}</Typography.Text>
                <Button size="small" onClick={() => addressPickerRequested()}>
                  {address ? t('checkout.address.change') : t('checkout.address.choose')}
                </Button>
              </Flex>
              {outOfZone && <Alert type="warning" showIcon message={t("common:We don't deliver here yet")} />}
            </Flex>
          ) : (
            <Typography.Text>
              {t('checkout.pickup.at', { shop: shop.translation.title, address: shop.translation.address ?? '' })}
            </Typography.Text>
          )}
          {slots.length ? (
            <Flex gap={8} wrap>
              <Select
                aria-label={t('checkout.date')}
                style={{ minWidth: 180 }}
                value={date}
                onChange={(d: string) => draftChanged({ shop_id: shop.id, delivery_date: d, delivery_time: slots.find((s) => s.date === d)?.times[0] ?? null })}
                options={slots.map((s) => ({ value: s.date, label: formatDate(`${s.date}T12:00:00`, locale.locale, { weekday: 'short', day: 'numeric', month: 'short' }) }))}
              />
              <Select
                aria-label={t('checkout.time')}
                style={{ minWidth: 120 }}
                value={time}
                onChange={(v: string) => draftChanged({ shop_id: shop.id, delivery_date: date, delivery_time: v })}
                options={(day?.times ?? []).map((v) => ({ value: v, label: v }))}
              />
            </Flex>
          ) : (
            <Alert type="warning" showIcon message={t('common:Shop is closed')} />
          )}
          {phoneRequired && (
            <label>
              <Typography.Text>{t('checkout.phone')}</Typography.Text>
              <Input type="tel" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} aria-required status={problem && !phone.trim() ? 'error' : undefined} />
            </label>
          )}
        </Flex>
      </Section>

      <Section title={t('checkout.items')}>
        <CartLines lines={view.lines} />
        {members.map((m) => (
          <section key={m.id} aria-label={t('checkout.member.items', { name: m.name })} style={{ marginBlockStart: 12 }}>
            <PlainText strong>{m.name}</PlainText>
            <CartLines lines={m.lines} />
          </section>
        ))}
        <Flex vertical gap={8} style={{ marginBlockStart: 12 }}>
          {view.lines.map((line) => (
            <Input
              key={line.key}
              size="small"
              aria-label={t('checkout.item.note', { title: line.title })}
              placeholder={t('checkout.item.note', { title: line.title })}
              value={notes[line.stock_id] ?? ''}
              maxLength={200}
              onChange={(e) => setNotes((n) => ({ ...n, [line.stock_id]: e.target.value }))}
            />
          ))}
          <Input.TextArea aria-label={t('checkout.note')} placeholder={t('checkout.note')} value={note} maxLength={500} autoSize={{ minRows: 2 }} onChange={(e) => setNote(e.target.value)} />
        </Flex>
      </Section>

      <Section title={t('checkout.coupon.and.tips')}>
        <Flex vertical gap={12}>
          <Flex gap={8}>
            <Input aria-label={t('checkout.coupon.code')} placeholder={t('checkout.coupon.code')} value={couponText} onChange={(e) => setCouponText(e.target.value)} onPressEnter={() => couponText.trim() && couponCheck.mutate(couponText.trim())} />
            <Button loading={couponCheck.isPending} disabled={!couponText.trim()} onClick={() => couponCheck.mutate(couponText.trim())}>
              {t('checkout.coupon.check')}
            </Button>
          </Flex>
          {couponCheck.isError && <Alert type="error" showIcon message={errorMessage(couponCheck.error)} />}
          {coupon && (
            <Alert
              type="success"
              showIcon
              message={t('checkout.coupon.applied', { code: coupon })}
              action={
                <Button size="small" type="text" onClick={() => setCoupon(undefined)}>
                  {t('checkout.coupon.remove')}
                </Button>
              }
            />
          )}
          <Flex vertical gap={4}>
            <Typography.Text id="tips-label">{t('checkout.tips')}</Typography.Text>
            <Segmented aria-labelledby="tips-label" value={tipPercent} onChange={(v) => setTipPercent(Number(v))} options={TIP_PERCENTS.map((p) => ({ value: p, label: p ? `${p}%` : t('checkout.tips.none') }))} />
          </Flex>
        </Flex>
      </Section>

      <Section title={t('checkout.payment')}>
        {payments.isPending ? (
          <Skeleton active title={false} paragraph={{ rows: 3 }} />
        ) : payments.isError ? (
          <Alert type="error" showIcon message={errorMessage(payments.error)} action={<Button size="small" onClick={() => payments.refetch()}>{t('common:try.again')}</Button>} />
        ) : offered.length === 0 ? (
          <Alert type="warning" showIcon message={t('checkout.payment.none')} />
        ) : (
          <PaymentOptions payments={offered} value={paymentId} onChange={setPaymentId} walletBalance={walletBalance} insufficient={insufficient} />
        )}
        {insufficient && <Alert style={{ marginBlockStart: 8 }} type="error" showIcon message={t('common:Insufficient wallet balance')} />}
      </Section>

      <Section title={t('checkout.summary')}>
        {calc.isError ? (
          <Alert type="error" showIcon message={errorMessage(calc.error)} action={<Button size="small" onClick={() => calc.refetch()}>{t('common:try.again')}</Button>} />
        ) : (
          <PriceBreakdown result={calc.data} loading={calc.isFetching} />
        )}
        {belowMinimum && <Alert type="warning" showIcon message={t('common:Your order did not reach minimum amount')} />}
      </Section>

      {problem && <Alert type="error" showIcon role="alert" message={problem} />}
      <Button type="primary" size="large" block loading={order.isPending} disabled={order.isPending} onClick={submit}>
        {t('checkout.place')}
      </Button>
    </Flex>
  );
}
