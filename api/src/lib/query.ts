/**
 * Query strings (and form bodies) with bracket notation, as axios and PHP-style backends write them, parsed by `qs`:
 * `address[latitude]=1&statuses[]=new&ids[0]=5` → `{address: {latitude: '1'}, statuses: ['new'], ids: ['5']}`.
 * Values stay strings. Limits: 300 pairs, 5 levels. As the family's (PHP) backends read them, `a[]=` and indices
 * from 0 on make a list, other indices a map: `notes[3]=…&notes[1234]=…` is `{3: …, 1234: …}` by stock id (qs would
 * make the first a list with holes, so a list with holes becomes a map). Objects have no prototype, so no key reaches
 * `Object.prototype`.
 */
import qs from 'qs';
import { invalid, MSG } from './errors.ts';

const QS_OPTIONS: qs.IParseOptions = { depth: 5, parameterLimit: 300, arrayLimit: 300, allowSparse: true, plainObjects: true };

export function parseQuery(input: string): Record<string, unknown> {
  return mapsForHoles(qs.parse(input, QS_OPTIONS)) as Record<string, unknown>;
}

/** A list with holes (`notes[3]` alone) as the map it was written as; everything else as it is. */
function mapsForHoles(value: unknown): unknown {
  if (Array.isArray(value)) {
    const keys = Object.keys(value);
    const items = keys.map((k) => [k, mapsForHoles(value[Number(k)])] as const);
    return keys.length === value.length ? items.map(([, v]) => v) : Object.assign(Object.create(null) as object, Object.fromEntries(items));
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) (value as Record<string, unknown>)[k] = mapsForHoles(v);
  }
  return value;
}

// Readers for loosely typed query values.

export function str(v: unknown): string | undefined {
  if (Array.isArray(v)) v = v[0];
  if (typeof v === 'number') return String(v);
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}

export function int(v: unknown): number | undefined {
  const s = str(v);
  if (s === undefined || !/^-?\d+$/.test(s)) return undefined;
  const n = Number(s);
  return Number.isSafeInteger(n) ? n : undefined;
}

export function num(v: unknown): number | undefined {
  const s = str(v);
  if (s === undefined) return undefined;
  const n = Number(s);
  return Number.isFinite(n) ? n : undefined;
}

export function bool(v: unknown): boolean | undefined {
  const s = str(v);
  if (s === undefined) return undefined;
  return s === '1' || s === 'true' || s === 'yes';
}

/** A list from `a[]=1&a[]=2`, `a[0]=1`, `a=1,2` or a JSON array body. */
export function list(v: unknown): string[] {
  if (v === undefined || v === null || v === '') return [];
  if (Array.isArray(v)) return v.filter((x) => x !== undefined && x !== null).map(String);
  if (typeof v === 'object') return Object.values(v as Record<string, unknown>).map(String);
  return String(v)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** `{latitude, longitude}` from an object like `address[latitude]` or from "lat,lng". */
export function latLng(v: unknown): [number, number] | undefined {
  if (typeof v === 'string') {
    const [a, b] = v.split(',').map(Number);
    return valid(a, b);
  }
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return valid(num(o.latitude ?? o.lat), num(o.longitude ?? o.lng));
  }
  return undefined;
}

function valid(lat: number | undefined, lng: number | undefined): [number, number] | undefined {
  if (lat === undefined || lng === undefined || !Number.isFinite(lat) || !Number.isFinite(lng)) return undefined;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  return [lat, lng];
}

/** `ids` from a JSON body or the query (`ids[0]=1&ids[1]=2`, `ids[]=1`, `ids=1,2`); 422 when empty. */
export function idsOf(req: { body?: unknown; query?: unknown }): string[] {
  type Q = Record<string, unknown>;
  const ids = list((req.body as Q | null)?.ids ?? (req.query as Q).ids).slice(0, 200);
  if (ids.length === 0) throw invalid('ids', MSG.required);
  return ids;
}
