import zlib from 'node:zlib';
import fc from 'fast-check';
import { encodePng } from '../src/lib/png.ts';
import { MEDIA_KINDS, MEDIA_SCALE, renderPng, type MediaKind } from '../src/lib/media.ts';

/** Reads back what encodePng writes: size, and the pixels (every row is filtered with "Sub"). */
function decode(png: Buffer): { width: number; height: number; rgba: Uint8Array } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let at = 8;
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(zlib.crc32(body, zlib.crc32(Buffer.from(type, 'latin1'))) >>> 0);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      expect([body[8], body[9]]).toEqual([8, 6]);
    }
    if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  const raw = zlib.inflateSync(Buffer.concat(data));
  const stride = width * 4;
  const rgba = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    expect(raw[y * (stride + 1)]).toBe(1);
    for (let x = 0; x < stride; x++) rgba[y * stride + x] = (raw[y * (stride + 1) + 1 + x]! + (x >= 4 ? rgba[y * stride + x - 4]! : 0)) & 0xff;
  }
  return { width, height, rgba };
}

describe('the PNG encoder', () => {
  it('gives back every pixel it was given', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }).chain((w) => fc.integer({ min: 1, max: 12 }).chain((h) => fc.tuple(fc.constant(w), fc.constant(h), fc.uint8Array({ minLength: w * h * 4, maxLength: w * h * 4 })))),
        ([w, h, rgba]) => {
          const back = decode(encodePng(w, h, rgba));
          expect([back.width, back.height]).toEqual([w, h]);
          expect(back.rgba).toEqual(rgba);
        },
      ),
    );
  });

  it('refuses pixels that do not fill the size', () => {
    expect(() => encodePng(2, 2, new Uint8Array(15))).toThrow(/15 bytes for 2×2/);
  });
});

describe('the generated pictures', () => {
  it.each(Object.keys(MEDIA_KINDS) as MediaKind[])('%s: a quarter of its size, a few KB', (kind) => {
    const png = renderPng(kind, 200);
    const { width, height, rgba } = decode(png);
    const [w, h] = MEDIA_KINDS[kind];
    expect([width, height]).toEqual([Math.round(w / MEDIA_SCALE), Math.round(h / MEDIA_SCALE)]);
    expect(png.length).toBeLessThan(8 * 1024);
    // Logos and avatars are discs: their corners are transparent, their centre opaque.
    const alpha = (x: number, y: number) => rgba[(y * width + x) * 4 + 3];
    const round = kind === 'logo' || kind === 'avatar';
    expect(alpha(0, 0)).toBe(round ? 0 : 255);
    expect(alpha(width >> 1, height >> 1)).toBe(255);
  });

  it('differ by hue and are drawn once per kind and hue', () => {
    expect(renderPng('banner', 10).equals(renderPng('banner', 200))).toBe(false);
    expect(renderPng('banner', 10)).toBe(renderPng('banner', 10));
  });
});
