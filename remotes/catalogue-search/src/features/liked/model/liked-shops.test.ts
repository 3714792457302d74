import { allSettled, fork } from 'effector';
import { loggedOut } from '@market/bus';
import { aShop } from '@market/testing';
import { $likedShops, likeToggled, toggleLiked } from './liked-shops.ts';

// Each test runs the model in a scope of its own (fork): what one test likes, no other test sees.
describe('liked shops', () => {
  beforeEach(() => localStorage.clear());

  it('likes a shop, newest first, keeping what its card shows', async () => {
    const scope = fork();
    const pizza = aShop({ uuid: 'pizza', translation: { title: 'Pizza Roma', address: null }, reviews_count: 40 });
    await allSettled(likeToggled, { scope, params: pizza });
    await allSettled(likeToggled, { scope, params: aShop({ uuid: 'sushi' }) });
    const liked = scope.getState($likedShops);
    expect(liked.map((s) => s.uuid)).toEqual(['sushi', 'pizza']);
    expect(liked[1]).toMatchObject({ uuid: 'pizza', translation: { title: 'Pizza Roma' } });
    // Only the card's fields are kept (not the reviews count, the tags, the working days…).
    expect(liked[1]).not.toHaveProperty('reviews_count');
  });

  it('unlikes a shop liked before, by uuid', async () => {
    const scope = fork({ values: [[$likedShops, [aShop({ uuid: 'pizza' }), aShop({ uuid: 'sushi' })]]] });
    await allSettled(likeToggled, { scope, params: aShop({ uuid: 'pizza', id: 999 }) });
    expect(scope.getState($likedShops).map((s) => s.uuid)).toEqual(['sushi']);
  });

  it('forgets every like when the shopper logs out, in that scope only', async () => {
    const scope = fork({ values: [[$likedShops, [aShop({ uuid: 'pizza' })]]] });
    const other = fork({ values: [[$likedShops, [aShop({ uuid: 'tea' })]]] });
    await allSettled(loggedOut, { scope });
    expect(scope.getState($likedShops)).toEqual([]);
    expect(other.getState($likedShops).map((s) => s.uuid)).toEqual(['tea']);
  });

  it('toggling twice leaves the list as it was', () => {
    const list = [aShop({ uuid: 'a' }), aShop({ uuid: 'b' })].map((s) => toggleLiked([], s)[0]!);
    const shop = aShop({ uuid: 'c' });
    expect(toggleLiked(toggleLiked(list, shop), shop)).toEqual(list);
  });
});
