import type { Paginated } from '@market/contract';
import { rowsOf, totalOf } from './paging.ts';

const pageOf = (ids: number[], current_page: number, last_page: number, total = 25): Paginated<{ id: number }> => ({
  data: ids.map((id) => ({ id })),
  meta: { current_page, last_page, per_page: 10, total },
});

describe('paging', () => {
  it('joins the pages in order without repeating a row that moved between pages', () => {
    expect(rowsOf([pageOf([1, 2, 3], 1, 2), pageOf([3, 4], 2, 2)]).map((r) => r.id)).toEqual([1, 2, 3, 4]);
    expect(rowsOf(undefined)).toEqual([]);
  });

  it('reports the server total', () => {
    expect(totalOf([pageOf([1], 1, 3, 27)])).toBe(27);
    expect(totalOf(undefined)).toBe(0);
  });
});
