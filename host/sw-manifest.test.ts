/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { precachePatterns } from './sw-manifest.ts';

/** A built shell as the prerender leaves it: the document, the files it names, and chunks it does not name. */
function builtShell(files: string[]): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-manifest-'));
  const entry = { scripts: [{ src: '/main-react.0123abcd.js' }, { src: '/main.89abcdef.js' }], preload: [{ href: '/bootstrap.456789ab.js', as: 'script' }] };
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><link rel="icon" href="/favicon.svg"><link rel="manifest" href="/manifest.webmanifest">' +
      '<link rel="stylesheet" href="/boot.css"><link href="/main.0a1b2c3d.css" rel="stylesheet"><script src="/boot.js"></script>' +
      `<script type="application/json" id="market-entry">${JSON.stringify(entry)}</script></head><body><div id="root"></div></body></html>`,
  );
  for (const file of files) fs.writeFileSync(path.join(dist, file), '');
  return dist;
}

const NAMED = ['favicon.svg', 'manifest.webmanifest', 'boot.css', 'main.0a1b2c3d.css', 'boot.js', 'main-react.0123abcd.js', 'main.89abcdef.js', 'bootstrap.456789ab.js', 'intl-warm.js'];

describe("the worker's precache list", () => {
  it('is the documents and what they name to start (boot files, the entry and what it imports at once), not the lazy chunks', () => {
    const dist = builtShell([...NAMED, '2577.25cdc1e3d5.js', '5231.923bab3b06.js', '3609.274565f885.css', 'web-vitals.d870662533.js']);
    const patterns = precachePatterns(dist);
    expect(patterns[0]).toBe('index*.html');
    expect(new Set(patterns.slice(1))).toEqual(new Set(NAMED));
  });

  it('refuses a document naming a file the build has not', () => {
    const dist = builtShell(NAMED.filter((f) => f !== 'bootstrap.456789ab.js'));
    expect(() => precachePatterns(dist)).toThrow(/names bootstrap\.456789ab\.js/);
  });
});
