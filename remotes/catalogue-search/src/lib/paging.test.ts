import type { Paginated } from '@market/contract';
import { listOf, nextPage, rowsOf, totalOf } from './paging.ts';

const pageOf = (ids: number[], current_page: number, last_page: number, total = 25): Paginated<{ id: number }> => ({
  data: ids.map((id) => ({ id })),
  meta: { current_page, last_page, per_page: 10, total },
});

describe('paging', () => {
  it('asks for the next page until the last one', () => {
    expect(nextPage(pageOf([1], 1, 3))).toBe(2);
    expect(nextPage(pageOf([1], 2, 3))).toBe(3);
    expect(nextPage(pageOf([1], 3, 3))).toBeUndefined();
    expect(nextPage(pageOf([], 1, 1, 0))).toBeUndefined();
    expect(nextPage(undefined)).toBeUndefined();
  });

  it('joins the pages in order without repeating a row that moved between pages', () => {
    expect(rowsOf([pageOf([1, 2, 3], 1, 2), pageOf([3, 4], 2, 2)]).map((r) => r.id)).toEqual([1, 2, 3, 4]);
    expect(rowsOf(undefined)).toEqual([]);
  });

  it('reports the server total', () => {
    expect(totalOf([pageOf([1], 1, 3, 27)])).toBe(27);
    expect(totalOf(undefined)).toBe(0);
  });

  it('reads a plain list or a page', () => {
    expect(listOf([{ id: 1 }])).toEqual([{ id: 1 }]);
    expect(listOf(pageOf([2], 1, 1))).toEqual([{ id: 2 }]);
    expect(listOf(undefined)).toEqual([]);
  });
});
