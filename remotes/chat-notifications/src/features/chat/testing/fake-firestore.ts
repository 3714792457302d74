import type { DocLike, FirestoreSdk } from '../api/firestore-chat-gateway.ts';

type Data = Record<string, unknown>;
interface Query {
  name: string;
  filters: { field: string; value: unknown }[];
}
const SERVER_TIME = Symbol('serverTimestamp');

/**
 * An in-memory stand-in for firebase/firestore: collections of documents, where('==') filters, live onSnapshot
 * listeners fired on every write, serverTimestamp() stamped with a ticking clock. `failWrites` makes writes
 * reject like a rules denial.
 */
export function createFakeFirestore() {
  const collections = new Map<string, Map<string, Data>>();
  const listeners = new Set<{ q: Query; next: (s: { docs: DocLike[] }) => void }>();
  let ids = 0;
  let clock = Date.parse('2025-01-01T10:00:00.000Z');
  const state = { failWrites: false, queries: [] as Query[] };

  const col = (name: string) => {
    if (!collections.has(name)) collections.set(name, new Map());
    return collections.get(name)!;
  };
  const run = (q: Query): DocLike[] =>
    [...col(q.name).entries()]
      .filter(([, d]) => q.filters.every((f) => d[f.field] === f.value))
      .map(([id, d]) => ({ id, data: () => ({ ...d }) }));
  const notify = (name: string) => listeners.forEach((l) => l.q.name === name && l.next({ docs: run(l.q) }));
  const stamp = (data: Data): Data =>
    Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v === SERVER_TIME ? { toDate: () => new Date((clock += 1000)) } : v]));

  const sdk: FirestoreSdk = {
    collection: (_db, name) => ({ name, filters: [] }),
    doc: (_db, name, id) => ({ name, id }),
    where: (field, _op, value) => ({ field, value }),
    query: (ref, ...constraints) => {
      const q = { name: (ref as Query).name, filters: constraints as unknown as Query['filters'] };
      state.queries.push(q);
      return q;
    },
    onSnapshot: (q, next) => {
      const l = { q: q as Query, next };
      listeners.add(l);
      queueMicrotask(() => next({ docs: run(l.q) }));
      return () => listeners.delete(l);
    },
    addDoc: async (ref, data) => {
      if (state.failWrites) throw Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });
      const { name } = ref as Query;
      const id = `doc-${++ids}`;
      col(name).set(id, stamp(data as Data));
      notify(name);
      return { id };
    },
    updateDoc: async (ref, data) => {
      if (state.failWrites) throw Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });
      const { name, id } = ref as { name: string; id: string };
      col(name).set(id, { ...col(name).get(id), ...(data as Data) });
      notify(name);
    },
    serverTimestamp: () => SERVER_TIME,
  };

  return {
    sdk,
    state,
    /** A document written by someone else (the other side, or another customer). */
    put(name: string, id: string, data: Data) {
      col(name).set(id, stamp(data));
      notify(name);
    },
    docs: (name: string) => [...col(name).entries()],
    listenerCount: () => listeners.size,
  };
}
