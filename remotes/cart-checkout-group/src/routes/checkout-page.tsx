import { useDeferredValue } from 'react';
import { useQueries, useQuery, type FetchQueryOptions } from '@tanstack/react-query';
import { useNavigate } from '@market/router';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $address, $currency, $settings } from '@market/bus';
import type { ActiveAddress, Cart, CurrencyState, Settings } from '@market/contract';
import { Button, CheckoutFrame, Descriptions, EmptyState, ErrorState, Flex, LoginPrompt, PageSkeleton, RefreshFailed, Select, yieldToMain } from '@market/ui';
import { errorMessage, type PagePrefetch } from '@market/http';
import { cartQueries } from '../features/cart/api/cart-api.ts';
import { $localCart } from '../features/cart/model/cart-store.ts';
import { localView, serverView, useCart, useServerCart } from '../features/cart/model/use-cart.ts';
import { useCartReadAgain } from '../features/cart/model/read-again.ts';
import { signedInNow } from '../features/cart/model/cart-sync.ts';
import { SyncState } from '../features/cart/ui/sync-state.tsx';
import { useSignedIn } from '../features/cart/model/use-signed-in.ts';
import { CartLines } from '../features/cart/ui/cart-lines.tsx';
import { CheckoutForm } from '../features/checkout/ui/checkout-form.tsx';
import { calculateBody, checkoutQueries, paymentMode } from '../features/checkout/api/checkout-api.ts';

/** What the form's first reads depend on besides the cart: the delivery address, the currency and the settings. */
interface FormContext {
  address: ActiveAddress | null;
  currency: CurrencyState;
  settings: Settings;
}

/**
 * The form's first reads (methods, profile, delivery zone, the price of a delivery) for a cart: one list, asked by the
 * page before its first render and followed by it afterwards, so both ask the very same reads.
 */
function formReads(cart: Cart | null | undefined, { address, currency, settings }: FormContext) {
  const location = address?.location;
  const on = Boolean(cart);
  const shopId = cart?.shop_id ?? 0;
  return [
    { ...checkoutQueries.payments(paymentMode(settings.payment_type), shopId), enabled: on },
    { ...checkoutQueries.profile(), enabled: on },
    checkoutQueries.zone(shopId, location, on),
    { ...checkoutQueries.calculate(cart?.id ?? 0, calculateBody({ type: 'delivery', location, currencyId: currency.current?.id, tips: 0 })), enabled: on },
  ] as const;
}

/**
 * Before the page's first render (the shell's first-page step): the code of the form's selects and of the price
 * breakdown's list, which load on first use elsewhere, and for a signed-in shopper the server cart, then its shop and
 * the form's first reads, so the form opens whole in that render. boot.js asked for the cart with the HTML (the
 * route's first calls), so this read is that answer, made at this load: the cart is never taken from an earlier
 * visit (and the page's views read it once more as they mount).
 */
export const prefetch: PagePrefetch = async (client) => {
  const code = Promise.all([Select.preload(), Descriptions.preload()]);
  // Each step in a task of its own (the code's requests, the cart's answer, the reads' requests): in one, they made a
  // long task.
  await yieldToMain();
  const cart = signedInNow() ? await client.fetchQuery(cartQueries.server()).catch(() => null) : null;
  if (cart) {
    await yieldToMain();
    const context = { address: $address.getState(), currency: $currency.getState(), settings: $settings.getState() };
    const reads = [cartQueries.shop(cart.shop_id), ...formReads(cart, context).filter((q) => q.enabled !== false)];
    // Reads of several answer types in one list: each is asked as its own options say, in a task of its own (each
    // request's start is a call to the browser; the five in one task made a long one).
    const asked: Promise<void>[] = [];
    for (const q of reads) {
      asked.push(client.prefetchQuery(q as FetchQueryOptions));
      await yieldToMain();
    }
    await Promise.all(asked);
  }
  await code;
};

/**
 * The form's first reads, asked for as soon as the cart is known, beside the shop's: the form then opens with their
 * answers in one background render, instead of waiting for the shop before asking and rendering again as each answer
 * arrives. True once none is still on its way.
 */
function useFormReadsSettled(cart: Cart | null | undefined): boolean {
  const [address, currency, settings] = useUnit([$address, $currency, $settings]);
  return useQueries({
    queries: formReads(cart, { address, currency, settings }),
    combine: (results) => results.every((r) => !(r.isPending && r.fetchStatus === 'fetching')),
  });
}

function CheckoutContent() {
  const { t } = useTranslation('cart-checkout-group');
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const local = useUnit($localCart);
  const server = useServerCart(signedIn);
  const cart = useCart();
  useCartReadAgain();
  const shopId = server.data?.shop_id ?? null;
  const shop = useQuery(cartQueries.shop(shopId));
  const readsSettled = useFormReadsSettled(signedIn ? server.data : null);
  // The form (some 250 components) is built in a background render React can pause, the skeleton staying until then.
  const formReady = useDeferredValue(readsSettled && shop.data !== undefined);

  if (!signedIn) {
    const view = localView(local);
    return (
      <Flex vertical gap={16}>
        <LoginPrompt message={t('checkout.login.needed')} />
        {view.lines.length > 0 && <CartLines lines={view.lines} />}
      </Flex>
    );
  }
  // Changes (an add just pressed, a guest cart after sign-in) are on their way: the cart shows them at once and
  // the form follows when the server has them; a failed send shows its error with Retry, the items kept.
  if (local.items.length || cart.saving) {
    return (
      <Flex vertical gap={16}>
        <SyncState cart={{ ...cart, saving: true }} />
        {cart.view.lines.length > 0 ? <CartLines lines={cart.view.lines} /> : <PageSkeleton label={t('cart.loading')} />}
      </Flex>
    );
  }
  if (server.isPending) return <PageSkeleton label={t('cart.loading')} />;
  // Only a first read that failed shows the error: the cart read again on arrival (or after a change) that fails keeps
  // the form and what the shopper has filled in, with a note and a retry above it.
  if (server.data === undefined) return <ErrorState message={errorMessage(server.error)} onRetry={() => server.refetch()} />;
  // A group cart may hold only members' lines: it is still an order to place.
  if (!server.data || !(serverView(server.data).lines.length || (server.data.group && server.data.user_carts.some((u) => u.cartDetails.length)))) {
    return <EmptyState message={t('cart.empty')} action={<Button type="primary" onClick={() => navigate('/')}>{t('cart.browse')}</Button>} />;
  }
  if (shop.data === undefined && shop.isError) return <ErrorState message={errorMessage(shop.error)} onRetry={() => shop.refetch()} />;
  if (!formReady || !shop.data) return <PageSkeleton />;
  // The note and the form in the same places whether the note shows or not: the form is never mounted again.
  return (
    <>
      <RefreshFailed query={server} message={t('cart.refresh.failed')} />
      <CheckoutForm cart={server.data} shop={shop.data} />
    </>
  );
}

/** /checkout (back-button header from the shell; the prerendered shell draws the same frame, CheckoutSkeleton). */
export default function CheckoutPage() {
  return (
    <CheckoutFrame>
      <CheckoutContent />
    </CheckoutFrame>
  );
}
