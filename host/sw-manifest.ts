/**
 * The app service worker's precache list: workbox-build's injectManifest writes the shell files of this build
 * (precachePatterns) into the bundled worker, as /sw.js at the site root. A new shell build is a new worker; the
 * browser installs it beside the running one and the page offers Reload (host/src/features/connection).
 */
import fs from 'node:fs';
import path from 'node:path';
import { injectManifest } from 'workbox-build';
import type { EntryBlock } from './src/prerender/entry.ts';

/**
 * The shell of this build, what any page needs to start: its documents (one per language and theme), and every file
 * the document names (boot.js, boot.css, the entry's stylesheet, the entry's scripts and what they import at once,
 * the icon, the web app manifest) and the Intl worker the entry starts. The shell's other chunks (a dialog's, a
 * toast's, a page's of the shell) are cached by the worker when a page first asks for them (cache-first: their names
 * are their content's hash): precached, they made a first visit download 872 KiB (brotli) of shell code once the page
 * was idle, of which the first load of `/` uses about a third.
 */
export function precachePatterns(dist: string): string[] {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const named = [...html.matchAll(/<(?:link|script)\b[^>]*?\b(?:href|src)="\/([^"/][^"]*)"/g)].map((m) => m[1]!);
  const block = /<script type="application\/json" id="market-entry">([^<]*)<\/script>/.exec(html);
  if (!block) throw new Error(`${dist}/index.html names no entry (#market-entry)`);
  const entry = JSON.parse(block[1]!) as EntryBlock;
  const files = [...named, ...entry.scripts.map((s) => s.src.slice(1)), ...entry.preload.map((p) => p.href.slice(1)), 'intl-warm.js'];
  for (const file of files) if (!fs.existsSync(path.join(dist, file))) throw new Error(`${dist}/index.html names ${file}, which the build has not`);
  return ['index*.html', ...new Set(files)];
}

export async function writeServiceWorker(built: string, dist: string): Promise<{ count: number; size: number }> {
  const { count, size, warnings } = await injectManifest({
    swSrc: built,
    swDest: path.join(dist, 'sw.js'),
    globDirectory: dist,
    globPatterns: precachePatterns(dist),
    // Content-hashed names are their own revision (fetched through the HTTP cache); the others get the file's hash.
    dontCacheBustURLsMatching: /\.[0-9a-f]{8,}\./,
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
  });
  if (warnings.length) throw new Error(`injectManifest: ${warnings.join('; ')}`);
  return { count, size };
}
