import fc from 'fast-check';
import { pointParams, SEARCH_PAGE_SIZE, searchKinds, searchOf, searchRead } from './search.ts';

describe("the search's reads", () => {
  it('take the text trimmed and a whole positive shop id from the query, nothing else', () => {
    expect(searchOf(new URLSearchParams('q=%20pizza%20&shop_id=7'))).toEqual({ q: 'pizza', shopId: 7 });
    for (const shop of ['0', '-3', '2.5', 'roma', ''])
      expect([shop, searchOf(new URLSearchParams({ q: 'pizza', shop_id: shop }))]).toEqual([shop, { q: 'pizza', shopId: undefined }]);
    expect(searchOf(new URLSearchParams(''))).toEqual({ q: '', shopId: undefined });
  });

  it('are shops and products, products alone within a shop', () => {
    expect(searchKinds(undefined)).toEqual(['shops', 'products']);
    expect(searchKinds(4)).toEqual(['products']);
  });

  it('ask open shops, and products in the shop when scoped, near the delivery point, a page of 10 at a time, in one order', () => {
    const point = pointParams([38.9, -77.03]);
    const shops = searchRead('shops', 'pizza', { point, page: 1 });
    expect(shops.path).toBe('rest/shops/search');
    expect(Object.entries(shops.params)).toEqual([
      ['search', 'pizza'],
      ['open', 1],
      ['address[latitude]', 38.9],
      ['address[longitude]', -77.03],
      ['perPage', SEARCH_PAGE_SIZE],
      ['page', 1],
    ]);
    expect(Object.entries(searchRead('products', 'pizza', { shopId: 7, point: {}, page: 2 }).params)).toEqual([
      ['search', 'pizza'],
      ['shop_id', 7],
      ['perPage', 10],
      ['page', 2],
    ]);
    expect(searchRead('products', 'pizza', { page: 1 }).params).toEqual({ search: 'pizza', perPage: 10, page: 1 });
    expect(pointParams(null)).toEqual({});
  });

  it('read back any text and shop an address was written with (the header writes it, the page and the ask ahead read it)', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (text, shop) => {
        const written = new URLSearchParams({ q: text, shop_id: String(shop) }).toString();
        expect(searchOf(new URLSearchParams(written))).toEqual({ q: text.trim(), shopId: shop });
      }),
    );
  });
});
