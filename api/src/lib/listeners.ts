/** Listeners by key (a user's chats, an order's courier): a live stream subscribes, a change sends to its key's listeners. */
export class Listeners<K, T> {
  private byKey = new Map<K, Set<(value: T) => void>>();

  /** Adds a listener; returns its removal. */
  add(key: K, listener: (value: T) => void): () => void {
    let set = this.byKey.get(key);
    if (!set) this.byKey.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.byKey.delete(key);
    };
  }

  /** Sends to the key's listeners what `value` makes (only made when someone listens; undefined sends nothing). */
  send(key: K, value: () => T | undefined): void {
    const set = this.byKey.get(key);
    if (!set?.size) return;
    const v = value();
    if (v === undefined) return;
    for (const l of set) l(v);
  }

  clear(): void {
    this.byKey.clear();
  }
}
