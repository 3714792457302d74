import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { $cartSummary, $currency, cartSummaryChanged, toastShown } from '@market/bus';
import { errorMessage } from '@market/http';
import { cartKeys } from '../api/cart-api.ts';
import { cartHash } from './cart-rules.ts';
import { $localCart, activeShopChanged, cartCleared, readStoredCart } from './cart-store.ts';
import { syncLocalCart } from './sync.ts';
import type { CartView } from './use-cart.ts';

/**
 * The cart's background work, mounted once (with the header's cart button): moves the local cart to the server
 * after sign-in, and publishes the summary the header and other apps read.
 */
export function useCartRuntime(view: CartView, signedIn: boolean): void {
  const local = useUnit($localCart);
  const currency = useUnit($currency).current;
  const summary = useUnit($cartSummary);
  const queryClient = useQueryClient();
  const running = useRef(false);
  const hash = cartHash(local);

  useEffect(() => {
    if (!signedIn || !local.items.length || !currency || running.current) return;
    running.current = true;
    syncLocalCart({ read: readStoredCart, clear: () => cartCleared(), currency: { id: currency.id, rate: currency.rate } })
      .then((result) => {
        if (result.status === 'sent') queryClient.setQueryData(cartKeys.server, result.cart);
        return queryClient.invalidateQueries({ queryKey: cartKeys.server });
      })
      .catch((error: unknown) => toastShown({ kind: 'error', message: errorMessage(error) }))
      .finally(() => {
        running.current = false;
      });
    // The hash names the cart's content: a changed cart is a new sync.
  }, [signedIn, hash, currency?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (summary.shop_id !== view.shop_id || summary.count !== view.count || summary.total !== view.total) {
      cartSummaryChanged({ shop_id: view.shop_id, count: view.count, total: view.total });
    }
    activeShopChanged(view.shop_id);
  }, [view.shop_id, view.count, view.total]); // eslint-disable-line react-hooks/exhaustive-deps
}
