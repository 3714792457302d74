import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { AUTH_EMULATOR, API_URL, expect, test } from '../fixtures.ts';
import { startGateway } from '../../nginx/gateway.ts';
import { startNginx } from '../../nginx/nginx-process.ts';
import { writeRuntimeConfig } from '../../nginx/runtime-config.ts';

/**
 * A deployment's own map tiles (MAP_TILE_URL in /config.json): the map draws the tile server's pictures instead of
 * the API's base layer, the page's CSP lets them come from that server's origin (and the fixture fails the test on
 * anything the CSP refuses), and the deployment's attribution is shown. Behind both gateways, each given the tile
 * template as a deployment would.
 */

/** A transparent 1×1 PNG: every tile the server answers. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const ATTRIBUTION = 'Tiles of the test deployment';

let tiles: http.Server;
let tileOrigin = '';
const asked: string[] = [];

test.beforeAll(async () => {
  tiles = http.createServer((req, res) => {
    asked.push(req.url ?? '');
    if (!/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(req.url ?? '')) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'image/png', 'cross-origin-resource-policy': 'cross-origin' }).end(PNG);
  });
  await new Promise<void>((resolve) => tiles.listen(0, '127.0.0.1', resolve));
  tileOrigin = `http://127.0.0.1:${(tiles.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => tiles.close(() => resolve())));

for (const gateway of ['node', 'nginx'] as const) {
  test.describe(`a deployment's map tiles behind the ${gateway} gateway`, () => {
    let base = '';
    let close: () => Promise<void> = async () => {};
    let site = '';

    test.beforeAll(async () => {
      const tileUrl = `${tileOrigin}/tiles/{z}/{x}/{y}.png`;
      const env = { ...process.env, MAP_TILE_URL: tileUrl, MAP_ATTRIBUTION: ATTRIBUTION, FIREBASE_AUTH_EMULATOR: AUTH_EMULATOR };
      if (gateway === 'node') {
        const started = await startGateway({ root: process.env.E2E_SITE!, port: 0, listen: '127.0.0.1', apiUrl: API_URL, authEmulator: AUTH_EMULATOR, env });
        base = started.url.replace(/\/$/, '');
        close = () => started.close();
      } else {
        // nginx serves config.json as a file of the site: a copy of the site with the deployment's config.
        site = fs.mkdtempSync(path.join(os.tmpdir(), 'market-tiles-'));
        fs.cpSync(process.env.E2E_SITE!, site, { recursive: true });
        writeRuntimeConfig(site, env);
        const started = await startNginx({ root: site, port: 0, listen: '127.0.0.1', apiUrl: API_URL, authEmulator: AUTH_EMULATOR, mapTileUrl: tileUrl });
        base = started.url.replace(/\/$/, '');
        close = () => started.close();
      }
    });
    test.afterAll(async () => {
      await close();
      if (site) fs.rmSync(site, { recursive: true, force: true });
    });

    test("a shop's map draws the deployment's tiles, allowed by the CSP, with its attribution", async ({ page }) => {
      asked.length = 0;
      const baseLayer: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/rest/map/base')) baseLayer.push(r.url());
      });
      const csp = (await page.request.get(`${base}/shop/1`)).headers()['content-security-policy'] ?? '';
      expect(csp).toMatch(new RegExp(`img-src [^;]*${tileOrigin.replace(/[.:/]/g, '\\$&')}`));

      await page.goto(`${base}/shop/1`);
      const section = page.locator('section[aria-labelledby="shop-location-title"]');
      await section.scrollIntoViewIfNeeded();
      await section.getByRole('button', { name: 'Show on the map' }).click();
      const map = section.getByRole('application');
      await expect(map).toBeVisible();
      // Leaflet's tile pictures, loaded from the tile server (a refused one would fail the test through the fixture).
      await expect.poll(() => map.locator('img.leaflet-tile-loaded').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(asked.filter((u) => u.startsWith('/tiles/')).length).toBeGreaterThan(0);
      await expect(section.getByText(ATTRIBUTION)).toBeVisible();
      // The API's own base layer is not asked when the deployment has tiles.
      expect(baseLayer).toEqual([]);
      // The shop's point is still drawn over the tiles.
      await expect(map.locator('path.market-map-marker-shop')).toHaveCount(1);
    });
  });
}
