import path from 'node:path';
import { REMOTES } from '../../shared/contract/src/remotes.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const APPS = ['host', ...REMOTES] as const;
export type App = (typeof APPS)[number];

export function appDir(app: App): string {
  return app === 'host' ? path.join(ROOT, 'host') : path.join(ROOT, 'remotes', app);
}

/** Where the assembled site (host at /, remotes under /mf/<name>/) is written. */
export const SITE_DIR = path.join(ROOT, 'dist', 'site');
/** Local data (SQLite, secrets) kept between runs. */
export const DATA_DIR = path.join(ROOT, '.data');
