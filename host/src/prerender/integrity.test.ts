/**
 * @jest-environment node
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withIntegrity } from './integrity.ts';

const FILES: Record<string, string> = {
  'boot.js': 'window.boot = 1;\n',
  'boot.css': 'body{margin:0}\n',
  'main.0123abcd.js': 'console.log("main");\n',
  'main.89abcdef.css': '.a{color:red}\n',
  'bootstrap.1234abcd.js': 'export {};\n',
};

let dist: string;
beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'market-sri-'));
  for (const [name, text] of Object.entries(FILES)) fs.writeFileSync(path.join(dist, name), text);
});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

// What a browser checks: the base64 SHA-384 of the bytes it received.
const digest = (text: string) => `sha384-${crypto.createHash('sha384').update(text).digest('base64')}`;

const DOC =
  '<html><head><link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="/boot.css" />' +
  '<script type="application/json" id="market-first-load">[]</script><script src="/boot.js"></script>' +
  '<script defer src="/main.0123abcd.js"></script><link href="/main.89abcdef.css" rel="stylesheet">' +
  '<link as="script" href="/bootstrap.1234abcd.js" rel="preload"></head><body></body></html>';

describe('Subresource Integrity of the built documents', () => {
  it("puts each script's and stylesheet's SHA-384 and crossorigin on its tag, and nothing else changes", () => {
    const out = withIntegrity(DOC, dist);
    expect(out).toContain(`<link rel="stylesheet" href="/boot.css" integrity="${digest(FILES['boot.css']!)}" crossorigin="anonymous">`);
    expect(out).toContain(`<script src="/boot.js" integrity="${digest(FILES['boot.js']!)}" crossorigin="anonymous"></script>`);
    expect(out).toContain(`<script defer src="/main.0123abcd.js" integrity="${digest(FILES['main.0123abcd.js']!)}" crossorigin="anonymous"></script>`);
    expect(out).toContain(`<link href="/main.89abcdef.css" rel="stylesheet" integrity="${digest(FILES['main.89abcdef.css']!)}" crossorigin="anonymous">`);
    // Not loaded by the document itself: the icon, the data block, the preload hint.
    expect(out).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(out).toContain('<script type="application/json" id="market-first-load">[]</script>');
    expect(out).toContain('<link as="script" href="/bootstrap.1234abcd.js" rel="preload">');
    expect(out.match(/integrity=/g)).toHaveLength(4);
  });

  it('is the same when run twice', () => {
    const once = withIntegrity(DOC, dist);
    expect(withIntegrity(once, dist)).toBe(once);
  });

  it('refuses a document that loads a file that is not there, or from another origin', () => {
    expect(() => withIntegrity('<script src="/missing.js"></script>', dist)).toThrow(/ENOENT/);
    expect(() => withIntegrity('<script src="https://cdn.test/x.js"></script>', dist)).toThrow(/only this site's files/);
  });
});
