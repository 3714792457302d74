/**
 * The image upload the family's client calls (POST dashboard/galleries, multipart `image` and `type`; POST galleries
 * too) answers `{data: {title}}` as the family does (`ImageUploaded`): a real PNG is stored and served back from the
 * address it answers. Refusals: a file that is not a raster image (whatever type it claims) or no file is a 422
 * naming `image`; a file over 2 MB a 413; a guest a 401; each with its `{message}`.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ImageUploaded } from '@market/contract/src/family/index.ts';
import { UPLOAD_MAX_BYTES } from '../src/routes/uploads.ts';
import { multipart, PNG } from './helpers.ts';
import { expectShape, invalidates, Refusal, usersApp } from './family-helpers.ts';

const users = usersApp();

const NOT_RASTER = 'The image must be a file of type: png, jpg, gif, webp.';

function post(app: FastifyInstance, url: string, file: ReturnType<typeof multipart>, token?: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST', url: `/api/v1/${url}`, payload: file.payload, headers: { ...file.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** The answer's status and `{message}`, and that it carries no stack trace. */
function refusal(r: LightMyRequestResponse): { status: number; message: string } {
  expectShape(Refusal, r.json());
  expect(r.body).not.toMatch(/\bat .+\.ts:\d+/);
  return { status: r.statusCode, message: (r.json() as { message: string }).message };
}

describe.each(['dashboard/galleries', 'galleries'])('POST %s', (url) => {
  it('stores a PNG: 200 {data: {title, url}}, the address of the same bytes', async () => {
    const r = await post(users.app, url, multipart('avatar.png', 'image/png', PNG, 'users'), users.demo);
    expect(r.statusCode).toBe(200);
    const body: unknown = r.json();
    expectShape(ImageUploaded, body);
    const { title, url: address } = (body as { data: { title: string; url: string } }).data;
    expect(address).toBe(title);
    expect(title).toMatch(/^\/api\/v1\/media\/uploads\/[\w-]+\.png$/);
    const served = await users.app.inject(title);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('takes the kind from the bytes, not the name or the type the client claims', async () => {
    const r = await post(users.app, url, multipart('photo.jpg', 'image/jpeg', PNG, 'chats'), users.demo);
    expect(r.statusCode).toBe(200);
    expect((r.json() as { data: { title: string } }).data.title).toMatch(/\.png$/);
  });

  it.each([
    ['an SVG (it could carry script)', 'x.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['text named and typed as a PNG', 'x.png', 'image/png', Buffer.from('not an image at all')],
    ['an empty file', 'x.png', 'image/png', Buffer.alloc(0)],
  ])('refuses %s: 422 naming image', async (_what, name, type, content) => {
    const r = await post(users.app, url, multipart(name, type, content), users.demo);
    expect(refusal(r)).toEqual({ status: 422, message: NOT_RASTER });
    expect((r.json() as { params: Record<string, string[]> }).params).toEqual({ image: [NOT_RASTER] });
  });

  it('refuses a file over 2 MB: 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - PNG.length)]);
    const r = await post(users.app, url, multipart('big.png', 'image/png', big), users.demo);
    expect(refusal(r)).toEqual({ status: 413, message: 'Request body is too large' });
  });

  it('takes a file of 2 MB exactly', async () => {
    const atLimit = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES - PNG.length)]);
    const r = await post(users.app, url, multipart('big.png', 'image/png', atLimit), users.demo);
    expect(r.statusCode).toBe(200);
  });

  it('refuses a body without a file: 422 naming image', async () => {
    await invalidates(users.app, 'POST', url, 'image', { token: users.demo, body: { type: 'users' } });
  });

  it('refuses a guest: 401', async () => {
    const r = await post(users.app, url, multipart('avatar.png', 'image/png', PNG));
    expect(refusal(r).status).toBe(401);
  });
});
