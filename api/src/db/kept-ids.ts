import type { Db } from './database.ts';

/**
 * Lists of ids computed from tables (the ids a list's filters let through, in their order), kept per database while
 * those tables stay as they were (`Db.stamp`) and asked again with the same key. The key must hold everything else the
 * list depends on (the filters' SQL and values, the words searched). Kept up to `maxIds` ids in all, the least recently
 * used going first (an empty list counts as one): shoppers' lists ask the same few filters again with other pages,
 * languages and delivery points, and reading the ids again for each is most of the SQL a list runs.
 */
export class KeptIds {
  private readonly kept = new WeakMap<Db, { stamp: number; lists: Map<string, number[]>; held: number }>();
  private readonly tables: readonly string[];
  private readonly maxIds: number;

  constructor(tables: readonly string[], maxIds: number) {
    this.tables = tables;
    this.maxIds = maxIds;
  }

  /** The kept list of `key`, else `compute()`'s, kept. The caller must not change the list it gets. */
  ids(db: Db, key: string, compute: () => number[]): number[] {
    const stamp = db.stamp(this.tables);
    let kept = this.kept.get(db);
    if (kept?.stamp !== stamp) this.kept.set(db, (kept = { stamp, lists: new Map(), held: 0 }));
    const { lists } = kept;
    const hit = lists.get(key);
    if (hit) {
      lists.delete(key);
      lists.set(key, hit);
      return hit;
    }
    const ids = compute();
    lists.set(key, ids);
    kept.held += ids.length + 1;
    while (kept.held > this.maxIds) {
      const [oldest, dropped] = lists.entries().next().value!;
      lists.delete(oldest);
      kept.held -= dropped.length + 1;
    }
    return ids;
  }

  /** Forget what is kept for `db`. */
  clear(db: Db): void {
    this.kept.delete(db);
  }
}
