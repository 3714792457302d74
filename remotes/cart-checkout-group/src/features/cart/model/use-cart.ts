import { useEffect, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { toastShown } from '@market/bus';
import { errorMessage } from '@market/http';
import { dataInText } from '@market/ui';
import { cartQueries } from '../api/cart-api.ts';
import { $localCart, cartCleared, itemIncreased, itemReduced, itemRemoved } from './cart-store.ts';
import { $outboxVersion, attachQueryClient, mergeGuestCart, outbox } from './cart-sync.ts';
import { useSignedIn } from './use-signed-in.ts';
import { localView, pendingView, type CartLine } from './view-model.ts';

export { detailLine, localView, pendingView, serverView, type CartLine, type CartView } from './view-model.ts';

/**
 * The signed-in user's server cart (the outbox puts each answer of the server here too). A mount with the cart read
 * already does not read it again: a view of it that mounts reads it anew once its frame is painted
 * (`useCartReadAgain`).
 */
export function useServerCart(enabled: boolean) {
  const queryClient = useQueryClient();
  attachQueryClient(queryClient);
  return useQuery({ ...cartQueries.server(), enabled, staleTime: 0, refetchOnMount: false });
}

/** The outbox's waiting operations and status, redrawn when they change. */
export function useOutbox() {
  useUnit($outboxVersion);
  return { pending: outbox.pending(), status: outbox.status() };
}

/**
 * What a press in the cart does: the same functions from one render to the next (as long as the shopper stays signed
 * in or out), so a line drawn with them is drawn again only when the line itself changes.
 */
function useCartActions(signedIn: boolean) {
  return useMemo(
    () => ({
      increase: (line: CartLine) => (signedIn ? outbox.enqueue({ kind: 'step', stock_id: line.stock_id, delta: 1 }) : itemIncreased(line.key)),
      reduce: (line: CartLine) => {
        if (line.quantity <= 1) return;
        if (signedIn) outbox.enqueue({ kind: 'step', stock_id: line.stock_id, delta: -1 });
        else itemReduced(line.key);
      },
      remove: (line: CartLine) => (signedIn ? outbox.enqueue({ kind: 'remove', stock_id: line.stock_id }) : itemRemoved(line.key)),
      clear: () => (signedIn ? outbox.enqueue({ kind: 'clear' }) : cartCleared()),
    }),
    [signedIn],
  );
}

/**
 * The cart the shopper sees: the guest cart, or (signed in) the server cart with this browser's waiting changes
 * on top, so a press shows at once and a reload in the middle shows the same.
 */
export function useCart() {
  const { t } = useTranslation('cart-checkout-group');
  const signedIn = useSignedIn();
  const local = useUnit($localCart);
  const server = useServerCart(signedIn);
  const { pending, status } = useOutbox();
  const actions = useCartActions(signedIn);

  // A guest cart left when the user is signed in (a sign-in here or in another tab) is sent once.
  useEffect(() => {
    if (signedIn && local.items.length) mergeGuestCart(local, () => cartCleared());
  }, [signedIn, local]);

  // The server refused a change (out of stock, the shop closed): say so; the cart shows what the server holds.
  useEffect(() => {
    for (const { error } of outbox.takeRefusals()) toastShown({ kind: 'error', message: errorMessage(error) });
  }, [status]);

  const view = signedIn ? pendingView(server.data, pending) : localView(local);
  const syncError = status.state === 'retrying' ? errorMessage(status.error) : null;

  return {
    view,
    signedIn,
    /** Nothing to show yet: the first read of the server cart, with nothing waiting to be sent. */
    loading: signedIn && server.isPending && !server.isError && !pending.length,
    /** The first read failed: nothing to show but the error. A later read that fails keeps the cart shown (`readAgain`). */
    error: signedIn && server.data === undefined && server.isError && !pending.length ? errorMessage(server.error) : null,
    /** The server cart, read again: `isRefetchError` when that failed while the cart was shown (a note, a retry). */
    readAgain: server,
    /** Changes wait to be sent (the view shows them already). */
    saving: signedIn && pending.length > 0,
    /** The last send failed; it is tried again on its own, Retry tries now. The items are kept. */
    syncError: syncError ? t('cart.sync.failed', { error: dataInText(syncError) }) : null,
    retry: () => {
      outbox.kick();
      return server.refetch();
    },
    ...actions,
  };
}
