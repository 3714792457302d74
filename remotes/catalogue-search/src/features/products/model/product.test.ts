import type { Stock } from '@market/contract';
import { choiceOf, clampQuantity, extraGroups, firstStockPrice, quantityBounds, stockFor, stockPrice } from './product.ts';

const size = { id: 1, type: 'text', translation: { title: 'Size' } };
const stock = (id: number, price: number, extraId?: number, value = ''): Stock => ({
  id,
  product_id: 1,
  price,
  quantity: 10,
  discount: 0,
  tax: 0,
  total_price: price,
  extras: extraId ? [{ id: extraId, extra_group_id: size.id, value, group: size }] : [],
  addons: [],
});

describe('product price', () => {
  it('is the first stock price', () => {
    expect(firstStockPrice({ stocks: [stock(1, 9.5), stock(2, 12)] })).toBe(9.5);
  });
  it('is 0 when the product has no stock', () => {
    expect(firstStockPrice({ stocks: [] })).toBe(0);
    expect(firstStockPrice({} as { stocks: Stock[] })).toBe(0);
  });
  it('takes the discount off and keeps the old price', () => {
    expect(stockPrice({ price: 10, discount: 1 })).toEqual({ value: 9, old: 10 });
    expect(stockPrice({ price: 10, discount: 0 })).toEqual({ value: 10 });
    expect(stockPrice(undefined)).toEqual({ value: 0 });
  });
});

describe('stock choice', () => {
  const stocks = [stock(1, 8, 11, 'Small'), stock(2, 10, 12, 'Medium'), stock(3, 13, 13, 'Large')];
  it('lists each extra group with its values', () => {
    expect(extraGroups(stocks)).toEqual([{ group: size, values: stocks.map((s) => s.extras[0]) }]);
  });
  it('finds the stock of the chosen extras, else the first', () => {
    expect(stockFor(stocks, { 1: 13 })?.id).toBe(3);
    expect(stockFor(stocks, {})?.id).toBe(1);
    expect(choiceOf(stocks[1])).toEqual({ 1: 12 });
  });
});

describe('quantity', () => {
  it('stays within min/max and the units left', () => {
    const b = quantityBounds({ min_qty: 2, max_qty: 20, interval: 1 }, { quantity: 5 });
    expect(b).toEqual({ min: 2, max: 5, step: 1, available: true });
    expect(clampQuantity(9, b)).toBe(5);
    expect(clampQuantity(0, b)).toBe(2);
    expect(quantityBounds({ min_qty: 1, max_qty: 20, interval: 1 }, { quantity: 0 }).available).toBe(false);
  });
});
