/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible asset of a build, for nginx's brotli_static and
 * gzip_static and for the Node gateway. Files rewritten at deploy time (remotes.json, config.json) are skipped:
 * a stale precompressed copy would shadow the edited file.
 *
 * CLI: node nginx/precompress.ts <dir> [<dir>…]
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { COMPRESSION, contentTypeFor, isCompressible } from './policy.ts';

const SKIP = new Set(['remotes.json', 'config.json']);

export interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/**
 * Every file under `dir` (full paths), each folder's entries in name order, so a walk is the same on every machine
 * (build fingerprints and deploy versions hash in this order). Entries whose name `skip` accepts are left out, a
 * folder with all it holds. A folder that is not there has no files.
 */
export function* walkFiles(dir: string, skip: (name: string) => boolean = () => false): Generator<string> {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (skip(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walkFiles(full, skip);
    else if (entry.isFile()) yield full;
  }
}

export function precompress(dir: string): PrecompressResult {
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const file of walkFiles(dir)) {
    const name = path.basename(file);
    // Source maps are fetched by devtools only: not worth brotli's maximum quality on every build.
    if (/\.(br|gz|map)$/.test(name) || SKIP.has(name)) continue;
    if (!isCompressible(contentTypeFor(name))) continue;
    let data: Buffer;
    try {
      data = fs.readFileSync(file);
    } catch (err) {
      // A file removed while we walk (a concurrent rebuild) is not ours to compress.
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw err;
    }
    if (data.length < COMPRESSION.minLength) continue;
    const br = zlib.brotliCompressSync(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    const gz = zlib.gzipSync(data, { level: zlib.constants.Z_BEST_COMPRESSION });
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, gz);
    result.files += 1;
    result.bytes += data.length;
    result.brotliBytes += br.length;
    result.gzipBytes += gz.length;
  }
  return result;
}

if (import.meta.main) {
  const dirs = process.argv.slice(2);
  if (dirs.length === 0) {
    console.error('usage: node nginx/precompress.ts <dir> [<dir>…]');
    process.exit(2);
  }
  for (const dir of dirs) {
    const r = precompress(dir);
    console.log(`${dir}: ${r.files} files, ${r.bytes} B → br ${r.brotliBytes} B, gz ${r.gzipBytes} B`);
  }
}
