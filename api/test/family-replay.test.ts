// The family client's calls (api/wire/calls), replayed in order as contract tests: each answers the family's status
// and the shape that client reads. `npm run bench:wire` prints the same replay as a share; here every call must pass,
// except the few the reference API does not serve at all, and the few it refuses on purpose as the family sends them,
// which are listed with their reason and must still fail (so the list is shortened the day they are served).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { calls } from '../wire/calls/index.ts';
import { openReplay, replayCall } from '../wire/check.ts';
import type { ReplayContext } from '../wire/types.ts';

/** Screens of the family client whose routes the reference API lacks, and why. */
const NOT_SERVED: Record<string, string> = {};

/**
 * Screens whose call, as the family client sends it, this API refuses on purpose, and why: each must still be refused
 * (the replay fails it), so that a change letting it through again fails here.
 */
const REFUSED: Record<string, string> = {
  'member cart: remove a line':
    "the family's client sends only the line ids, no member uuid: integer ids alone never say whom to change (any stranger could send them); our web app sends user_cart_uuid",
};

let dir: string;
let app: FastifyInstance;
let ctx: ReplayContext;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'market-family-replay-'));
  ({ app, ctx } = await openReplay(path.join(dir, 'market.sqlite')));
  // Seeding the demo database on disk takes a few seconds alone, more beside other suites on a busy machine.
}, 60_000);

afterAll(async () => {
  await app?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the family client’s calls, in order', () => {
  it.each(calls.map((call, i) => [`${i + 1}. ${call.method} ${call.screen}`, call] as const))('%s', async (_name, call) => {
    const outcome = await replayCall(app, call, ctx);
    if (call.screen in NOT_SERVED || call.screen in REFUSED) expect(outcome.ok).toBe(false);
    else expect(outcome.problems).toEqual([]);
  });
});
