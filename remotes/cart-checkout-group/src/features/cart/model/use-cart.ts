import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { $currency } from '@market/bus';
import type { Cart, CartDetail } from '@market/contract';
import { errorMessage } from '@market/http';
import { cartKeys, deleteCartRows, deleteServerCart, fetchServerCart, insertProducts } from '../api/cart-api.ts';
import { cartCount, cartTotal, lineRows, round2, unitTotal, type LocalCart } from './cart-rules.ts';
import { $localCart, cartCleared, itemIncreased, itemReduced, itemRemoved } from './cart-store.ts';
import { ownRows } from './sync.ts';
import { useSignedIn } from './use-signed-in.ts';

export interface CartLine {
  key: string;
  stock_id: number;
  title: string;
  img?: string;
  quantity: number;
  /** One unit with its add-ons. */
  unitPrice: number;
  total: number;
  addons: { stock_id: number; title: string; quantity: number }[];
  /** Server rows of this line (the main row first). */
  detailIds: number[];
}

export interface CartView {
  source: 'local' | 'server';
  shop_id: number | null;
  cartId: number | null;
  lines: CartLine[];
  count: number;
  total: number;
}

export function localView(cart: LocalCart): CartView {
  return {
    source: 'local',
    shop_id: cart.shop_id,
    cartId: null,
    lines: cart.items.map((i) => ({
      key: i.key,
      stock_id: i.stock_id,
      title: i.product.title,
      img: i.product.img,
      quantity: i.quantity,
      unitPrice: round2(unitTotal(i)),
      total: round2(unitTotal(i) * i.quantity),
      addons: i.addons.map((a) => ({ stock_id: a.stock_id, title: a.title, quantity: a.quantity })),
      detailIds: [],
    })),
    count: cartCount(cart),
    total: cartTotal(cart),
  };
}

export function detailLine(d: CartDetail): CartLine {
  const total = round2(d.price + (d.addons ?? []).reduce((s, a) => s + a.price, 0));
  return {
    key: `d${d.id}`,
    stock_id: d.stock.id,
    title: d.stock.product?.translation?.title ?? '',
    img: d.stock.product?.img,
    quantity: d.quantity,
    unitPrice: d.quantity ? round2(total / d.quantity) : 0,
    total,
    addons: (d.addons ?? []).map((a) => ({
      stock_id: a.stock.id,
      title: a.stock.product?.translation?.title ?? '',
      quantity: d.quantity ? Math.max(1, Math.round(a.quantity / d.quantity)) : a.quantity,
    })),
    detailIds: [d.id, ...(d.addons ?? []).map((a) => a.id)],
  };
}

export function serverView(cart: Cart | null | undefined): CartView {
  const lines = cart ? ownRows(cart).filter((d) => !d.parent_id).map(detailLine) : [];
  return {
    source: 'server',
    shop_id: lines.length && cart ? cart.shop_id : null,
    cartId: cart?.id ?? null,
    lines,
    count: lines.reduce((s, l) => s + l.quantity, 0),
    total: lines.length ? round2(cart?.total_price ?? lines.reduce((s, l) => s + l.total, 0)) : 0,
  };
}

export function useServerCart(enabled: boolean) {
  return useQuery({ queryKey: cartKeys.server, queryFn: fetchServerCart, enabled, staleTime: 0 });
}

/** The cart the shopper sees: the local one while it has items (a guest, or a sign-in being synced), else the server's. */
export function useCart() {
  const signedIn = useSignedIn();
  const local = useUnit($localCart);
  const currency = useUnit($currency).current;
  const server = useServerCart(signedIn);
  const queryClient = useQueryClient();
  const useLocal = !signedIn || local.items.length > 0;
  const view = useLocal ? localView(local) : serverView(server.data);

  const serverChange = useMutation({
    mutationFn: async (change: { line: CartLine; quantity: number } | { remove: CartLine } | { clear: true }) => {
      const cart = server.data;
      if (!cart) return;
      if ('clear' in change) return deleteServerCart(cart.id);
      if ('remove' in change) return deleteCartRows(change.remove.detailIds);
      const { line, quantity } = change;
      await insertProducts({
        shop_id: cart.shop_id,
        currency_id: currency?.id ?? cart.currency_id,
        rate: currency?.rate ?? cart.rate,
        products: lineRows(line, quantity),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.server }),
  });

  return {
    view,
    signedIn,
    loading: !useLocal && server.isPending,
    error: !useLocal && server.isError ? errorMessage(server.error) : null,
    mutationError: serverChange.isError ? errorMessage(serverChange.error) : null,
    busy: serverChange.isPending,
    retry: () => server.refetch(),
    increase: (line: CartLine) => (useLocal ? itemIncreased(line.key) : serverChange.mutate({ line, quantity: line.quantity + 1 })),
    reduce: (line: CartLine) => {
      if (line.quantity <= 1) return;
      if (useLocal) itemReduced(line.key);
      else serverChange.mutate({ line, quantity: line.quantity - 1 });
    },
    remove: (line: CartLine) => (useLocal ? itemRemoved(line.key) : serverChange.mutate({ remove: line })),
    clear: () => (useLocal ? cartCleared() : serverChange.mutate({ clear: true })),
  };
}
