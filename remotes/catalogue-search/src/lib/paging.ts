import type { Paginated } from '@market/contract';

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
