import { getRuntimeConfig, http } from '@market/http';
import type { Envelope, UploadedImage } from '@market/contract';

/** The raster types the API's upload accepts (it checks the bytes too). */
export const CHAT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/** The API's upload limit (api/src/routes/uploads.ts). */
export const CHAT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export type ImageProblem = 'type' | 'size' | null;

/** Why a picked file cannot be sent as a chat image, or null when it can. */
export function imageProblem(file: Pick<File, 'type' | 'size'>): ImageProblem {
  if (!(CHAT_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > CHAT_IMAGE_MAX_BYTES) return 'size';
  return null;
}

/**
 * Uploads a chat image (POST dashboard/galleries, multipart `image` + `type`) and returns its absolute URL, so
 * the other side of a conversation (and Firestore's rules, which want https) gets a full address; the API
 * answers a path on its own origin.
 */
export async function uploadChatImage(file: File, onProgress?: (percent: number) => void): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  body.append('type', 'chats');
  const res = await http.post<Envelope<UploadedImage>>('dashboard/galleries', body, {
    onUploadProgress: (e) => {
      if (e.total) onProgress?.(Math.min(100, Math.round((e.loaded * 100) / e.total)));
    },
  });
  const url = res.data.data.url ?? res.data.data.title;
  return new URL(url, new URL(getRuntimeConfig().apiBaseUrl, location.href)).href;
}
