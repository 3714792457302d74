import { jest } from '@jest/globals';
import type { Paginated } from '@market/contract';
import { createApiServer, fail, http as mock, ok, page } from '@market/testing';
import { getData, getOwn, getPage, listIn, listOf, nextPage } from './envelope.ts';

const asked: string[] = [];
createApiServer(
  mock.get('*/rest/one', ({ request }) => {
    asked.push(new URL(request.url).search);
    return ok({ id: 1 });
  }),
  mock.get('*/rest/list', () => page([{ id: 1 }, { id: 2 }], 1, 3)),
  mock.get('*/dashboard/user/mine', () => fail(404, 'Not found')),
  mock.get('*/dashboard/user/broken', () => fail(500, 'down')),
);

const pageOf = (ids: number[], current_page: number, last_page: number): Paginated<{ id: number }> => ({
  data: ids.map((id) => ({ id })),
  meta: { current_page, last_page, per_page: 10, total: 25 },
});

describe('the envelope helpers', () => {
  it('unwrap a {data} answer, with the params and the language on the call', async () => {
    await expect(getData('rest/one', { shop_id: 3 })).resolves.toEqual({ id: 1 });
    expect(asked.at(-1)).toBe('?shop_id=3&lang=en');
  });

  it('keep a page whole (rows and meta)', async () => {
    await expect(getPage('rest/list')).resolves.toMatchObject({ data: [{ id: 1 }, { id: 2 }], meta: { current_page: 1, last_page: 3 } });
  });

  it("read the user's own record as null on a 404, and fail on anything else", async () => {
    // The client logs a failed call (not a 403).
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(getOwn('dashboard/user/mine')).resolves.toBeNull();
    await expect(getOwn('dashboard/user/broken')).rejects.toMatchObject({ response: { status: 500 } });
    errors.mockRestore();
  });

  it('read a plain list, a page or a {data: [...]} as its rows', () => {
    expect(listOf([{ id: 1 }])).toEqual([{ id: 1 }]);
    expect(listOf(pageOf([2], 1, 1))).toEqual([{ id: 2 }]);
    expect(listOf({ data: [{ id: 3 }] })).toEqual([{ id: 3 }]);
    expect(listOf(undefined)).toEqual([]);
  });

  it("read a list answer's body as its rows, none when its data is not a list", () => {
    expect(listIn({ data: [{ id: 1 }] })).toEqual([{ id: 1 }]);
    expect(listIn(pageOf([2], 1, 1))).toEqual([{ id: 2 }]);
    expect(listIn({ data: null as unknown as [] })).toEqual([]);
  });

  it('ask for the next page until the last one', () => {
    expect(nextPage(pageOf([1], 1, 3))).toBe(2);
    expect(nextPage(pageOf([1], 2, 3))).toBe(3);
    expect(nextPage(pageOf([1], 3, 3))).toBeUndefined();
    expect(nextPage(pageOf([], 1, 1))).toBeUndefined();
    expect(nextPage(undefined)).toBeUndefined();
  });
});
