import fc from 'fast-check';
import { lineRows, type CartLine } from '../../cart/index.ts';
import { addonOf, productOf, stockOf } from '../../../test/fixtures.ts';
import { addChoiceRows, lineKey, needsChoice, sameLine } from './member-choice.ts';

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

  it('adds to the line with the same stock and add-ons, whatever other lines that stock has', () => {
    const lines = [line(12, 1, [{ stock_id: 50, title: 'Cheese', quantity: 1 }]), line(12, 3, [{ stock_id: 51, title: 'Olives', quantity: 1 }]), line(20, 3)];
    expect(addChoiceRows(lines, { stock_id: 12, quantity: 2, addons: [{ stock_id: 51, quantity: 1 }] })).toEqual([
      { stock_id: 12, quantity: 5 },
      { stock_id: 51, quantity: 5, parent_id: 12 },
    ]);
    expect(addChoiceRows(lines, { stock_id: 20, quantity: 1, addons: [] })).toEqual([{ stock_id: 20, quantity: 4 }]);
  });

  it('starts a line of its own for a stock chosen with other add-ons (or other quantities of them)', () => {
    const lines = [line(12, 1, [{ stock_id: 50, title: 'Cheese', quantity: 1 }])];
    expect(addChoiceRows(lines, { stock_id: 12, quantity: 1, addons: [{ stock_id: 51, quantity: 1 }] })).toEqual([
      { stock_id: 12, quantity: 1 },
      { stock_id: 51, quantity: 1, parent_id: 12 },
    ]);
    expect(addChoiceRows(lines, { stock_id: 12, quantity: 2, addons: [{ stock_id: 50, quantity: 2 }] })).toEqual([
      { stock_id: 12, quantity: 2 },
      { stock_id: 50, quantity: 4, parent_id: 12 },
    ]);
    expect(addChoiceRows(lines, { stock_id: 12, quantity: 1, addons: [] })).toEqual([{ stock_id: 12, quantity: 1 }]);
  });

  it('finds the same line whatever the order the add-ons were chosen in', () => {
    const addons = [{ stock_id: 50, quantity: 1 }, { stock_id: 51, quantity: 2 }];
    const lines = [line(12, 1, addons.map((a) => ({ ...a, title: '' })))];
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 1, max: 5 }), (reversed, quantity) => {
        const chosen = reversed ? [...addons].reverse() : addons;
        expect(sameLine(lines, { stock_id: 12, addons: chosen })).toBe(lines[0]);
        expect(addChoiceRows(lines, { stock_id: 12, quantity, addons: chosen })[0]).toEqual({ stock_id: 12, quantity: 1 + quantity });
      }),
    );
  });

  it('adds the chosen quantity to the line of the same key, and starts any other key at the chosen quantity', () => {
    const addonSet = fc.uniqueArray(fc.record({ stock_id: fc.integer({ min: 50, max: 53 }), quantity: fc.integer({ min: 1, max: 2 }) }), { selector: (a) => a.stock_id, maxLength: 3 });
    const lineOf = fc.record({ stock_id: fc.integer({ min: 12, max: 13 }), quantity: fc.integer({ min: 1, max: 5 }), addons: addonSet });
    fc.assert(
      fc.property(fc.array(lineOf, { maxLength: 5 }), lineOf, (raw, choice) => {
        // The member's lines have distinct keys, as the server keeps them.
        const byKey = new Map(raw.map((l) => [lineKey(l), l]));
        const lines = [...byKey.values()].map((l) => line(l.stock_id, l.quantity, l.addons.map((a) => ({ ...a, title: '' }))));
        const rows = addChoiceRows(lines, choice);
        const held = byKey.get(lineKey(choice))?.quantity ?? 0;
        expect(rows).toEqual(lineRows(choice, held + choice.quantity));
      }),
    );
  });

  it('changes a line quantity with its add-ons (a row sent alone would lose them)', () => {
    expect(lineRows(line(12, 2, [{ stock_id: 50, title: 'Cheese', quantity: 1 }]), 3)).toEqual([
      { stock_id: 12, quantity: 3 },
      { stock_id: 50, quantity: 3, parent_id: 12 },
    ]);
  });
});
