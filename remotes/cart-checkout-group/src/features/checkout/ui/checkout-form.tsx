import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from '@market/router';
import { useTranslation } from 'react-i18next';
import { useStoreMap, useUnit } from 'effector-react';
import { $address, $currency, $settings, toastShown } from '@market/bus';
import type { Cart, Shop } from '@market/contract';
import { errorMessage } from '@market/http';
import { AfterFrame, Alert, Button, Flex, OfflineReason, Skeleton, useOffline } from '@market/ui';
import { detailLine, round2, serverView } from '../../cart/index.ts';
import { calculateBody, checkoutQueries, paymentMode, usePlaceOrder, zoneRefused } from '../api/checkout-api.ts';
import { $orderDraft, checkoutDone, checkoutKey, draftCleared, slotShown } from '../model/checkout-session.ts';
import { isSupportedTag } from '../model/payments.ts';
import { generateSlots } from '../model/slots.ts';
import { orderBody } from '../model/order-body.ts';
import { PaymentOptions } from './payment-options.tsx';
import { PriceBreakdown } from './price-breakdown.tsx';
import { Section } from './section.tsx';
import { DeliverySection, type DeliveryType } from './delivery-section.tsx';
import { ItemsSection } from './items-section.tsx';
import { CouponTipsSection } from './coupon-tips-section.tsx';

/** A part of the form not built yet: its heading, and a skeleton in its place. */
function SectionSkeleton({ title }: { title: string }) {
  return (
    <Section title={title}>
      <Skeleton active title={false} paragraph={{ rows: 3 }} />
    </Section>
  );
}

/** /checkout for a signed-in shopper with a server cart. */
export function CheckoutForm({ cart, shop }: { cart: Cart; shop: Shop }) {
  const { t } = useTranslation('cart-checkout-group');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [address, currency, settings] = useUnit([$address, $currency, $settings]);
  const view = serverView(cart);
  // A group order is placed for everyone: each member's lines are listed, and the total counts them.
  const members = cart.group
    ? cart.user_carts.filter((u) => u.user_id !== cart.owner_id).map((u) => ({ id: u.id, name: u.name, lines: u.cartDetails.filter((d) => !d.parent_id).map(detailLine) })).filter((m) => m.lines.length)
    : [];
  const itemsTotal = members.length ? round2(cart.total_price) : view.total;

  const [type, setType] = useState<DeliveryType>('delivery');
  const [phone, setPhone] = useState('');
  const [note, setNote] = useState('');
  const [notes, setNotes] = useState<Record<number, string>>({});
  const [coupon, setCoupon] = useState<string | undefined>();
  const [tipPercent, setTipPercent] = useState(0);
  const [paymentId, setPaymentId] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const submitting = useRef(false);
  const offline = useOffline();

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

  const mode = paymentMode(settings.payment_type);
  const payments = useQuery(checkoutQueries.payments(mode, shop.id));
  const offered = (payments.data ?? []).filter((p) => p.active !== false && isSupportedTag(p.tag));
  const profile = useQuery(checkoutQueries.profile());
  const location = address?.location;
  const zone = useQuery(checkoutQueries.zone(shop.id, location, type === 'delivery'));
  const tips = round2((itemsTotal * tipPercent) / 100);
  const body = calculateBody({ type, location, coupon, currencyId: currency.current?.id, tips });
  const calc = useQuery(checkoutQueries.calculate(cart.id, body));

  const payment = offered.find((p) => p.id === paymentId);
  const total = calc.data?.total_price ?? itemsTotal;
  const walletBalance = profile.data?.wallet?.price;
  const insufficient = payment?.tag === 'wallet' && (walletBalance ?? 0) < total;
  const phoneRequired = settings.before_order_phone_required === '1';
  // The zone check's refusal says the shop does not deliver to the point. A check that could not be made (the network,
  // the server) says so with a retry, and the order waits for it; a check made again that failed so (a language
  // switch reads everything again) keeps its last answer.
  const zoneFailed = type === 'delivery' && zone.isError;
  const outOfZone = zoneFailed && zoneRefused(zone.error);
  const zoneUnread = zoneFailed && !outOfZone && zone.data === undefined;
  const belowMinimum = shop.min_amount > 0 && itemsTotal < shop.min_amount;

  const order = usePlaceOrder({
    onRedirect: (url) => window.location.assign(url),
    onPlaced: (placed) => {
      checkoutDone();
      draftCleared();
      navigate(`/orders/${placed.id}`);
    },
    onFailed: (error) => {
      submitting.current = false;
      const message = errorMessage(error);
      setProblem(message);
      toastShown({ kind: 'error', message });
    },
  });

  const submit = () => {
    if (submitting.current || order.isPending || offline) return;
    if (!date || !time) return setProblem(t('common:Shop is closed'));
    if (type === 'delivery' && !address) return setProblem(t('checkout.address.missing'));
    if (outOfZone) return setProblem(t("common:We don't deliver here yet"));
    if (zoneUnread) return setProblem(errorMessage(zone.error));
    if (phoneRequired && !phone.trim()) return setProblem(t('common:Please, fill user details'));
    if (!payment) return setProblem(t('common:Please, choose payment method'));
    if (insufficient) return setProblem(t('common:Insufficient wallet balance'));
    if (belowMinimum) return setProblem(t('common:Your order did not reach minimum amount'));
    setProblem(null);
    submitting.current = true;
    order.mutate({
      tag: payment.tag,
      body: orderBody({ cart, shopId: shop.id, currency: currency.current, paymentId: payment.id, type, date, time, address, coupon, note, notes, tips, phone, profile: profile.data }),
      key: checkoutKey(cart.id),
    });
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
      <DeliverySection
        shop={shop}
        type={type}
        onType={setType}
        address={address}
        outOfZone={outOfZone}
        zoneUnread={zoneUnread ? { message: errorMessage(zone.error), onRetry: () => void zone.refetch() } : undefined}
        slots={slots}
        date={date}
        time={time}
        phone={{ required: phoneRequired, value: phone, onChange: setPhone, missing: Boolean(problem && !phone.trim()) }}
      />
      {/* Below a phone's first screen, built in steps after the frame that shows the delivery: the items with the
          coupon and tips a frame later, the payment and the summary a frame after them, so the form's first commit
          and the layout after it are three shorter tasks, not one long one. Their headings hold the places meanwhile. */}
      <AfterFrame
        placeholder={
          <>
            <SectionSkeleton title={t('checkout.items')} />
            <SectionSkeleton title={t('checkout.coupon.and.tips')} />
            <SectionSkeleton title={t('checkout.payment')} />
          </>
        }
      >
        <ItemsSection lines={view.lines} members={members} notes={notes} onNotes={setNotes} note={note} onNote={setNote} />
        <CouponTipsSection shopId={shop.id} coupon={coupon} onCoupon={setCoupon} tipPercent={tipPercent} onTipPercent={setTipPercent} />

        <AfterFrame placeholder={<SectionSkeleton title={t('checkout.payment')} />}>
          <Section title={t('checkout.payment')}>
            {payments.isPending ? (
              <Skeleton active title={false} paragraph={{ rows: 3 }} />
            ) : payments.isError && payments.data === undefined ? (
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
          <Button type="primary" size="large" block loading={order.isPending} disabled={order.isPending || offline} aria-describedby={offline ? 'checkout-offline' : undefined} onClick={submit}>
            {t('checkout.place')}
          </Button>
          <OfflineReason id="checkout-offline" />
        </AfterFrame>
      </AfterFrame>
    </Flex>
  );
}
