import type { PageMeta, Paginated } from '@market/contract';

/** The page after this one, or undefined on the last page (react-query's getNextPageParam). */
export function nextPage(last: Pick<Paginated<unknown>, 'meta'> | undefined): number | undefined {
  const meta: PageMeta | undefined = last?.meta;
  if (!meta) return undefined;
  return meta.current_page < meta.last_page ? meta.current_page + 1 : undefined;
}

/** Every row of the loaded pages, in order, without repeats (a row may move between pages while scrolling). */
export function rowsOf<T extends { id: number }>(pages: readonly Paginated<T>[] | undefined): T[] {
  const seen = new Set<number>();
  const rows: T[] = [];
  for (const p of pages ?? []) {
    for (const row of p.data) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
  }
  return rows;
}

/** The total the server reports (the first page's meta), 0 before anything loaded. */
export const totalOf = (pages: readonly Paginated<unknown>[] | undefined): number => pages?.[0]?.meta.total ?? 0;

/** Some endpoints answer a plain list, others a page: the rows either way. */
export function listOf<T>(data: T[] | Paginated<T> | { data: T[] } | undefined): T[] {
  if (!data) return [];
  return Array.isArray(data) ? data : data.data;
}
