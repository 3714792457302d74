import type { Product } from '@market/contract';
import { itemKey, lineRows, type CartLine, type InsertProductRow, type RowSource } from '../../cart/index.ts';

/** What a member picked of a product: one stock (variant), how many, and add-ons per unit. */
export type MemberChoice = RowSource;

/** A product goes through the picker when there is something to choose: several stocks, or add-ons. */
export function needsChoice(product: Pick<Product, 'stocks'>): boolean {
  const stocks = product.stocks ?? [];
  return stocks.length > 1 || stocks.some((s) => (s.addons?.length ?? 0) > 0);
}

/** A member's line is its stock and its add-ons (stock and quantity per unit): the same key is the same line. */
export function lineKey(line: Pick<RowSource, 'stock_id' | 'addons'>): string {
  return itemKey(line.stock_id, line.addons);
}

/** The member's line with the same stock and add-ons as `choice`, if there is one. */
export function sameLine<L extends Pick<CartLine, 'stock_id' | 'addons'>>(lines: readonly L[], choice: Pick<RowSource, 'stock_id' | 'addons'>): L | undefined {
  const key = lineKey(choice);
  return lines.find((l) => lineKey(l) === key);
}

/**
 * The insert-product rows that add a choice to a member's cart. A line with the same stock and add-ons gets the
 * quantities added up; the same stock with other add-ons is a line of its own (the server keeps them apart).
 */
export function addChoiceRows(lines: readonly CartLine[], choice: MemberChoice): InsertProductRow[] {
  const existing = sameLine(lines, choice)?.quantity ?? 0;
  return lineRows(choice, existing + choice.quantity);
}
