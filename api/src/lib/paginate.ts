import type { Paginated } from '@market/contract';
import type { Db, Params } from '../db/database.ts';
import { int } from './query.ts';

export interface PageArgs {
  page: number;
  perPage: number;
  offset: number;
}

/** page from 1; perPage 1–100 (default 10 unless the route says otherwise). */
export function pageArgs(q: Record<string, unknown>, defaultPerPage = 10): PageArgs {
  const page = Math.max(1, Math.min(int(q.page) ?? 1, 100000));
  const perPage = Math.max(1, Math.min(int(q.perPage ?? q.per_page) ?? defaultPerPage, 100));
  return { page, perPage, offset: (page - 1) * perPage };
}

export function paged<T>(data: T[], total: number, p: PageArgs): Paginated<T> {
  return {
    data,
    meta: { current_page: p.page, last_page: Math.max(1, Math.ceil(total / p.perPage)), per_page: p.perPage, total },
  };
}

const DATA = Buffer.from('{"data":[');
const COMMA = Buffer.from(',');

/**
 * A page whose items are JSON texts in UTF-8 already (kept cards), as the UTF-8 JSON text `paged`'s page serialises
 * to: the same bytes as JSON.stringify of the page of the items' values, copied rather than serialised and encoded.
 */
export function pageJson(page: Paginated<Buffer>): Buffer {
  const parts: Buffer[] = [DATA];
  page.data.forEach((item, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(item);
  });
  parts.push(Buffer.from(`],"meta":${JSON.stringify(page.meta)}}`));
  return Buffer.concat(parts);
}

/** Page an in-memory list. */
export function pageOf<T>(items: T[], p: PageArgs): Paginated<T> {
  return paged(items.slice(p.offset, p.offset + p.perPage), items.length, p);
}

/**
 * Page a query: `from` is everything after SELECT … (FROM … WHERE …, no ORDER/LIMIT); rows are mapped by `map`.
 */
export function pageQuery<R, T>(
  db: Db,
  p: PageArgs,
  select: string,
  from: string,
  order: string,
  params: unknown[],
  map: (rows: R[]) => T[],
): Paginated<T> {
  const total = Number(db.get<{ n: number }>(`SELECT count(*) AS n ${from}`, params as Params)?.n ?? 0);
  const rows = total > p.offset ? db.all<R>(`SELECT ${select} ${from} ORDER BY ${order} LIMIT ? OFFSET ?`, [...(params as unknown[]), p.perPage, p.offset] as Params) : [];
  return paged(map(rows), total, p);
}
