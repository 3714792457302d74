// One MDN HTTP Observatory scan (the package's own retriever, tests and grader), printed as JSON on stdout:
//   node scripts/lib/observatory-scan.ts <host> <http port> <https port>
// Run by scripts/bench-security.ts with NODE_EXTRA_CA_CERTS naming the throwaway authority of the gateway's certificate
// (read by Node as it starts: hence a process of its own), so the certificate is verified as a browser would.
// The package's scan() fetches ports 80 and 443 only (it does not pass its ports option on to the retriever): this is
// its scoring, line for line, on the retriever given the gateway's ports.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Retriever from '@mdn/mdn-http-observatory/src/retriever/retriever.js';
import type * as Constants from '@mdn/mdn-http-observatory/src/constants.js';
import type * as Charts from '@mdn/mdn-http-observatory/src/grader/charts.js';
import type * as Grader from '@mdn/mdn-http-observatory/src/grader/grader.js';
import type * as CookieTests from '@mdn/mdn-http-observatory/src/analyzer/tests/cookies.js';

// The package, installed by scripts/bench-security.ts where OBSERVATORY_DIR says (not a dependency of the project: its
// install scripts download lists from the internet and build a database driver, which `npm ci` must not need).
const PACKAGE = process.env.OBSERVATORY_DIR;
if (!PACKAGE) throw new Error('OBSERVATORY_DIR names the installed @mdn/mdn-http-observatory');
const load = <T>(file: string) => import(pathToFileURL(path.join(PACKAGE, file)).href) as Promise<T>;
const { retrieve } = await load<typeof Retriever>('src/retriever/retriever.js');
const { ALL_TESTS, NUM_TESTS } = await load<typeof Constants>('src/constants.js');
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load<typeof Charts>('src/grader/charts.js');
const { getGradeForScore, getScoreModifier } = await load<typeof Grader>('src/grader/grader.js');
const { cookiesTest } = await load<typeof CookieTests>('src/analyzer/tests/cookies.js');

interface Result {
  constructor: { name: string };
  pass: boolean;
  result: string | null;
  scoreModifier?: number;
}

// The package downloads Chromium's HSTS preload list when it is installed (not here: no internet at install). Without
// it the HSTS test reads an empty list: the answer it would give for localhost anyway, which no preload list holds.
const preloadList = path.join(PACKAGE, 'conf/hsts-preload.json');
if (!fs.existsSync(preloadList)) {
  fs.writeFileSync(preloadList, '{}\n');
  console.error(`observatory: no HSTS preload list at ${preloadList}; an empty one written (localhost is on none)`);
}

const [host, httpPort, httpsPort] = process.argv.slice(2);
if (!host || !httpPort || !httpsPort) throw new Error('usage: observatory-scan.ts <host> <http port> <https port>');
const retrieved = await retrieve(host, { httpPort, httpsPort });
if (!retrieved.responses.auto) throw new Error(`nothing answered on ${host}:${httpPort} or ${host}:${httpsPort}`);
const results = ALL_TESTS.map((test) => test(retrieved) as Result);
let passed = 0;
let withExtraCredit = 100;
let uncurved = 100;
for (const r of results) {
  if (!r.result) continue;
  r.scoreModifier = getScoreModifier(r.result);
  passed += r.pass ? 1 : 0;
  withExtraCredit += r.scoreModifier;
  if (r.scoreModifier < 0) uncurved += r.scoreModifier;
}
// As the package: extra credit counts only once the score without it is an A.
const final = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
const tests = Object.fromEntries(results.map((r) => [r.constructor.name, { pass: r.pass, result: r.result, scoreModifier: r.scoreModifier ?? 0 }]));

// The site's documents set no cookie (the scan above finds none); the session's cookie comes with a sign-in. The
// package's cookie test, run on the demo user's sign-in through the gateway (its Set-Cookie in the scan's jar and
// headers), says how that cookie stands.
const signIn = await fetch(`https://${host}:${httpsPort}/api/v1/auth/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  body: JSON.stringify({ email: 'demo@market.test', password: 'demo1234' }),
});
const setCookies = signIn.headers.getSetCookie();
const { CookieJar } = createRequire(path.join(PACKAGE, 'package.json'))('tough-cookie') as { CookieJar: new () => { setCookieSync(cookie: string, url: string): unknown } };
const jar = new CookieJar();
for (const cookie of setCookies) jar.setCookieSync(cookie, `https://${host}:${httpsPort}/api/v1/auth/login`);
const auto = retrieved.responses.auto;
const signedIn = cookiesTest({
  ...retrieved,
  session: { ...retrieved.session, jar },
  responses: { ...retrieved.responses, auto: { ...auto, headers: { ...auto.headers, 'set-cookie': setCookies } } },
}) as Result;
process.stdout.write(
  JSON.stringify({
    scan: { grade: final.grade, score: final.score, statusCode: retrieved.responses.auto.status, testsPassed: passed, testsQuantity: NUM_TESTS },
    tests,
    signIn: { status: signIn.status, cookies: setCookies.map((c) => c.replace(/=[^;]*/, '=…')), pass: signedIn.pass, result: signedIn.result, scoreModifier: getScoreModifier(signedIn.result!) },
  }),
);
