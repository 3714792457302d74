/**
 * Property test of who may change a group order without the owner's token: random sequences of requests by the
 * group's members (each with its own uuid), link holders (the share secret, no uuid) and strangers (neither), each
 * naming rows by whatever it has: its own uuid, or the sequential ids of anyone's member rows and lines (as a
 * stranger counting them would). After every request the only rows of the database that changed are the
 * requester's own (its member row and its lines; a join adds the joiner's row), and no answer carries another
 * member's uuid.
 *
 * A failing run prints its seed and the shortest sequence fast-check found; replay it with GROUP_ACCESS_SEED=<seed>.
 */
import { jest } from '@jest/globals';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { appWithUsers, call } from './helpers.ts';
import { groupPizza, groupRows, groupWithGuest, type GroupPizza } from './group-helpers.ts';

jest.setTimeout(120_000);

let app: FastifyInstance;
let token: string;
let pizza: GroupPizza;
beforeAll(async () => {
  ({ app, demo: token } = await appWithUsers());
  pizza = await groupPizza(app);
});
afterAll(() => app.close());

/** Who sends a request: member i (its uuid once it has joined), a holder of the link, or a stranger. */
type Who = { t: 'member'; i: number } | { t: 'link' } | { t: 'stranger' };
/** What it asks; `target` picks one of the group's member rows or lines by position (their ids are sequential). */
type Ask =
  | { t: 'add'; byId: boolean; target: number; quantity: number }
  | { t: 'removeLine'; withUuid: boolean; target: number }
  | { t: 'status'; byId: boolean; target: number }
  | { t: 'leave'; byId: boolean; target: number }
  | { t: 'join'; withSecret: boolean }
  | { t: 'read'; withUuid: boolean; withSecret: boolean };
type Step = { who: Who; ask: Ask };

const who: fc.Arbitrary<Who> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ t: fc.constant('member' as const), i: fc.integer({ min: 0, max: 2 }) }) },
  { weight: 1, arbitrary: fc.constant({ t: 'link' as const }) },
  { weight: 2, arbitrary: fc.constant({ t: 'stranger' as const }) },
);
const target = fc.nat({ max: 9 });
const ask: fc.Arbitrary<Ask> = fc.oneof(
  fc.record({ t: fc.constant('add' as const), byId: fc.boolean(), target, quantity: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ t: fc.constant('removeLine' as const), withUuid: fc.boolean(), target }),
  fc.record({ t: fc.constant('status' as const), byId: fc.boolean(), target }),
  fc.record({ t: fc.constant('leave' as const), byId: fc.boolean(), target }),
  fc.record({ t: fc.constant('join' as const), withSecret: fc.boolean() }),
  fc.record({ t: fc.constant('read' as const), withUuid: fc.boolean(), withSecret: fc.boolean() }),
);

type Rows = ReturnType<typeof groupRows>;
const key = (row: object) => JSON.stringify(row);

/** The rows that differ between two snapshots: members and lines added, removed or changed. */
function changed(before: Rows, after: Rows) {
  const diff = <T extends { id: number }>(a: T[], b: T[]) => {
    const was = new Map(a.map((r) => [r.id, key(r)]));
    const now = new Map(b.map((r) => [r.id, key(r)]));
    return [...new Set([...was.keys(), ...now.keys()])].filter((id) => was.get(id) !== now.get(id));
  };
  return {
    cart: key(before.cart ?? {}) !== key(after.cart ?? {}),
    members: diff(before.members, after.members),
    lines: diff(before.lines, after.lines).map((id) => (before.lines.find((l) => l.id === id) ?? after.lines.find((l) => l.id === id))!),
    allMembers: after.allMembers - before.allMembers,
  };
}

