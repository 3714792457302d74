import type { Db } from './database.ts';

/**
 * The JSON of answers computed from tables, kept while none of those tables has changed (`Db.stamp`) and asked again
 * with the same key. The key must hold everything else the answer depends on (the query, the language, the minute of
 * the clock when shops' opening hours count). The UTF-8 bytes are kept rather than the object: they are what a request
 * sends (serialising and encoding a page of shops or products costs more than the rest of a kept answer), and no
 * request changes them under the next. The least recently used answers go first once more than `size` answers or
 * `maxBytes` bytes are kept (a page of 100 products is a few hundred KB).
 *
 * An answer is kept the second time it is asked while its key is among the last `size` keys asked and not kept: the
 * first time, only its key is remembered. An answer asked once, or again only after more than `size` others, would be
 * dropped before it was sent again; keeping it anyway pushes out answers that are asked again, and every such answer
 * outlives the young generation's collections and is left as garbage for the full ones, which pause every request
 * (a stream of distinct searches and shop lists made a full collection per few thousand requests, each pausing
 * the API for 10–40 ms).
 */
export class ReadCache {
  private readonly entries = new Map<string, { stamp: number; json: Buffer }>();
  /** Keys of answers asked once lately and not kept, the oldest first. */
  private readonly askedOnce = new Set<string>();
  private readonly db: Db;
  private readonly size: number;
  private readonly maxBytes: number;
  private bytes = 0;

  constructor(db: Db, size = 200, maxBytes = 32 * 1024 * 1024) {
    this.db = db;
    this.size = size;
    this.maxBytes = maxBytes;
  }

  json(tables: readonly string[], key: string, compute: () => unknown): Buffer {
    return this.utf8(tables, key, () => Buffer.from(JSON.stringify(compute())));
  }

  /** As `json`, for an answer computed as UTF-8 JSON text already (a page spliced from kept cards' texts). */
  utf8(tables: readonly string[], key: string, compute: () => Buffer): Buffer {
    const stamp = this.db.stamp(tables);
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      if (hit.stamp === stamp) {
        this.entries.set(key, hit);
        return hit.json;
      }
      this.bytes -= hit.json.length;
    }
    const json = compute();
    if (!hit && !this.askedOnce.delete(key)) {
      this.askedOnce.add(key);
      if (this.askedOnce.size > this.size) this.askedOnce.delete(this.askedOnce.values().next().value!);
      return json;
    }
    this.entries.set(key, { stamp, json });
    this.bytes += json.length;
    while (this.entries.size > this.size || this.bytes > this.maxBytes) {
      const [oldest, entry] = this.entries.entries().next().value!;
      this.entries.delete(oldest);
      this.bytes -= entry.json.length;
    }
    return json;
  }
}
