/**
 * Query strings with bracket notation, as axios and PHP-style backends write them:
 * `address[latitude]=1&statuses[]=new&ids[0]=5` → `{address: {latitude: '1'}, statuses: ['new'], ids: {0: '5'}}`.
 * Values stay strings; prototype keys are dropped; at most 300 pairs and 5 levels.
 */
import { invalid, MSG } from './errors.ts';
const BAD_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

type Node = Record<string, unknown> | unknown[];

function decode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

export function parseQuery(input: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const pairs = input.split('&').slice(0, 300);
  for (const pair of pairs) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const key = decode(eq < 0 ? pair : pair.slice(0, eq));
    const value = eq < 0 ? '' : decode(pair.slice(eq + 1));
    const open = key.indexOf('[');
    const head = open > 0 ? key.slice(0, open) : key;
    if (BAD_KEYS.has(head) || !head) continue;
    if (open <= 0 || !key.endsWith(']')) {
      const prev = out[head];
      out[head] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
      continue;
    }
    const path = [...key.slice(open).matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!).slice(0, 5);
    if (path.some((p) => BAD_KEYS.has(p))) continue;
    setPath(out, [head, ...path], value);
  }
  return out;
}

function setPath(root: Record<string, unknown>, path: string[], value: string): void {
  let node: Node = root;
  for (let i = 0; i < path.length; i++) {
    const key = path[i]!;
    const last = i === path.length - 1;
    const nextKey = path[i + 1];
    // Only `a[]` makes an array; `a[0]`, `notes[12]` make objects with those keys (readers take either).
    const container = (): Node => (nextKey === '' ? [] : {});
    if (Array.isArray(node)) {
      const index = key === '' ? node.length : Number(key);
      if (!Number.isInteger(index) || index > 300) return;
      if (last) node[index] = value;
      else {
        if (typeof node[index] !== 'object' || node[index] === null) node[index] = container();
        node = node[index] as Node;
      }
    } else {
      if (last) node[key] = value;
      else {
        if (typeof node[key] !== 'object' || node[key] === null) node[key] = container();
        node = node[key] as Node;
      }
    }
  }
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
