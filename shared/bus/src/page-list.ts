/**
 * A list a page keeps in localStorage under a key of its own, so that it outlives the page (a tab closed in the same
 * task as the press that filled it), with the ownership rules of the cart's outbox:
 * - each page has an id and holds a Web Lock named by it while it lives; its list is stored under that id at once,
 *   in the same task as the change;
 * - a page whose lock is free is gone (closed, reloaded): whoever gets its lock first takes its items into its own
 *   list (written before the old key is removed) and keeps that lock while it lives, so no other page takes them
 *   again;
 * - a page asks for the lock of every other page's list it sees (at its start, and when another tab writes one) and
 *   waits: a page that closes later, or a reloaded one whose lock the browser frees only after the new page has
 *   started, hands its list over the moment its lock is free. A list its page emptied itself is simply gone then.
 * Without Web Locks (old browsers) every list found at the start counts as gone, as one tab is the common case there.
 */

/** The subset of the Web Locks API used here (navigator.locks). */
export interface PageLocks {
  request<T>(name: string, callback: (lock: unknown) => Promise<T> | T): Promise<T>;
  request<T>(name: string, options: { ifAvailable: true }, callback: (lock: unknown) => Promise<T> | T): Promise<T>;
}

export interface PageListDeps<T> {
  /** Shared by the tabs (localStorage); null: the list lives in memory only. */
  storage: Storage | null;
  locks?: PageLocks;
  /** This page's id (unique per page load). */
  pageId: string;
  /** Keys of the lists: `<prefix><page id>`; locks: `<lockPrefix><page id>`. */
  prefix: string;
  lockPrefix: string;
  /** Checks what was stored (another version may have written it); null ignores it. */
  parse(stored: unknown): T[] | null;
  /** Items of a gone page, oldest first: the caller adds them to this page's list (and writes it) at once. */
  onAdopted(items: T[]): void;
}

export interface PageList<T> {
  /** Takes this page's lock and the lists of the pages that are gone or go later. */
  start(): void;
  /** Stores this page's list (empty removes its key). */
  write(items: T[]): void;
  /** Another tab changed `key` (a storage event): a new list there is taken once its page is gone. */
  storageChanged(key: string | null): void;
}

const forever = () => new Promise<never>(() => {});

export function createPageList<T>(deps: PageListDeps<T>): PageList<T> {
  const { storage, locks, pageId, prefix, lockPrefix } = deps;
  const ownKey = `${prefix}${pageId}`;
  /** Lists whose page's lock this page has asked for already. */
  const claimed = new Set<string>([ownKey]);

  const attempt = <R>(fn: () => R): R | undefined => {
    try {
      return fn();
    } catch {
      return undefined;
    }
  };
  const read = (key: string): T[] =>
    attempt(() => {
      const text = storage?.getItem(key);
      return text ? deps.parse(JSON.parse(text)) : null;
    }) ?? [];
  const otherKeys = (): string[] =>
    attempt(() => {
      const keys: string[] = [];
      for (let i = 0; storage && i < storage.length; i++) {
        const key = storage.key(i);
        if (key?.startsWith(prefix) && key !== ownKey) keys.push(key);
      }
      return keys;
    }) ?? [];

  /** Moves a gone page's items here: this page's list is written (by onAdopted) before the old key goes. */
  const adopt = (key: string) => {
    const items = read(key);
    if (items.length) deps.onAdopted(items);
    attempt(() => storage?.removeItem(key));
  };

  const claim = (key: string) => {
    if (claimed.has(key)) return;
    claimed.add(key);
    if (!locks) return adopt(key);
    // Granted once the page is gone; kept while this page lives, so that no third page takes the list again.
    void locks.request(`${lockPrefix}${key.slice(prefix.length)}`, () => {
      adopt(key);
      return forever();
    });
  };

  return {
    start() {
      if (!storage) return;
      if (locks) void locks.request(`${lockPrefix}${pageId}`, { ifAvailable: true }, forever);
      for (const key of otherKeys()) claim(key);
    },
    write(items) {
      attempt(() => (items.length ? storage?.setItem(ownKey, JSON.stringify(items)) : storage?.removeItem(ownKey)));
    },
    storageChanged(key) {
      // Without locks another tab's list is that live tab's own.
      if (!locks) return;
      if (key === null) otherKeys().forEach(claim);
      else if (key.startsWith(prefix)) claim(key);
    },
  };
}
