import { http } from '@market/http';
import type { Envelope, UploadedImage } from '@market/contract';

/** What an upload is for: an avatar, a shop's images, a courier's documents. */
export type UploadType = 'users' | 'shops' | 'documents';

/** Upload an image (multipart `image` + `type`); the API answers the stored URL as `{data: {title}}`. */
export async function uploadImage(file: File, type: UploadType): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  body.append('type', type);
  const res = await http.post<Envelope<UploadedImage>>('galleries', body);
  return res.data.data.url ?? res.data.data.title;
}
