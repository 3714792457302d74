import { createEvent } from 'effector';
import { createPersistedStore } from '../../../lib/persisted-store.ts';

/** Search history holds at most 5 terms. */
export const SEARCH_HISTORY_MAX = 5;

/** A term goes first; an earlier copy (same words, any case) goes away; the list keeps the newest 5. Blank terms do nothing. */
export function addRecent(list: readonly string[], term: string): string[] {
  const text = term.trim();
  if (!text) return [...list];
  const key = text.toLowerCase();
  return [text, ...list.filter((t) => t.toLowerCase() !== key)].slice(0, SEARCH_HISTORY_MAX);
}

export function removeRecent(list: readonly string[], term: string): string[] {
  return list.filter((t) => t !== term);
}

const isTerms = (v: unknown): v is string[] => Array.isArray(v) && v.every((t) => typeof t === 'string');

export const recentSearchAdded = createEvent<string>();
export const recentSearchRemoved = createEvent<string>();
export const recentSearchesCleared = createEvent();

/** Search history (spec: persisted, cleared on logout). */
export const $recentSearches = createPersistedStore<string[]>('search-history', [], isTerms)
  .on(recentSearchAdded, addRecent)
  .on(recentSearchRemoved, removeRecent)
  .reset(recentSearchesCleared);
