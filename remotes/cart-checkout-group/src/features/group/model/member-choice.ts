import type { Product } from '@market/contract';
import { lineRows, type InsertProductRow, type RowSource } from '../../cart/model/cart-rules.ts';
import type { CartLine } from '../../cart/model/use-cart.ts';

/** What a member picked of a product: one stock (variant), how many, and add-ons per unit. */
export type MemberChoice = RowSource;

/** A product goes through the picker when there is something to choose: several stocks, or add-ons. */
export function needsChoice(product: Pick<Product, 'stocks'>): boolean {
  const stocks = product.stocks ?? [];
  return stocks.length > 1 || stocks.some((s) => (s.addons?.length ?? 0) > 0);
}

/**
 * The insert-product rows that add a choice to a member's cart. The server keeps one row per stock: a stock
 * already there gets the quantities added up, and the add-ons chosen last apply to every unit of it.
 */
export function addChoiceRows(lines: readonly CartLine[], choice: MemberChoice): InsertProductRow[] {
  const existing = lines.find((l) => l.stock_id === choice.stock_id)?.quantity ?? 0;
  return lineRows(choice, existing + choice.quantity);
}
