import type { Product } from '@market/contract';

/** A product shows its first stock's price, 0 when it has no stock. */
export function firstStockPrice(product: Pick<Product, 'stocks'>): number {
  return product.stocks?.[0]?.price ?? 0;
}

// The stock choice is shared with the group order's picker (cart-checkout-group).
export { choiceOf, clampQuantity, extraGroups, quantityBounds, stockFor, stockPrice } from '@market/contract';
