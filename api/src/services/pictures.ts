/**
 * Pictures as absolute URLs. Every picture this API answers is one of its own, under MEDIA_PREFIX (generated ones and
 * uploads), and it answers them as paths of its own origin: the web app is served from that origin (the gateway's CSP
 * allows pictures of 'self' only), and the API cannot know the address a browser reaches it by. Given its public
 * address (`publicUrl`, API_PUBLIC_URL), it answers them as absolute URLs under it, as the API family does: its
 * clients on another origin show a picture as it comes (the profile's avatar is prefixed with the family's storage
 * folder unless it holds "http").
 */
import { MEDIA_PREFIX } from '../lib/media.ts';

/** A public address as the API's options take it: an http(s) origin, without a path; '' for none. */
export function publicOrigin(value: string | undefined): string {
  if (!value) return '';
  const m = /^(https?:\/\/[^/?#\s]+)\/?$/i.exec(value.trim());
  if (!m) throw new Error(`API_PUBLIC_URL must be an http(s) origin such as https://market.example, not ${JSON.stringify(value)}`);
  return m[1]!;
}

/**
 * What rewrites a JSON answer's pictures for `origin` (undefined when there is none: answers stay as they are). A
 * picture is a JSON string that starts with the media path: `"` not escaped (a `\"` inside a text is not the start of
 * a string), then the path. Answers without one are sent untouched.
 */
export function absolutePictures(origin: string): ((contentType: unknown, payload: unknown) => unknown) | undefined {
  if (!origin) return undefined;
  const start = `"${MEDIA_PREFIX}/`;
  const at = new RegExp(`(?<!\\\\)"${MEDIA_PREFIX.replace(/\//g, '\\/')}/`, 'g');
  return (contentType, payload) => {
    if (typeof contentType !== 'string' || !contentType.startsWith('application/json')) return payload;
    if (typeof payload === 'string') return payload.includes(start) ? payload.replace(at, `"${origin}${MEDIA_PREFIX}/`) : payload;
    if (Buffer.isBuffer(payload) && payload.includes(start)) return payload.toString('utf8').replace(at, `"${origin}${MEDIA_PREFIX}/`);
    return payload;
  };
}
