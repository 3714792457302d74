/**
 * Images made locally: every image URL of the seed is `/api/v1/media/<kind>/<hue>/<text>.svg`, a stateless
 * SVG drawn from the text and a hue, so the seed has no external URLs and the files cost no storage.
 */
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
  return `${MEDIA_PREFIX}/${kind}/${(((Math.round(hue) % 360) + 360) % 360)}/${encodeURIComponent(text.slice(0, 60))}.svg`;
}

const escapeXml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

function initials(text: string): string {
  const words = text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  return (words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? '?').slice(0, 2)).toUpperCase();
}

/** Split a title over at most 3 lines of ~maxChars. */
function lines(text: string, maxChars: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > maxChars) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out.slice(0, 3);
}

export function renderSvg(kind: MediaKind, hue: number, text: string): string {
  const [w, h] = MEDIA_KINDS[kind];
  const c1 = `hsl(${hue} 70% 58%)`;
  const c2 = `hsl(${(hue + 35) % 360} 75% 40%)`;
  const round = kind === 'avatar' || kind === 'logo';
  const label = round ? [initials(text)] : lines(text, kind === 'cover' || kind === 'banner' ? 28 : 14);
  const size = round ? w * 0.38 : Math.min(w, h) * (kind === 'story' ? 0.09 : 0.11);
  const first = h / 2 - ((label.length - 1) * size * 1.2) / 2;
  const tspans = label
    .map((l, i) => `<tspan x="50%" y="${(first + i * size * 1.2).toFixed(1)}">${escapeXml(l)}</tspan>`)
    .join('');
  const shape = round
    ? `<circle cx="${w / 2}" cy="${h / 2}" r="${w / 2}" fill="url(#g)"/>`
    : `<rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="${w * 0.85}" cy="${h * 0.2}" r="${Math.min(w, h) * 0.3}" fill="#fff" fill-opacity=".12"/><circle cx="${w * 0.1}" cy="${h * 0.9}" r="${Math.min(w, h) * 0.25}" fill="#000" fill-opacity=".08"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(text)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>${shape}<text fill="#fff" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-weight="700" font-size="${size.toFixed(1)}" text-anchor="middle" dominant-baseline="middle">${tspans}</text></svg>`;
}
