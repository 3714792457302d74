/**
 * A deployment's map tiles (MAP_TILE_URL, MAP_ATTRIBUTION): /config.json names them, and both gateways' CSP lets
 * pictures come from exactly that tile server's origin, and from nowhere else when none is named.
 */
import fs from 'node:fs';
import { startGateway } from './gateway.ts';
import { ENV, makeSiteRoot } from './gateway-cases.ts';
import { startNginx } from './nginx-process.ts';
import { contentSecurityPolicy, mapTileOrigin } from './policy.ts';
import { runtimeConfigFromEnv, writeRuntimeConfig } from './runtime-config.ts';

const TILES = 'https://tiles.example.org/{z}/{x}/{y}.png';
const imgSrc = (csp: string | null) => csp?.split('; ').find((d) => d.startsWith('img-src '));

describe('map tiles in the runtime config', () => {
  it('MAP_TILE_URL and MAP_ATTRIBUTION become config.map; without them there is no map entry', () => {
    expect(runtimeConfigFromEnv({ MAP_TILE_URL: TILES, MAP_ATTRIBUTION: '© Example contributors' }).map).toEqual({
      tileUrl: TILES,
      attribution: '© Example contributors',
    });
    expect(runtimeConfigFromEnv({}).map).toBeUndefined();
  });

  it.each([
    ['javascript:alert(1)//{z}'],
    ['ftp://tiles.example.org/{z}/{x}/{y}.png'],
    ['not a url'],
    ['https://user:secret@tiles.example.org/{z}/{x}/{y}.png'],
  ])('a template that is no http(s) address (%s) is left out of the config and the CSP', (url) => {
    expect(runtimeConfigFromEnv({ MAP_TILE_URL: url }).map).toBeUndefined();
    expect(imgSrc(contentSecurityPolicy({ mapTileUrl: url }))).toBe("img-src 'self' data: blob:");
  });

  it.each([
    [TILES, 'https://tiles.example.org'],
    ['http://127.0.0.1:8081/tiles/{z}/{x}/{y}.png', 'http://127.0.0.1:8081'],
    ['https://{s}.tile.example.org/{z}/{x}/{y}.png', 'https://*.tile.example.org'],
  ])('the CSP allows the origin of %s: %s', (url, origin) => {
    expect(mapTileOrigin(url)).toBe(origin);
    expect(imgSrc(contentSecurityPolicy({ mapTileUrl: url }))).toBe(`img-src 'self' data: blob: ${origin}`);
  });
});

describe('both gateways with MAP_TILE_URL', () => {
  let root: string;
  beforeAll(() => {
    root = makeSiteRoot();
    // nginx serves the config.json written beside the site, as the deployment's entrypoint writes it from env.
    writeRuntimeConfig(root, { ...ENV, MAP_TILE_URL: TILES, MAP_ATTRIBUTION: '© Example' });
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('the Node gateway and nginx answer the same CSP, its img-src adding exactly the tile origin, and the same config.json', async () => {
    const node = await startGateway({ root, port: 0, listen: '127.0.0.1', apiUrl: 'http://127.0.0.1:1', env: { ...ENV, MAP_TILE_URL: TILES, MAP_ATTRIBUTION: '© Example' } });
    const nginx = await startNginx({ root, port: 0, listen: '127.0.0.1', apiUrl: 'http://127.0.0.1:1', authEmulator: ENV.FIREBASE_AUTH_EMULATOR, mapTileUrl: TILES });
    try {
      const answers = await Promise.all([node.url, nginx.url].map(async (base) => {
        const page = await fetch(`${base.replace('localhost', '127.0.0.1')}/`);
        const config = await fetch(`${base.replace('localhost', '127.0.0.1')}/config.json`);
        return { csp: page.headers.get('content-security-policy'), config: await config.json() };
      }));
      for (const a of answers) {
        expect(imgSrc(a.csp)).toBe("img-src 'self' data: blob: https://tiles.example.org");
        expect(a.config.map).toEqual({ tileUrl: TILES, attribution: '© Example' });
      }
      expect(answers[1]!.csp).toBe(answers[0]!.csp);
      expect(fs.readFileSync(nginx.confFile, 'utf8')).toContain('https://tiles.example.org');
    } finally {
      await node.close();
      await nginx.close();
    }
  });

  it('without MAP_TILE_URL neither gateway allows any other picture origin', async () => {
    const node = await startGateway({ root, port: 0, listen: '127.0.0.1', apiUrl: 'http://127.0.0.1:1', env: ENV });
    const nginx = await startNginx({ root, port: 0, listen: '127.0.0.1', apiUrl: 'http://127.0.0.1:1', authEmulator: ENV.FIREBASE_AUTH_EMULATOR });
    try {
      for (const base of [node.url, nginx.url]) {
        expect(imgSrc((await fetch(`${base.replace('localhost', '127.0.0.1')}/`)).headers.get('content-security-policy'))).toBe("img-src 'self' data: blob:");
      }
    } finally {
      await node.close();
      await nginx.close();
    }
  });
});
