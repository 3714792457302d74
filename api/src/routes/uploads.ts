/** Image uploads (multipart field `image`, optional `type`): POST galleries and dashboard/galleries → {data: {title, url}}. */
import type { FastifyRequest } from 'fastify';
import type { Scopes } from '../types.ts';
import { HttpError, invalid, MSG, notFound } from '../lib/errors.ts';
import { saveUpload, uploadById } from '../services/uploads.ts';
import type { ImageUploaded, Wire } from '@market/contract/src/family/index.ts';

/** Raster images only (an SVG could carry script); recognised by their first bytes, not the client's word. */
const SIGNATURES: [string, string, (b: Buffer) => boolean][] = [
  ['image/png', 'png', (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
  ['image/jpeg', 'jpg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['image/gif', 'gif', (b) => b.subarray(0, 4).toString('latin1') === 'GIF8'],
  ['image/webp', 'webp', (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP'],
];
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

export function uploadRoutes({ pub, user, ctx }: Scopes): void {
  const upload = async (req: FastifyRequest): Promise<Wire<typeof ImageUploaded>> => {
    if (!req.isMultipart()) throw invalid('image', MSG.required);
    let file;
    try {
      file = await req.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
    } catch {
      throw new HttpError(400, 'Malformed request body');
    }
    if (!file) throw invalid('image', MSG.required);
    const body = await file.toBuffer().catch(() => {
      throw new HttpError(413, 'Request body is too large');
    });
    const kind = SIGNATURES.find(([, , test]) => test(body));
    if (!kind) throw invalid('image', 'The image must be a file of type: png, jpg, gif, webp.');
    const typeField = file.fields.type as { value?: unknown } | undefined;
    const type = typeof typeField?.value === 'string' ? typeField.value.slice(0, 32) : 'other';
    const url = saveUpload(ctx, req.userId, type, kind[0], kind[1], body);
    return { data: { title: url, url } };
  };
  user.post('/galleries', upload);
  user.post('/dashboard/galleries', upload);

  pub.get<{ Params: { file: string } }>('/media/uploads/:file', async (req, reply) => {
    const id = req.params.file.replace(/\.[a-z]+$/, '');
    const row = uploadById(ctx, id);
    if (!row) throw notFound();
    return reply
      .header('Content-Type', row.content_type)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Security-Policy', "default-src 'none'")
      .send(Buffer.from(row.body));
  });
}
