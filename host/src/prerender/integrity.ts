/**
 * Subresource Integrity for what a built document loads itself: each `<script src>` and stylesheet `<link>` of this
 * site gets `integrity="sha384-…"` (the file as it is in the built folder) and `crossorigin="anonymous"`. Run last
 * in the prerender step, once boot.css has its generated classes. (Preload hints are left as they are: the request
 * that uses them, rspack's chunk loading, carries no integrity, and a hint that does not match it is wasted.)
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export function sha384(file: string): string {
  return `sha384-${crypto.createHash('sha384').update(fs.readFileSync(file)).digest('base64')}`;
}

const TAG = /<(script|link)\b([^>]*?)\s*\/?>/g;
const attr = (attrs: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(attrs)?.[1];

/** The document with integrity and crossorigin on each script and stylesheet it loads from `dist`. */
export function withIntegrity(html: string, dist: string): string {
  return html.replace(TAG, (tag, name: string, attrs: string) => {
    const url = name === 'script' ? attr(attrs, 'src') : attr(attrs, 'rel') === 'stylesheet' ? attr(attrs, 'href') : undefined;
    if (!url || attr(attrs, 'integrity') !== undefined) return tag;
    if (!url.startsWith('/') || url.startsWith('//')) throw new Error(`${tag}: only this site's files are loaded by the document`);
    const file = path.join(dist, decodeURIComponent(url.split(/[?#]/)[0]!));
    return `<${name}${attrs} integrity="${sha384(file)}" crossorigin="anonymous">`;
  });
}
