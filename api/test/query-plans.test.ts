/**
 * The statements shoppers' lists run (product searches and shop lists: other words, languages, pages, types, open now,
 * delivery points, as `npm run bench:api` sends them), each as SQLite plans it (EXPLAIN QUERY PLAN): no table is read
 * whole where an index would do, and the shop list gets its shops in id order from an index instead of sorting them.
 * A table read whole on purpose is named with its reason.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { SQLInputValue } from 'node:sqlite';
import { Db, type Params } from '../src/db/database.ts';
import { HOME, makeApp, ok } from './helpers.ts';

/** Tables a list reads whole on purpose. */
const WHOLE: Record<string, string> = {
  units: 'every unit at once, kept in memory until the table changes',
};

const at = `address[latitude]=${HOME[0]}&address[longitude]=${HOME[1]}`;
const LISTS = [
  'rest/products/search?search=pizza&lang=en',
  'rest/products/search?search=chi&page=2&perPage=12&lang=fr',
  `rest/products/search?search=cheese&lang=ar&${at}`,
  'rest/shops/paginate?perPage=12&lang=en',
  `rest/shops/paginate?perPage=12&page=2&lang=fr&${at}`,
  `rest/shops/paginate?perPage=12&type=restaurant&lang=en&${at}`,
  `rest/shops/paginate?perPage=12&open=1&lang=ar&${at}`,
  `rest/shops/paginate?perPage=12&search=pizza&lang=en&${at}`,
];

let app: FastifyInstance;
/** Each statement the lists ran, with the parameters of its first run. */
const ran = new Map<string, Params>();

beforeAll(async () => {
  app = await makeApp();
  const methods = ['all', 'get'] as const;
  const originals = methods.map((m) => Db.prototype[m]);
  methods.forEach((m, i) => {
    const original = originals[i]! as (this: Db, sql: string, params?: Params) => unknown;
    (Db.prototype as unknown as Record<string, unknown>)[m] = function (this: Db, sql: string, params?: Params) {
      if (!ran.has(sql)) ran.set(sql, params ?? []);
      return original.call(this, sql, params);
    };
  });
  try {
    for (const url of LISTS) await ok(app, 'GET', url);
  } finally {
    methods.forEach((m, i) => ((Db.prototype as unknown as Record<string, unknown>)[m] = originals[i]));
  }
});
afterAll(() => app.close());

function plan(sql: string, params: Params): string[] {
  const st = app.market.db.raw.prepare(`EXPLAIN QUERY PLAN ${sql}`);
  const rows = Array.isArray(params) ? st.all(...params) : st.all(params as Record<string, SQLInputValue>);
  return rows.map((r) => String(r.detail));
}

describe("shoppers' lists, as SQLite plans them", () => {
  it('read no table whole where an index would do', () => {
    const selects = [...ran].filter(([sql]) => /^\s*SELECT/i.test(sql));
    expect(selects.length).toBeGreaterThan(8);
    const whole = selects.flatMap(([sql, params]) =>
      plan(sql, params)
        // A virtual table (json_each, the search index) is scanned by its own index.
        .map((d) => (/ VIRTUAL TABLE /.test(d) ? undefined : /^SCAN (\w+)/.exec(d)?.[1]))
        .filter((table): table is string => table !== undefined && !(table in WHOLE))
        .map((table) => `${table}: ${sql.replace(/\s+/g, ' ')}`),
    );
    expect(whole).toEqual([]);
  });

  it("take the approved shops in id order from an index (the shop list's first read)", () => {
    const list = [...ran].find(([sql]) => /FROM shops WHERE status = 'approved' ORDER BY id/.test(sql));
    expect(list).toBeDefined();
    expect(plan(...list!)).toEqual([expect.stringMatching(/^SEARCH shops USING (COVERING )?INDEX shops_status \(status=\?\)$/)]);
  });
});
