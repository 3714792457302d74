import { allSettled, fork } from 'effector';
import { loggedOut } from '@market/bus';
import {
  $recentSearches,
  addRecent,
  recentSearchAdded,
  recentSearchesCleared,
  recentSearchRemoved,
  removeRecent,
  SEARCH_HISTORY_MAX,
} from './recent-searches.ts';

const KEY = 'market:catalogue-search:search-history';

describe('recent searches', () => {
  beforeEach(() => {
    recentSearchesCleared();
    localStorage.clear();
  });

  it('puts the newest term first', () => {
    expect(addRecent(['sushi'], 'pizza')).toEqual(['pizza', 'sushi']);
  });

  it('keeps no duplicates: a repeated term moves to the front (case and spaces ignored)', () => {
    expect(addRecent(['sushi', 'pizza', 'tea'], '  Pizza ')).toEqual(['Pizza', 'sushi', 'tea']);
  });

  it('keeps at most 5 terms, dropping the oldest', () => {
    const list = ['e', 'd', 'c', 'b', 'a'].reduce<string[]>((acc, t) => addRecent(acc, t), []);
    expect(list).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(addRecent(list, 'f')).toEqual(['f', 'a', 'b', 'c', 'd']);
    expect(addRecent(list, 'f')).toHaveLength(SEARCH_HISTORY_MAX);
  });

  it('ignores blank terms', () => {
    expect(addRecent(['a'], '   ')).toEqual(['a']);
  });

  it('removes one term', () => {
    expect(removeRecent(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  it('persists to localStorage, clears all, and forgets everything on logout', async () => {
    // The model runs in a scope of its own (fork); its writes still reach the storage.
    const scope = fork();
    await allSettled(recentSearchAdded, { scope, params: 'pizza' });
    await allSettled(recentSearchAdded, { scope, params: 'sushi' });
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual(['sushi', 'pizza']);
    await allSettled(recentSearchRemoved, { scope, params: 'sushi' });
    expect(scope.getState($recentSearches)).toEqual(['pizza']);
    await allSettled(recentSearchesCleared, { scope });
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual([]);
    await allSettled(recentSearchAdded, { scope, params: 'tea' });
    await allSettled(loggedOut, { scope });
    expect(scope.getState($recentSearches)).toEqual([]);
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual([]);
  });

  it('keeps each scope to itself', async () => {
    const one = fork();
    const two = fork({ values: [[$recentSearches, ['tea']]] });
    await allSettled(recentSearchAdded, { scope: one, params: 'pizza' });
    expect(one.getState($recentSearches)).toEqual(['pizza']);
    expect(two.getState($recentSearches)).toEqual(['tea']);
  });
});
