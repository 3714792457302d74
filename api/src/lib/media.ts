/**
 * Images made locally: every image URL of the seed is `/api/v1/media/<kind>/<hue>/<text>.png`, a stateless picture
 * drawn from a hue (the text names it in the URL only), so the seed has no external URLs and the files cost no
 * storage.
 */
import { encodePng } from './png.ts';

export const MEDIA_KINDS = {
  logo: [256, 256],
  cover: [1200, 400],
  product: [600, 600],
  avatar: [128, 128],
  banner: [1200, 500],
  story: [540, 960],
  square: [400, 400],
} as const;
export type MediaKind = keyof typeof MEDIA_KINDS;

export const MEDIA_PREFIX = '/api/v1/media';

/** A stable hue (0–359) from a text. */
export function hueOf(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return h % 360;
}

export function mediaUrl(kind: MediaKind, text: string, hue = hueOf(text)): string {
  return `${MEDIA_PREFIX}/${kind}/${(((Math.round(hue) % 360) + 360) % 360)}/${encodeURIComponent(text.slice(0, 60))}.png`;
}

/** An HSL colour (s and l in 0–1) as RGB bytes. */
function hsl(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))));
  return [f(0), f(8), f(4)];
}

/** Pictures are drawn at a quarter of their nominal size (their art is a gradient and soft discs, which the browser
 * scales up smoothly), so a banner is a few KB. */
export const MEDIA_SCALE = 4;

/** Pictures drawn so far (7 kinds × 360 hues at most, a few KB each). */
const drawn = new Map<string, Buffer>();

/**
 * A picture of a kind in a hue, as PNG: a diagonal gradient with two soft discs (logos and avatars: a disc). It
 * carries no words: the app lays the translated title over it, so no language is baked into a picture. Raster, not
 * SVG: an SVG picture is a document the page's main thread parses, lays out and paints; a PNG is decoded off it.
 */
export function renderPng(kind: MediaKind, hue: number): Buffer {
  const cached = drawn.get(`${kind}/${hue}`);
  if (cached) return cached;
  const [W, H] = MEDIA_KINDS[kind];
  const w = Math.round(W / MEDIA_SCALE);
  const h = Math.round(H / MEDIA_SCALE);
  const c1 = hsl(hue, 0.7, 0.58);
  const c2 = hsl((hue + 35) % 360, 0.75, 0.4);
  const round = kind === 'avatar' || kind === 'logo';
  const m = Math.min(w, h);
  // Discs: centre, radius, colour, opacity (the light one high on the right, the dark one low on the left).
  const discs: [number, number, number, number, number][] = round ? [] : [[w * 0.85, h * 0.2, m * 0.3, 255, 0.12], [w * 0.1, h * 0.9, m * 0.25, 0, 0.08]];
  const rgba = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const t = (x / Math.max(1, w - 1) + y / Math.max(1, h - 1)) / 2;
      let r = c1[0] + (c2[0] - c1[0]) * t;
      let g = c1[1] + (c2[1] - c1[1]) * t;
      let b = c1[2] + (c2[2] - c1[2]) * t;
      for (const [cx, cy, radius, shade, opacity] of discs) {
        // Coverage of the pixel by the disc, with a one-pixel soft edge.
        const cover = Math.max(0, Math.min(1, radius - Math.hypot(x + 0.5 - cx, y + 0.5 - cy) + 0.5)) * opacity;
        r += (shade - r) * cover;
        g += (shade - g) * cover;
        b += (shade - b) * cover;
      }
      const alpha = round ? Math.max(0, Math.min(1, w / 2 - Math.hypot(x + 0.5 - w / 2, y + 0.5 - h / 2) + 0.5)) : 1;
      const i = (y * w + x) * 4;
      rgba[i] = Math.round(r);
      rgba[i + 1] = Math.round(g);
      rgba[i + 2] = Math.round(b);
      rgba[i + 3] = Math.round(alpha * 255);
    }
  }
  const png = encodePng(w, h, rgba);
  drawn.set(`${kind}/${hue}`, png);
  return png;
}
