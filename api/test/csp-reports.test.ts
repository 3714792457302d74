import type { FastifyInstance } from 'fastify';
import { CSP_REPORTS_PER_MINUTE, CSP_REPORTS_PER_REQUEST } from '../src/routes/csp-reports.ts';
import { makeApp } from './helpers.ts';

let app: FastifyInstance;
const logged: string[] = [];
beforeEach(async () => {
  logged.length = 0;
  app = await makeApp({ seed: false, cspReportLog: (line) => logged.push(line) });
});
afterEach(() => app.close());

const post = (type: string, body: unknown, ip = '10.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/v1/csp-reports', headers: { 'content-type': type }, payload: typeof body === 'string' ? body : JSON.stringify(body), remoteAddress: ip });

const reportTo = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    type: 'csp-violation',
    age: 1,
    url: 'https://market.test/shop/1',
    body: { documentURL: 'https://market.test/shop/1', effectiveDirective: 'script-src-elem', blockedURL: `https://evil.test/${i}.js`, sourceFile: 'https://market.test/main.js', lineNumber: 12, disposition: 'enforce', sample: '' },
  }));

describe('POST /csp-reports', () => {
  it("logs a report-uri report (application/csp-report) as one line and answers 204", async () => {
    const r = await post('application/csp-report', {
      'csp-report': { 'document-uri': 'https://market.test/cart', 'effective-directive': 'style-src-elem', 'blocked-uri': 'inline', 'source-file': 'https://market.test/x.js', 'line-number': 3, disposition: 'enforce', 'script-sample': 'body{}' },
    });
    expect(r.statusCode).toBe(204);
    expect(logged).toEqual(['CSP enforce: style-src-elem refused inline on https://market.test/cart (https://market.test/x.js:3) "body{}"']);
  });

  it('logs each violation of a report-to list (application/reports+json), at most 10 of one request, and skips other report types', async () => {
    const r = await post('application/reports+json', [{ type: 'deprecation', body: {} }, ...reportTo(CSP_REPORTS_PER_REQUEST + 5)]);
    expect(r.statusCode).toBe(204);
    expect(logged).toHaveLength(CSP_REPORTS_PER_REQUEST);
    expect(logged[0]).toBe('CSP enforce: script-src-elem refused https://evil.test/0.js on https://market.test/shop/1 (https://market.test/main.js:12)');
  });

  it('cuts long fields', async () => {
    await post('application/reports+json', [{ type: 'csp-violation', body: { effectiveDirective: 'img-src', blockedURL: `https://x.test/${'a'.repeat(5000)}`, documentURL: 'https://market.test/' } }]);
    expect(logged[0].length).toBeLessThan(500);
  });

  it('refuses a body that is not a report (400), and logs nothing', async () => {
    expect((await post('application/csp-report', '{not json')).statusCode).toBe(400);
    expect((await post('application/reports+json', { hello: 1 })).statusCode).toBe(400);
    expect((await post('application/json', { 'csp-report': 'x' })).statusCode).toBe(400);
    expect(logged).toEqual([]);
  });

  it(`takes ${CSP_REPORTS_PER_MINUTE} requests a minute from one client, then 429 without logging; other clients are still heard`, async () => {
    for (let i = 0; i < CSP_REPORTS_PER_MINUTE; i++) expect((await post('application/reports+json', reportTo(1))).statusCode).toBe(204);
    const over = await post('application/reports+json', reportTo(1));
    expect(over.statusCode).toBe(429);
    expect(logged).toHaveLength(CSP_REPORTS_PER_MINUTE);
    expect((await post('application/reports+json', reportTo(1), '10.0.0.2')).statusCode).toBe(204);
    expect(logged).toHaveLength(CSP_REPORTS_PER_MINUTE + 1);
  });
});
