/**
 * One browser's shared parts, as plain objects for tests that run several pages (tabs) of it in one process: its
 * localStorage, a page's view of it (a closed page writes nothing more) and its Web Locks.
 */

/** Requests of the Web Locks API (navigator.locks) as the fake grants them. */
export interface FakeLocks {
  request<T>(name: string, callback: (lock: unknown) => Promise<T> | T): Promise<T>;
  request<T>(name: string, options: { ifAvailable: true }, callback: (lock: unknown) => Promise<T> | T): Promise<T>;
  query(): Promise<{ held?: { name?: string }[]; pending?: { name?: string }[] }>;
}

/** The in-memory Storage the apps fall back to, as a browser's localStorage. */
export { MemoryStorage } from '@market/bus';

/** A page's view of the shared storage: a closed page writes nothing more. */
export class PageStorage implements Storage {
  dead = false;
  private inner: Storage;
  constructor(inner: Storage) {
    this.inner = inner;
  }
  get length() {
    return this.inner.length;
  }
  key(i: number) {
    return this.inner.key(i);
  }
  getItem(k: string) {
    return this.inner.getItem(k);
  }
  setItem(k: string, v: string) {
    if (!this.dead) this.inner.setItem(k, v);
  }
  removeItem(k: string) {
    if (!this.dead) this.inner.removeItem(k);
  }
  clear() {
    if (!this.dead) this.inner.clear();
  }
}

/** The Web Locks API of one browser: exclusive locks by name, ifAvailable, freed when their page goes. */
export class LockManagerFake {
  private held = new Map<string, { page: number; release: () => void }>();
  private queue = new Map<string, { page: number; grant: () => void }[]>();
  /** Pages gone: a lock granted to one just before it went runs none of its code. */
  private closed = new Set<number>();
  forPage(page: number): FakeLocks {
    const request = (name: string, a: unknown, b?: unknown): Promise<unknown> => {
      const ifAvailable = typeof a === 'object' && (a as { ifAvailable?: boolean }).ifAvailable;
      const cb = (b ?? a) as (lock: unknown) => unknown;
      if (ifAvailable && this.held.has(name)) return Promise.resolve(cb(null));
      return new Promise((resolve, reject) => {
        const grant = () => {
          let released = false;
          const release = () => {
            if (released) return;
            released = true;
            if (this.held.get(name)?.release === release) this.held.delete(name);
            const next = this.queue.get(name)?.shift();
            if (next) next.grant();
          };
          this.held.set(name, { page, release });
          Promise.resolve()
            .then(() => (this.closed.has(page) ? new Promise<never>(() => {}) : cb({ name })))
            .then(
              (v) => {
                release();
                resolve(v);
              },
              (e: unknown) => {
                release();
                reject(e);
              },
            );
        };
        if (!this.held.has(name)) grant();
        else this.queue.set(name, [...(this.queue.get(name) ?? []), { page, grant }]);
      });
    };
    return { request: request as FakeLocks['request'], query: async () => ({ held: [...this.held.keys()].map((name) => ({ name })) }) };
  }
  /** The page went: its locks are free and its queued requests gone. */
  closePage(page: number) {
    this.closed.add(page);
    for (const [name, q] of this.queue) this.queue.set(name, q.filter((r) => r.page !== page));
    for (const [, h] of [...this.held].filter(([, h]) => h.page === page)) h.release();
  }
}
