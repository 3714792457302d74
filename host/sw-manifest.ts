/**
 * The app service worker's precache list: workbox-build's injectManifest writes the shell files of this build
 * (PRECACHE_PATTERNS) into the bundled worker, as /sw.js at the site root. A new shell build is a new worker; the
 * browser installs it beside the running one and the page offers Reload (host/src/features/connection).
 */
import path from 'node:path';
import { injectManifest } from 'workbox-build';

/**
 * The shell of this build: its documents, boot.js and boot.css, every script and stylesheet of the shell (the entry,
 * and the chunks it loads later: a toast's or a dialog's code pressed for the first time offline must be there), the
 * web app manifest and its icons. Not the workers themselves, nor source maps.
 */
export const PRECACHE_PATTERNS = ['index*.html', '*.js', '*.css', 'favicon.svg', 'manifest.webmanifest', 'icons/*.png'];
const PRECACHE_IGNORES = ['sw.js', 'firebase-messaging-sw.js'];

export async function writeServiceWorker(built: string, dist: string): Promise<{ count: number; size: number }> {
  const { count, size, warnings } = await injectManifest({
    swSrc: built,
    swDest: path.join(dist, 'sw.js'),
    globDirectory: dist,
    globPatterns: PRECACHE_PATTERNS,
    globIgnores: PRECACHE_IGNORES,
    // Content-hashed names are their own revision (fetched through the HTTP cache); the others get the file's hash.
    dontCacheBustURLsMatching: /\.[0-9a-f]{8,}\./,
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
  });
  if (warnings.length) throw new Error(`injectManifest: ${warnings.join('; ')}`);
  return { count, size };
}
