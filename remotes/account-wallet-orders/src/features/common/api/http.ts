import { http } from '@market/http';
import type { Envelope, Paginated } from '@market/contract';

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

/** A list endpoint that may answer a plain array or a paginated envelope. */
export function listOf<T>(data: T[] | Paginated<T> | { data: T[] }): T[] {
  return Array.isArray(data) ? data : data.data;
}

/** GET the signed-in user's own record (a seller request, a courier application): `null` when the API answers 404 (none yet). */
export function getOwn<T>(url: string): Promise<T | null> {
  return getData<T>(url).catch((e: unknown) => ((e as { response?: { status?: number } }).response?.status === 404 ? null : Promise.reject(e)));
}

/** What an upload is for: an avatar, a shop's images, a courier's documents. */
export type UploadType = 'users' | 'shops' | 'documents';

/** Upload an image (multipart `image` + `type`); the API answers the stored URL as `{data: {title}}`. */
export async function uploadImage(file: File, type: UploadType): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  body.append('type', type);
  const res = await http.post<Envelope<{ title: string; url?: string }>>('galleries', body);
  return res.data.data.url ?? res.data.data.title;
}