async function run(steps: Step[]): Promise<void> {
  const { cartId, uuid, secret } = await groupWithGuest(app, token, pizza.shopId, 'Member 0');
  /** Each member's uuid while it is in the group (members 1 and 2 join in the sequence, with the link). */
  const uuids: (string | undefined)[] = [uuid, undefined, undefined];
  for (const [n, { who: w, ask: a }] of steps.entries()) {
    const before = groupRows(app, cartId);
    const mine = w.t === 'member' ? uuids[w.i] : undefined;
    const memberRow = mine ? before.members.find((m) => m.uuid === mine) : undefined;
    const pick = <T>(list: T[], i: number): T | undefined => list[i % Math.max(list.length, 1)];
    const someMember = pick(before.members, a.t === 'join' || a.t === 'read' ? 0 : a.target);
    const someLine = pick(before.lines, a.t === 'join' || a.t === 'read' ? 0 : a.target);
    // What the requester puts where a uuid goes: its own, or (byId) a member's sequential id.
    const named = (byId: boolean) => (byId || !mine ? String(someMember?.id ?? 1) : mine);
    const holdsLink = w.t === 'link' || w.t === 'member';
    let res;
    switch (a.t) {
      case 'add':
        res = await call(app, 'POST', 'rest/cart/insert-product', {
          body: { shop_id: pizza.shopId, cart_id: cartId, user_cart_uuid: named(a.byId), products: [{ stock_id: pizza.stock.id, quantity: a.quantity }] },
        });
        break;
      case 'removeLine':
        res = await call(app, 'DELETE', 'rest/cart/product/delete', { body: { ids: [someLine?.id ?? 1], ...(a.withUuid && mine ? { user_cart_uuid: mine } : {}) } });
        break;
      case 'status':
        res = await call(app, 'POST', `rest/cart/status/${named(a.byId)}`, { body: { cart_id: cartId } });
        break;
      case 'leave':
        res = await call(app, 'DELETE', 'rest/cart/member/delete', { body: { ids: [named(a.byId)], cart_id: cartId } });
        break;
      case 'join':
        res = await call(app, 'POST', 'rest/cart/open', { body: { name: `Joiner ${n}`, shop_id: pizza.shopId, cart_id: cartId, ...(a.withSecret && holdsLink ? { secret } : {}) } });
        break;
      case 'read': {
        const q = new URLSearchParams({ ...(a.withUuid && mine ? { user_cart_uuid: mine } : {}), ...(a.withSecret && holdsLink ? { secret } : {}) });
        res = await call(app, 'GET', `rest/cart/${cartId}?${q}`);
        break;
      }
    }
    const after = groupRows(app, cartId);
    const diff = changed(before, after);
    const where = `step ${n} ${JSON.stringify({ who: w, ask: a })} answered ${res.statusCode}`;
    // The group itself (its flag and secret) never changes without the owner.
    if (diff.cart) throw new Error(`${where}: the cart row changed`);
    const joinedUuid = a.t === 'join' && res.statusCode === 200 ? (res.json().data.uuid as string) : undefined;
    if (joinedUuid && a.t === 'join') {
      if (!holdsLink || !a.withSecret) throw new Error(`${where}: joined without the secret`);
      const joined = after.members.find((m) => m.uuid === joinedUuid)!;
      if (diff.members.join() !== String(joined.id) || diff.lines.length || diff.allMembers !== 1) throw new Error(`${where}: a join changed more than the joiner's row`);
      // A member who has left (or was never in) takes the new membership; others stay who they are.
      if (w.t === 'member' && !mine) uuids[w.i] = joinedUuid;
    } else {
      const own = memberRow?.id;
      const foreign = [...diff.members.filter((id) => id !== own), ...diff.lines.filter((l) => l.user_cart_id !== own).map((l) => l.id)];
      if (foreign.length || diff.allMembers > 0) throw new Error(`${where}: changed rows that are not the requester's: ${JSON.stringify(diff)}`);
      if ((diff.members.length || diff.lines.length) && !mine) throw new Error(`${where}: a request without a uuid changed rows`);
      if (own !== undefined && !after.members.some((m) => m.id === own)) uuids[w.t === 'member' ? w.i : 0] = undefined;
    }
    // No answer carries a uuid that is not the requester's own.
    const allowed = new Set([mine, joinedUuid].filter(Boolean));
    for (const m of [...before.members, ...after.members]) {
      if (!allowed.has(m.uuid) && res.body.includes(m.uuid)) throw new Error(`${where}: the answer carries ${m.name}'s uuid`);
    }
  }
}

it('only the requester’s own rows change, and answers carry no one else’s uuid', async () => {
  const seed = process.env.GROUP_ACCESS_SEED ? Number(process.env.GROUP_ACCESS_SEED) : undefined;
  await fc.assert(
    fc.asyncProperty(fc.array(fc.record({ who, ask }), { minLength: 1, maxLength: 25 }), (steps) => run(steps)),
    { numRuns: 40, seed, verbose: true },
  );
});
