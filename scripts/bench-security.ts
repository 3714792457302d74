// `npm run bench:security`: the MDN HTTP Observatory's tests (@mdn/mdn-http-observatory, run here, not its website)
// against the gateway over HTTPS as `npm start` runs it with a certificate: the production build, the reference
// API, HTTPS with a certificate from a throwaway authority (the scan trusts that authority alone) and the plain port
// redirecting to it. Both gateways, nginx (the rendered config) and the Node gateway, each scanned at
// https://localhost. Firebase is configured as in production (an auth domain, no Auth emulator: the emulator is a
// plain-HTTP origin in the CSP, which the Observatory rightly counts as insecure on an HTTPS site).
// Prints each test with its result and score modifier, then the score, then the cookie test on a sign-in's answer (the
// session cookie: Secure, HttpOnly, SameSite; the documents set none); exits 1 unless every test passes and the
// score is TARGET (all a site can earn on localhost, which no HSTS preload list can include).
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assembleSite, buildAll } from './lib/build.ts';
import { ROOT } from './lib/apps.ts';
import { freePort, stopAll } from './lib/proc.ts';
import { startApi } from './lib/services.ts';
import { startGateway } from '../nginx/gateway.ts';
import { requireNginx, startNginx } from '../nginx/nginx-process.ts';
import { writeRuntimeConfig } from '../nginx/runtime-config.ts';
import { makeTestCertificate } from '../nginx/tls.ts';

const TARGET = 135;

/**
 * The Observatory, installed on first use into node_modules/.cache (pinned, without its install scripts: they fetch
 * Chromium's HSTS list and a CA bundle from the internet and build a PostgreSQL driver, none of which the scan uses).
 * Not a dependency of the project, so `npm ci` needs none of that.
 */
const OBSERVATORY = '@mdn/mdn-http-observatory@1.4.8';
function installObservatory(): string {
  const prefix = path.join(ROOT, 'node_modules/.cache/mdn-observatory');
  const dir = path.join(prefix, 'node_modules/@mdn/mdn-http-observatory');
  const installed = fs.existsSync(path.join(dir, 'package.json')) && (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version === OBSERVATORY.split('@').pop();
  if (!installed) {
    console.log(`installing ${OBSERVATORY} into ${path.relative(ROOT, prefix)} (once)`);
    fs.mkdirSync(prefix, { recursive: true });
    execFileSync('npm', ['install', '--prefix', prefix, '--no-save', '--no-package-lock', '--ignore-scripts', '--no-audit', '--no-fund', OBSERVATORY], { stdio: 'inherit' });
  }
  return dir;
}
const observatory = installObservatory();
const ENV = { FIREBASE_PROJECT_ID: 'demo-market', FIREBASE_AUTH_DOMAIN: 'demo-market.firebaseapp.com' };

interface Test {
  pass: boolean;
  result: string;
  scoreModifier: number;
}
interface Scan {
  scan: { grade: string; score: number; testsPassed: number; testsQuantity: number };
  tests: Record<string, Test>;
  /** The package's cookie test on the demo user's sign-in through the gateway (the documents set no cookie). */
  signIn: Test & { status: number; cookies: string[] };
}

requireNginx();
await buildAll();
const site = await assembleSite(fs.mkdtempSync(path.join(os.tmpdir(), 'market-security-site-')));
writeRuntimeConfig(site, ENV);
const cert = makeTestCertificate(fs.mkdtempSync(path.join(os.tmpdir(), 'market-security-tls-')));

const apiPort = await freePort();
const apiUrl = `http://127.0.0.1:${apiPort}`;
await startApi({ port: apiPort, dbPath: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'market-security-db-')), 'bench.sqlite'), authRateLimit: 0, quiet: true });

const tls = { cert: fs.readFileSync(cert.cert), key: fs.readFileSync(cert.key) };
const gateways = [
  await startNginx({ root: site, port: 0, listen: '127.0.0.1', apiUrl, authDomain: ENV.FIREBASE_AUTH_DOMAIN, tls: cert, redirectPort: 0 }),
  await startGateway({ root: site, port: 0, listen: '127.0.0.1', apiUrl, env: ENV, tls, redirectPort: 0 }),
];
const names = ['nginx', 'Node gateway'];

let ok = true;
try {
  for (const [i, gateway] of gateways.entries()) {
    // A process of its own, waited for without blocking this one (the Node gateway answers from here).
    const child = await promisify(execFile)(process.execPath, [path.join(ROOT, 'scripts/lib/observatory-scan.ts'), 'localhost', String(gateway.redirectPort), String(gateway.port)], {
      cwd: ROOT,
      env: { ...process.env, NODE_EXTRA_CA_CERTS: cert.ca, OBSERVATORY_DIR: observatory },
    }).catch((error: Error & { stderr?: string }) => {
      throw new Error(`the scan of ${names[i]} (http ${gateway.redirectPort}, https ${gateway.port}) failed:\n${error.stderr ?? error.message}`);
    });
    const { scan, tests, signIn } = JSON.parse(child.stdout) as Scan;
    console.log(`\n${names[i]} (https://localhost:${gateway.port}, http://localhost:${gateway.redirectPort} redirecting)`);
    const width = Math.max(...Object.keys(tests).map((k) => k.length));
    for (const [name, t] of Object.entries(tests)) {
      const modifier = t.scoreModifier > 0 ? `+${t.scoreModifier}` : String(t.scoreModifier);
      console.log(`  ${t.pass ? 'pass' : 'FAIL'}  ${name.padEnd(width)}  ${modifier.padStart(4)}  ${t.result}`);
    }
    console.log(`  score ${scan.score} (${scan.grade}), ${scan.testsPassed}/${scan.testsQuantity} tests passed; target ${TARGET}, every test`);
    if (scan.score < TARGET || scan.testsPassed !== scan.testsQuantity) ok = false;
    // Not part of the score (a scan sees no sign-in): it must pass all the same, with the best result.
    // The package takes a cookie for a session's by its name ("login", "sess"), which `access_token` is not: HttpOnly is
    // checked here by hand as well.
    const session = signIn.cookies.find((c) => c.startsWith('access_token='));
    const best =
      signIn.status === 200 && signIn.pass && signIn.result === 'cookies-secure-with-httponly-sessions-and-samesite' &&
      Boolean(session && ['HttpOnly', 'Secure', 'SameSite=Lax'].every((flag) => session.split('; ').includes(flag)));
    console.log(`  ${best ? 'pass' : 'FAIL'}  cookies of a sign-in (${signIn.status}: ${signIn.cookies.join(' | ')})  ${signIn.result}`);
    if (!best) ok = false;
  }
} finally {
  for (const gateway of gateways) await gateway.close();
  stopAll();
}
process.exit(ok ? 0 : 1);
