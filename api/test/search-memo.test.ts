/**
 * The search's ranked ids are kept while the search index stays as it was, up to a number of ids in all rather than of
 * answers: shoppers ask the same words again after many others (other pages, filters, the shop list's search), and
 * ranking every match again is most of a search's cost. A change of the index asks the index again.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/database.ts';
import { clearSearchCache, indexRecord, searchIds } from '../src/services/search.ts';
import { makeApp } from './helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

/** The app's database, counting the statements run through it. */
function watched(): { db: Db; ran: string[] } {
  const db = app.market.db;
  const ran: string[] = [];
  const proxy = Object.assign(Object.create(db) as Db, {
    all: (sql: string, params: never) => {
      ran.push(sql);
      return db.all(sql, params);
    },
  });
  return { db: proxy, ran };
}

describe('the search memo', () => {
  it('answers a search asked again after 1,200 others without the index, and asks the index again once it changed', () => {
    const { db, ran } = watched();
    clearSearchCache(db);
    const pizza = searchIds(db, 'product', 'pizza', 'en');
    expect(pizza.length).toBeGreaterThan(0);
    // Other searches, most of them matching nothing (an empty answer is kept too).
    for (let i = 0; i < 1200; i++) searchIds(db, 'product', `nothing${i}`, i % 2 ? 'fr' : 'en');
    const asked = ran.length;
    expect(asked).toBe(1201);
    expect(searchIds(db, 'product', 'pizza', 'en')).toEqual(pizza);
    expect(ran.length).toBe(asked);

    indexRecord(app.market.db, 'product', 999_999, 1, { en: { title: 'Pizza of the memo test' } });
    expect(searchIds(db, 'product', 'pizza', 'en')).toContain(999_999);
    expect(ran.length).toBe(asked + 1);
  });
});
