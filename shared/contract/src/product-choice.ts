import type { Extra, ExtraGroup, Product, Stock } from './entities/index.ts';

/**
 * Choosing what to buy of a product, as the product dialog and a group member's picker do: the stock (variant)
 * from its extras, its price after discount, the quantity bounds. Pure functions over the API's entities.
 */

/** The price a customer pays for one unit of a stock (after its discount), and the price before it when discounted. */
export function stockPrice(stock: Pick<Stock, 'price' | 'discount'> | undefined): { value: number; old?: number } {
  if (!stock) return { value: 0 };
  const discount = stock.discount ?? 0;
  return discount > 0 ? { value: stock.price - discount, old: stock.price } : { value: stock.price };
}

/** The extra groups (size, colour…) the product's stocks differ by, each with its values in first-seen order. */
export function extraGroups(stocks: readonly Stock[]): { group: ExtraGroup; values: Extra[] }[] {
  const groups = new Map<number, { group: ExtraGroup; values: Extra[] }>();
  for (const stock of stocks) {
    for (const extra of stock.extras ?? []) {
      const entry = groups.get(extra.group.id) ?? { group: extra.group, values: [] };
      if (!entry.values.some((v) => v.id === extra.id)) entry.values.push(extra);
      groups.set(extra.group.id, entry);
    }
  }
  return [...groups.values()];
}

/** The stock matching the chosen extras (group id → extra id); the first stock when nothing is chosen. */
export function stockFor(stocks: readonly Stock[], chosen: Record<number, number>): Stock | undefined {
  const picks = Object.entries(chosen);
  return stocks.find((s) => picks.every(([group, extra]) => s.extras.some((e) => e.group.id === Number(group) && e.id === extra))) ?? stocks[0];
}

/** The extras of a stock as a choice (group id → extra id). */
export const choiceOf = (stock: Stock | undefined): Record<number, number> =>
  Object.fromEntries((stock?.extras ?? []).map((e) => [e.group.id, e.id]));

/** Quantity bounds: the product's min/max and step, capped by the units left in the stock. */
export function quantityBounds(product: Pick<Product, 'min_qty' | 'max_qty' | 'interval'>, stock: Pick<Stock, 'quantity'> | undefined) {
  const step = Math.max(1, product.interval || 1);
  const min = Math.max(1, product.min_qty || 1);
  const cap = product.max_qty > 0 ? product.max_qty : Number.POSITIVE_INFINITY;
  const max = Math.min(cap, stock?.quantity ?? 0);
  return { min, max, step, available: max >= min };
}

/** Keeps a quantity inside the bounds. */
export function clampQuantity(value: number, bounds: { min: number; max: number }): number {
  if (bounds.max < bounds.min) return bounds.min;
  return Math.min(bounds.max, Math.max(bounds.min, Math.round(value)));
}
