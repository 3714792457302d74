import { createStore, type StoreWritable } from 'effector';
import { loggedOut } from '@market/bus';

/** localStorage key of this remote's persisted things: `market:catalogue-search:<thing>`. */
export const storageKey = (thing: string) => `market:catalogue-search:${thing}`;

function read<T>(key: string, fallback: T, valid: (v: unknown) => v is T): T {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
    if (raw === null) return fallback;
    const parsed: unknown = JSON.parse(raw);
    return valid(parsed) ? parsed : fallback;
  } catch {
    return fallback;
  }
}

/** A store kept in localStorage (spec: persisted), emptied on logout (spec: logout clears it). */
export function createPersistedStore<T>(thing: string, fallback: T, valid: (v: unknown) => v is T): StoreWritable<T> {
  const key = storageKey(thing);
  const $store = createStore<T>(read(key, fallback, valid)).reset(loggedOut);
  $store.updates.watch((value) => {
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Private mode or a full quota: keep the in-memory value.
    }
  });
  return $store;
}
