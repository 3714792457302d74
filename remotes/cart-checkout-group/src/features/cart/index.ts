// The cart feature's public entry: what the other features of this remote (checkout, group) use.
export { cartKeys, cartQueries } from './api/cart-api.ts';
export { itemKey, lineRows, round2, type InsertProductRow, type RowSource } from './model/cart-rules.ts';
export { detailLine, serverView, type CartLine } from './model/use-cart.ts';
export { CartLines, TotalRow } from './ui/cart-lines.tsx';
export { QuantityStepper } from './ui/quantity-stepper.tsx';
