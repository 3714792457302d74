/** Files users upload (pictures, a courier's documents): kept in the database and served under MEDIA_PREFIX/uploads. */
import { randomUUID } from 'node:crypto';
import type { Ctx } from '../context.ts';
import { MEDIA_PREFIX } from '../lib/media.ts';

export interface Upload {
  content_type: string;
  body: Uint8Array;
}

const UPLOAD_URL = new RegExp(`^${MEDIA_PREFIX}/uploads/([0-9a-f-]{36})\\.[a-z]+$`);

/** Keeps an uploaded file of `userId`; returns its public path (its id, then the extension of its type). */
export function saveUpload(ctx: Ctx, userId: number, type: string, contentType: string, extension: string, body: Buffer): string {
  const id = randomUUID();
  ctx.db.insert('media_uploads', { id, user_id: userId, type, content_type: contentType, body, created_at: ctx.now().toISOString() });
  return `${MEDIA_PREFIX}/uploads/${id}.${extension}`;
}

/** An uploaded file by its id. */
export function uploadById(ctx: Ctx, id: string): Upload | undefined {
  return ctx.db.get<Upload>('SELECT content_type, body FROM media_uploads WHERE id = ?', [id]);
}

/** The path is one of this API's upload paths, and `userId` uploaded that file. */
export function uploadedBy(ctx: Ctx, url: string, userId: number): boolean {
  const id = UPLOAD_URL.exec(url)?.[1];
  return Boolean(id && ctx.db.get('SELECT id FROM media_uploads WHERE id = ? AND user_id = ?', [id, userId]));
}
