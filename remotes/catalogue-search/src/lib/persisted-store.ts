import { createStore, type StoreWritable } from 'effector';
import { loggedOut, storedJson } from '@market/bus';

/** localStorage key of this remote's persisted things: `market:catalogue-search:<thing>`. */
export const storageKey = (thing: string) => `market:catalogue-search:${thing}`;

/**
 * A store kept in localStorage (spec: persisted), emptied on logout (spec: logout clears it). Private mode or a full
 * quota: the store keeps its value in memory.
 */
export function createPersistedStore<T>(thing: string, fallback: T, valid: (v: unknown) => v is T): StoreWritable<T> {
  const stored = storedJson<T>('local', storageKey(thing), (v) => (valid(v) ? v : null));
  const $store = createStore<T>(stored.read() ?? fallback).reset(loggedOut);
  $store.updates.watch((value) => stored.write(value));
  return $store;
}
