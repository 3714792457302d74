import { searchTarget } from './search.ts';

describe('searchTarget', () => {
  const none = new URLSearchParams();
  it('trims and ignores an empty search', () => {
    expect(searchTarget('   ', '/', none)).toBeNull();
    expect(searchTarget('  pizza ', '/', none)).toBe('/search?q=pizza');
  });
  it('scopes the search to the shop on shop and restaurant pages', () => {
    expect(searchTarget('cola', '/shop/12', none)).toBe('/search?q=cola&shop_id=12');
    expect(searchTarget('cola', '/restaurant/7', none)).toBe('/search?q=cola&shop_id=7');
    expect(searchTarget('cola', '/shop/12', new URLSearchParams('id=99'))).toBe('/search?q=cola&shop_id=99');
  });
});
