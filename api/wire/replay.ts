/**
 * `npm run bench:wire`: replays the calls of the family's customer web client (api/wire/calls) against the reference
 * API, built in-process on a temporary database with the demo seed, and counts the answers in a shape that client
 * can use: the expected status, and the schema of what it reads (shared/contract/src/family).
 *
 * One line per call (pass, or FAIL with the first mismatch), then the total against the 95 % target. A benchmark:
 * exit 0 whatever the share; exit 1 only when the API cannot start or the demo user cannot sign in.
 * WIRE_VERBOSE=1 prints every mismatch of a failing call, not only the first.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { calls } from './calls/index.ts';
import { openReplay, replayCall, type Outcome } from './check.ts';
import type { ReplayContext } from './types.ts';

const TARGET = 95;
const verbose = process.env.WIRE_VERBOSE === '1';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'market-wire-'));
let app: FastifyInstance;
let ctx: ReplayContext;
try {
  ({ app, ctx } = await openReplay(path.join(dir, 'market.sqlite')));
} catch (e) {
  console.error('The API could not start:', e);
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(1);
}

const outcomes: Outcome[] = [];
for (const call of calls) {
  const outcome = await replayCall(app, call, ctx);
  outcomes.push(outcome);
  const head = `${outcome.ok ? 'pass' : 'FAIL'}  ${call.method.padEnd(6)} ${outcome.path}  (${call.screen})`;
  console.log(outcome.ok ? head : `${head}\n        → ${verbose ? outcome.problems.join('\n        → ') : outcome.problems[0]}`);
}

const passed = outcomes.filter((o) => o.ok).length;
const share = calls.length ? Math.round((passed / calls.length) * 1000) / 10 : 0;
console.log(`\n${passed} of ${calls.length} calls answered in a shape the family client can use (${share} %) — target ${TARGET} %`);

await app.close();
fs.rmSync(dir, { recursive: true, force: true });
