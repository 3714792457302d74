import { groupLink, parseGroupLink } from './group-link.ts';

describe('group order links', () => {
  it("builds and reads the share link, with the group's secret", () => {
    const link = groupLink('https://market.test', { id: 12, shop_id: 3, owner_id: 1, share_secret: 'Zx_9-abcdefghijklmnopqrstu' });
    expect(link).toBe('https://market.test/group/3?g=12&o=1&s=Zx_9-abcdefghijklmnopqrstu');
    const url = new URL(link);
    expect(parseGroupLink('3', url.searchParams)).toEqual({ shopId: 3, cartId: 12, ownerId: 1, secret: 'Zx_9-abcdefghijklmnopqrstu' });
    // The owner's own page is reached without it.
    expect(parseGroupLink('3', new URLSearchParams('g=12&o=1'))).toEqual({ shopId: 3, cartId: 12, ownerId: 1 });
  });

  it('a link without its cart or owner, or with junk, is invalid', () => {
    expect(parseGroupLink('3', new URLSearchParams('g=12'))).toBeNull();
    expect(parseGroupLink('3', new URLSearchParams('g=abc&o=1'))).toBeNull();
    expect(parseGroupLink(undefined, new URLSearchParams('g=1&o=1'))).toBeNull();
    expect(parseGroupLink('3', new URLSearchParams('g=0&o=1'))).toBeNull();
    expect(parseGroupLink('3', new URLSearchParams('g=12&o=1&s=short'))).toBeNull();
    expect(parseGroupLink('3', new URLSearchParams('g=12&o=1&s=no spaces or <tags> allowed'))).toBeNull();
  });
});
