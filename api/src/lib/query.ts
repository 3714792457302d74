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
  return flatQuery(input) ?? qsQuery(input);
}

/** The query as qs reads it, lists with holes made maps: what parseQuery answers for every query. */
export function qsQuery(input: string): Record<string, unknown> {
  return mapsForHoles(qs.parse(input, QS_OPTIONS)) as Record<string, unknown>;
}

/**
 * What qs makes of most queries (a search, a page, a language, a delivery point), read without it: every key a name
 * or `name[field]`, each once, at most 300 pairs. Keys and values are decoded as qs decodes them (`%5B`/`%5D` are
 * brackets, `+` is a space, a value that is not valid percent-encoding stays as it was, a pair split at its first `]=`
 * or else its first `=`), into objects without a prototype. Any other query (a list, an index, a key twice, an empty
 * or odd key, `__proto__`) is undefined: qs reads it. qs took about 7 % of the API's time on shoppers' lists.
 */
function flatQuery(input: string): Record<string, unknown> | undefined {
  const text = input.indexOf('%5') === -1 ? input : input.replace(/%5B/gi, '[').replace(/%5D/gi, ']');
  const parts = text.split('&');
  if (parts.length > QS_OPTIONS.parameterLimit!) return undefined;
  const query = Object.create(null) as Record<string, unknown>;
  for (const part of parts) {
    const bracketEquals = part.indexOf(']=');
    const at = bracketEquals === -1 ? part.indexOf('=') : bracketEquals + 1;
    const key = decoded(at === -1 ? part : part.slice(0, at));
    const open = nameEnd(key, 0);
    if (open === 0) return undefined;
    const value = at === -1 ? '' : decoded(part.slice(at + 1));
    if (open === key.length) {
      if (key === '__proto__' || query[key] !== undefined) return undefined;
      query[key] = value;
      continue;
    }
    // name[field]: a name, then a bracketed name closing the key.
    const close = nameEnd(key, open + 1);
    if (key.charCodeAt(open) !== 91 || close === open + 1 || close !== key.length - 1 || key.charCodeAt(close) !== 93) return undefined;
    const name = key.slice(0, open);
    const field = key.slice(open + 1, -1);
    if (name === '__proto__' || field === '__proto__') return undefined;
    const seen = query[name];
    if (seen === undefined) {
      const fields = Object.create(null) as Record<string, string>;
      fields[field] = value;
      query[name] = fields;
    } else {
      if (typeof seen !== 'object' || field in (seen as object)) return undefined;
      (seen as Record<string, string>)[field] = value;
    }
  }
  return query;
}

/** Where the name starting at `from` ends (a letter or `_`, then letters, digits or `_`): `from` when there is none. */
function nameEnd(key: string, from: number): number {
  let i = from;
  for (; i < key.length; i++) {
    const c = key.charCodeAt(i);
    const letter = (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95;
    if (!letter && !(i > from && c >= 48 && c <= 57)) break;
  }
  return i;
}

/** A key or value decoded as qs decodes it. */
function decoded(text: string): string {
  const spaced = text.indexOf('+') === -1 ? text : text.replace(/\+/g, ' ');
  if (spaced.indexOf('%') === -1) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
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
