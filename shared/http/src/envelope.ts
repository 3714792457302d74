import type { Envelope, PageMeta, Paginated } from '@market/contract';
import { http } from './client.ts';

// The API family's answer shapes, read the same way by every app: `{data}` envelopes, paginated lists (`{data, meta}`)
// and the list endpoints that answer either (or a plain array).

/** GET a `{data}` envelope and unwrap it. */
export async function getData<T>(url: string, params?: Record<string, unknown>): Promise<T> {
  const res = await http.get<Envelope<T>>(url, { params });
  return res.data.data;
}

/** GET a paginated list. */
export async function getPage<T>(url: string, params?: Record<string, unknown>): Promise<Paginated<T>> {
  const res = await http.get<Paginated<T>>(url, { params });
  return res.data;
}

/** GET the signed-in user's own record (a seller request, a courier application): `null` when the API answers 404 (none yet). */
export function getOwn<T>(url: string): Promise<T | null> {
  return getData<T>(url).catch((e: unknown) => ((e as { response?: { status?: number } }).response?.status === 404 ? null : Promise.reject(e)));
}

/** Some endpoints answer a plain list, others a page or a `{data: [...]}`: the rows either way (none for no answer). */
export function listOf<T>(data: T[] | Paginated<T> | { data: T[] } | undefined): T[] {
  if (!data) return [];
  return Array.isArray(data) ? data : data.data;
}

/** The rows of a list answer's body (`{data: [...]}`, plain or paginated); none when its `data` is not a list. */
export const listIn = <T>(body: Envelope<T[]> | Paginated<T>): T[] => (Array.isArray(body.data) ? body.data : []);

/** The page after this one, or undefined on the last page (react-query's getNextPageParam). */
export function nextPage(last: Pick<Paginated<unknown>, 'meta'> | undefined): number | undefined {
  const meta: PageMeta | undefined = last?.meta;
  if (!meta) return undefined;
  return meta.current_page < meta.last_page ? meta.current_page + 1 : undefined;
}
