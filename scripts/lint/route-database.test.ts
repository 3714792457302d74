// The lint rule market/no-database-in-route on route files written for each case: every way a route reaches the
// database is reported with what it wrote; a route that calls services, and type imports, are not.
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { noDatabaseInRoute } from './route-database.js';

/** Lints `text` as a route file with the rule alone; the messages. */
function lint(text: string): string[] {
  const linter = new Linter({ configType: 'flat' });
  const config = [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, plugins: { market: { rules: { 'no-database-in-route': noDatabaseInRoute } } }, rules: { 'market/no-database-in-route': 'error' as const } }];
  return linter.verify(text, config, { filename: 'api/src/routes/shops.ts' }).map((m) => m.message);
}
const said = (what: string) => `A route never reaches the database (${what}): put the SQL and its rule in a service (api/src/services/) and call it.`;

it("a query on the context's handle", () => {
  expect(lint("export function r(ctx: Ctx) { return ctx.db.get('SELECT 1'); }")).toEqual([said('ctx.db')]);
  expect(lint('export function r(app: App) { return app.market.db.tx(() => 1); }')).toEqual([said('app.market.db')]);
});

it('the handle taken apart, then each call on it', () => {
  expect(lint("export function r(ctx: Ctx) { const { db, chat } = ctx; db.run('DELETE FROM x'); return chat; }")).toEqual([said('{ db }'), said('db.run(…)')]);
  expect(lint("export function r({ db: d }: Ctx) { return d; }")).toEqual([said('{ db: d }')]);
});

it('the handle handed on (a page query written in the route) and a call on a `db` from elsewhere', () => {
  expect(lint("export function r(ctx: Ctx) { return pageQuery(ctx.db, p, '*', 'FROM tags', 'id', [], f); }")).toEqual([said('ctx.db')]);
  expect(lint("export function r(db: Db) { return db.all('SELECT 1'); }")).toEqual([said('db.all(…)')]);
});

it("a value from the database module (its helpers write SQL); its types are fine", () => {
  expect(lint("import { marks } from '../db/database.ts';\nexport const m = marks;")).toEqual([said("import from '../db/database.ts'")]);
  expect(lint("import { type Db, marks } from '../db/database';\nexport const m: Db | typeof marks = marks;")).toHaveLength(1);
  expect(lint("import type { Db } from '../db/database.ts';\nimport { type Params } from '../db/database.ts';\nexport type D = Db | Params;")).toEqual([]);
});

it('a route that parses, calls a service and answers is fine, and so are other things named like it', () => {
  const route = `import { shopRow } from '../services/shops.ts';
import { NOTIFICATION_TYPES } from '../db/seed.ts';
export function routes({ pub, ctx }: Scopes) {
  pub.get('/shops/:id', async (req) => ({ data: shopRow(ctx, req.params.id), types: NOTIFICATION_TYPES, file: ctx.options.dbPath, odb: req.body.odb }));
}`;
  expect(lint(route)).toEqual([]);
});
