import type { CartLine } from '../../cart/model/use-cart.ts';
import { addonOf, productOf, stockOf } from '../../../test/fixtures.ts';
import { lineRows } from '../../cart/model/cart-rules.ts';
import { addChoiceRows, needsChoice } from './member-choice.ts';

const line = (stock_id: number, quantity: number, addons: CartLine['addons'] = []): CartLine => ({
  key: `d${stock_id}`, stock_id, title: 'Margherita', quantity, unitPrice: 10, total: 10 * quantity, addons, detailIds: [1],
});

describe('a group member choosing a product', () => {
  it('goes through the picker only when there is something to choose', () => {
    expect(needsChoice(productOf(1, 'Water', [stockOf(10, 1)]))).toBe(false);
    expect(needsChoice(productOf(1, 'Pizza', [stockOf(10, 8), stockOf(11, 12)]))).toBe(true);
    expect(needsChoice(productOf(1, 'Pizza', [stockOf(10, 8, { addons: [addonOf(1, 50, 'Cheese', 1.5)] })]))).toBe(true);
    expect(needsChoice({ stocks: undefined as never })).toBe(false);
  });

  it('adds a new stock with its add-ons, their quantities per unit made absolute', () => {
    expect(addChoiceRows([], { stock_id: 12, quantity: 2, addons: [{ stock_id: 50, quantity: 1 }, { stock_id: 51, quantity: 2 }] })).toEqual([
      { stock_id: 12, quantity: 2 },
      { stock_id: 50, quantity: 2, parent_id: 12 },
      { stock_id: 51, quantity: 4, parent_id: 12 },
    ]);
  });

  it('adds up a stock already chosen; the add-ons chosen last apply to every unit', () => {
    const lines = [line(12, 1, [{ stock_id: 50, title: 'Cheese', quantity: 1 }]), line(20, 3)];
    expect(addChoiceRows(lines, { stock_id: 12, quantity: 2, addons: [{ stock_id: 51, quantity: 1 }] })).toEqual([
      { stock_id: 12, quantity: 3 },
      { stock_id: 51, quantity: 3, parent_id: 12 },
    ]);
    expect(addChoiceRows(lines, { stock_id: 20, quantity: 1, addons: [] })).toEqual([{ stock_id: 20, quantity: 4 }]);
  });

  it('changes a line quantity with its add-ons (a row sent alone would lose them)', () => {
    expect(lineRows(line(12, 2, [{ stock_id: 50, title: 'Cheese', quantity: 1 }]), 3)).toEqual([
      { stock_id: 12, quantity: 3 },
      { stock_id: 50, quantity: 3, parent_id: 12 },
    ]);
  });
});
