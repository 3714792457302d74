/**
 * The settings and content routes answer in the API family's format: per route its status and the family's shape
 * (`@market/contract/src/family/meta.ts`), with the empty and the error cases.
 */
import type { FastifyInstance } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { Value } from 'typebox/value';
import {
  MetaErrorAnswer, SettingsAnswer, StoriesAnswer,
} from '@market/contract/src/family/meta.ts';
import { call, makeApp, ok } from './helpers.ts';

/** The body matches the schema; else the test fails with the first mismatches, by path. */
function expectShape(schema: TSchema, body: unknown): void {
  const errors = [...Value.Errors(schema, body)].slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message}`);
  expect(errors).toEqual([]);
}

/** A GET that answers 200 in the schema's shape; its body. */
async function answer<S extends TSchema>(app: FastifyInstance, url: string, schema: S): Promise<Static<S>> {
  const res = await call(app, 'GET', url);
  expect(res.statusCode).toBe(200);
  const body: unknown = res.json();
  expectShape(schema, body);
  return body as Static<S>;
}

/** A refusal: the status, the family's `{message}`, never a stack trace. */
async function expectRefusal(app: FastifyInstance, method: string, url: string, status: number): Promise<void> {
  const res = await call(app, method, url, method === 'GET' ? {} : { body: {} });
  expect(res.statusCode).toBe(status);
  expectShape(MetaErrorAnswer, res.json());
  expect(res.body).not.toMatch(/\bat .+\.ts:\d+/);
}

let app: FastifyInstance;
/** An app whose content tables are emptied, for the empty cases. */
let bare: FastifyInstance;
beforeAll(async () => {
  [app, bare] = await Promise.all([makeApp(), makeApp()]);
  for (const table of ['settings', 'stories']) bare.market.db.run(`DELETE FROM ${table}`);
});
afterAll(async () => {
  await Promise.all([app.close(), bare.close()]);
});

describe('rest/settings', () => {
  it('answers every setting as a {key, value} row', async () => {
    const body = await answer(app, 'rest/settings', SettingsAnswer);
    expect(body.data).toContainEqual({ key: 'ui_type', value: '1' });
    expect(new Set(body.data.map((r) => r.key)).size).toBe(body.data.length);
  });

  it('answers an empty list when the marketplace has no settings', async () => {
    expect((await answer(bare, 'rest/settings', SettingsAnswer)).data).toEqual([]);
  });

  it('refuses another method with {message}', async () => {
    await expectRefusal(app, 'POST', 'rest/settings', 404);
  });
});

describe('rest/stories/paginate', () => {
  it('answers the bare array, one array of frames per shop, in the language asked', async () => {
    const body = await answer(app, 'rest/stories/paginate?lang=fr', StoriesAnswer);
    expect(body.length).toBeGreaterThan(3);
    for (const frames of body) expect(new Set(frames.map((f) => f.shop_id)).size).toBe(1);
    expect(new Set(body.map((frames) => frames[0]!.shop_id)).size).toBe(body.length);
    expect(body.some((frames) => frames.length > 1)).toBe(true);
    const [first] = body[0]!;
    const shop = (await ok(app, 'GET', `rest/shops/${first!.shop_id}?lang=fr`)).data;
    expect(first!.title).toBe(shop.translation.title);
    expect(first!.url).toMatch(/^\/api\/v1\/media\//);
  });

  it('pages the stories: perPage stories, an empty array past the last', async () => {
    expect(await ok(app, 'GET', 'rest/stories/paginate?perPage=1')).toHaveLength(1);
    expect(await answer(app, 'rest/stories/paginate?perPage=50&page=9', StoriesAnswer)).toEqual([]);
  });

  it('leaves out the stories of a product no longer on sale', async () => {
    const [first] = (await ok<StoriesAnswer>(app, 'GET', 'rest/stories/paginate'))[0]!;
    app.market.db.run('UPDATE products SET active = 0 WHERE uuid = ?', [first!.product_uuid]);
    try {
      const after = await answer(app, 'rest/stories/paginate', StoriesAnswer);
      expect(after.flat().some((f) => f.product_uuid === first!.product_uuid)).toBe(false);
    } finally {
      app.market.db.run('UPDATE products SET active = 1 WHERE uuid = ?', [first!.product_uuid]);
    }
  });

  it('answers [] when there are no stories', async () => {
    expect(await answer(bare, 'rest/stories/paginate', StoriesAnswer)).toEqual([]);
  });
});
