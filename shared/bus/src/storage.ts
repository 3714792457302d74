/**
 * One value kept in the browser's localStorage or sessionStorage, read and written without ever throwing: a browser
 * with no storage (private mode, a sandboxed frame, no window at all), a full quota or a stored text that is not
 * what was written reads as null and writes nothing, and the app goes on with its value in memory.
 */

/** localStorage (this browser) or sessionStorage (this tab); a Storage object itself is for tests. */
export type StorageArea = 'local' | 'session' | Storage | null;

export interface StoredValue<T> {
  /** The stored value; null when nothing is stored, it is not a valid value, or the storage cannot be read. */
  read(): T | null;
  /** Stores the value (null removes it); false when the storage is missing or refused it. */
  write(value: T | null): boolean;
}

/**
 * A Storage kept in memory: what a page uses where the browser gives it none (its contents go with the page), and the
 * tests' localStorage (`@market/testing` hands out this one).
 */
export class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, String(v));
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  clear() {
    this.map.clear();
  }
}

function storageOf(area: StorageArea): Storage | null {
  if (area === null || typeof area === 'object') return area;
  try {
    // Reading the property itself throws where storage is denied (a sandboxed frame, cookies blocked).
    return (area === 'local' ? globalThis.localStorage : globalThis.sessionStorage) ?? null;
  } catch {
    return null;
  }
}

function storedValue<T>(area: StorageArea, key: string, decode: (text: string) => T | null, encode: (value: T) => string): StoredValue<T> {
  return {
    read() {
      try {
        const text = storageOf(area)?.getItem(key) ?? null;
        return text === null ? null : decode(text);
      } catch {
        return null;
      }
    },
    write(value) {
      const storage = storageOf(area);
      if (!storage) return false;
      try {
        if (value === null) storage.removeItem(key);
        else storage.setItem(key, encode(value));
        return true;
      } catch {
        return false;
      }
    },
  };
}

/**
 * A value kept as JSON. `parse` checks what was stored (another version of the app, or the shopper, may have written
 * something else) and gives the value, or null to ignore it; without it the parsed JSON is taken as it is.
 */
export function storedJson<T>(area: StorageArea, key: string, parse?: (stored: unknown) => T | null): StoredValue<T> {
  return storedValue<T>(
    area,
    key,
    (text) => {
      const value: unknown = JSON.parse(text);
      return parse ? parse(value) : (value as T | null);
    },
    (value) => JSON.stringify(value),
  );
}

/** A string kept as it is (no JSON around it). */
export function storedText(area: StorageArea, key: string): StoredValue<string> {
  return storedValue<string>(
    area,
    key,
    (text) => text,
    (value) => value,
  );
}
