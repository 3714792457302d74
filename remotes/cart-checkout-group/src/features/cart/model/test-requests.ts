import type { AddToCartRequest } from '@market/contract';

/** Add requests for the cart's unit tests: a Margherita (stock 10 of shop 1) and its cheese add-on. */
export const req = (over: Partial<AddToCartRequest> = {}): AddToCartRequest => ({
  shop_id: 1,
  stock_id: 10,
  quantity: 1,
  price: 8,
  product: { id: 1, uuid: 'p1', title: 'Margherita' },
  addons: [],
  ...over,
});
export const cheese = { stock_id: 50, quantity: 1, price: 1.5, title: 'Cheese' };
