// Builds the bare React + antd page (page.tsx) for production and serves it on loopback, brotli or gzip as the
// browser accepts, like the gateway serves the app: the floor Lighthouse measures beside the app in the same run.
// `interactions.tsx` is the same page with the shopper's interactions, the floor of `npm run bench:inp`.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { precompress } from '../../nginx/precompress.ts';

export async function buildFloor(entry: 'page' | 'interactions' = 'page'): Promise<string> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'market-floor-'));
  const compiler = rspack({
    mode: 'production',
    context: import.meta.dirname,
    entry: `./${entry}.tsx`,
    output: { path: out, filename: 'page.[contenthash:8].js', publicPath: '/', clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx$/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } }, env: { targets: 'chrome >= 100' } },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [new rspack.HtmlRspackPlugin({ templateContent: '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="description" content="A bare antd page."><title>Floor</title></head><body><div id="root"></div></body></html>', scriptLoading: 'defer' })],
    stats: 'errors-warnings',
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve();
    }),
  );
  precompress(out);
  return out;
}

/** A static server of the built page on a free loopback port; answers every path that is not a file with the page. */
export function serveFloor(dir: string): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    let file = path.join(dir, path.normalize(pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) file = path.join(dir, 'index.html');
    const accept = String(req.headers['accept-encoding'] ?? '');
    const type = file.endsWith('.js') ? 'text/javascript' : 'text/html; charset=utf-8';
    const encoding = accept.includes('br') && fs.existsSync(`${file}.br`) ? 'br' : accept.includes('gzip') && fs.existsSync(`${file}.gz`) ? 'gzip' : '';
    const headers: http.OutgoingHttpHeaders = { 'content-type': type, 'cache-control': file.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable' };
    if (encoding) headers['content-encoding'] = encoding;
    res.writeHead(200, headers);
    fs.createReadStream(encoding === 'br' ? `${file}.br` : encoding === 'gzip' ? `${file}.gz` : file).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    }),
  );
}
