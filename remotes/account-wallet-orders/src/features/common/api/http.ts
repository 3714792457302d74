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

/** Upload an image (multipart `image` + `type`); the API answers the stored URL as `{data: {title}}`. */
export async function uploadImage(file: File, type: 'users' | 'shops'): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  body.append('type', type);
  const res = await http.post<Envelope<{ title: string; url?: string }>>('galleries', body);
  return res.data.data.url ?? res.data.data.title;
}
