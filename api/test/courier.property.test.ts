/**
 * The map services against the seeded database: the base map covers every seeded point, a shop's zone is the one
 * the distance check uses, and the simulated courier drives along the streets from the shop to the delivery point,
 * one position per kitchen step, each nearer than the last, never past the point, delivered at the end.
 */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { BaseMap, CourierTrack, GeoLineString } from '@market/contract';
import { distanceKm, inPolygon, type Point } from '../src/lib/geo.ts';
import { baseMap, gridFor, shopDeliveryZone, streetRoute } from '../src/services/geo.ts';
import { MAX_STEPS, MIN_STEPS, positionAt, stepsFor } from '../src/services/courier.ts';
import { appWithUsers, call, HOME, ok, placeDelivery } from './helpers.ts';

let app: FastifyInstance;
let demo: string;
beforeAll(async () => {
  ({ app, demo } = await appWithUsers());
});
afterAll(() => app.close());

const pt = (p: { latitude: number; longitude: number }): Point => [p.latitude, p.longitude];
/** Washington's seeded shops: [id, point]. */
const dcShops = (): [number, Point][] =>
  app.market.db.all<{ id: number; latitude: number; longitude: number }>("SELECT id, latitude, longitude FROM shops WHERE status = 'approved' AND longitude < -76 AND latitude < 39.5").map((s) => [s.id, [s.latitude, s.longitude]]);

/** Every point the seed made: shops, branches, saved addresses, orders' delivery points, parcels' ends, places. */
function seededPoints(): [string, Point][] {
  const { db } = app.market;
  const rows = (sql: string, what: string) => db.all<{ latitude: number; longitude: number }>(sql).map((r) => [what, [r.latitude, r.longitude]] as [string, Point]);
  const parcels = db.all<{ address_from: string; address_to: string }>('SELECT address_from, address_to FROM parcel_orders').flatMap((p) =>
    [JSON.parse(p.address_from), JSON.parse(p.address_to)].map((a: { latitude: number; longitude: number }) => ['parcel', [a.latitude, a.longitude]] as [string, Point]),
  );
  return [
    ...rows('SELECT latitude, longitude FROM shops', 'shop'),
    ...rows('SELECT latitude, longitude FROM branches', 'branch'),
    ...rows('SELECT latitude, longitude FROM addresses', 'address'),
    ...rows('SELECT latitude, longitude FROM orders WHERE latitude IS NOT NULL', 'order'),
    ...rows('SELECT latitude, longitude FROM places', 'place'),
    ...parcels,
    ['default map position', HOME],
  ];
}

/** The point lies between two east–west streets and two north–south streets of the map, each running past it. */
function enclosed(map: BaseMap, [lat, lng]: Point): boolean {
  const streets = map.features.filter((f) => f.properties.kind === 'street' && f.geometry.type === 'LineString').map((f) => f.geometry.coordinates as [number, number][]);
  const eastWest = streets.filter(([a, b]) => a![1] === b![1] && Math.min(a![0], b![0]) <= lng && Math.max(a![0], b![0]) >= lng).map(([a]) => a![1]);
  const northSouth = streets.filter(([a, b]) => a![0] === b![0] && Math.min(a![1], b![1]) <= lat && Math.max(a![1], b![1]) >= lat).map(([a]) => a![0]);
  return eastWest.some((l) => l <= lat) && eastWest.some((l) => l >= lat) && northSouth.some((l) => l <= lng) && northSouth.some((l) => l >= lng);
}

describe('base map', () => {
  it('covers every seeded shop, branch, address, order, parcel, place and the default map position with named streets', () => {
    const map = baseMap(app.market);
    const points = seededPoints();
    expect(points.length).toBeGreaterThan(60);
    expect(points.filter(([, p]) => !enclosed(map, p))).toEqual([]);
    const [west, south, east, north] = map.bbox;
    for (const [, [lat, lng]] of points) expect(lat >= south && lat <= north && lng >= west && lng <= east).toBe(true);
    expect(map.center).toEqual({ latitude: HOME[0], longitude: HOME[1] });
    const streets = map.features.filter((f) => f.properties.kind === 'street');
    expect(streets.every((s) => (s.properties.name ?? '').length > 0)).toBe(true);
    expect(map.features.filter((f) => f.properties.kind === 'park')).toHaveLength(4);
    expect(map.features.some((f) => f.properties.kind === 'block')).toBe(true);
  });

  it('is the same on every start (generated from the seed only)', async () => {
    const again = await appWithUsers();
    try {
      expect(JSON.stringify(baseMap(again.app.market))).toBe(JSON.stringify(baseMap(app.market)));
    } finally {
      await again.app.close();
    }
  });
});

describe("a shop's delivery zone", () => {
  it('is, for every shop, the polygon the distance check uses, closed, as [longitude, latitude]', () => {
    for (const [id, zone] of app.market.zones()) {
      const ring = shopDeliveryZone(app.market, id).zone.coordinates[0]!;
      expect(ring.at(-1)).toEqual(ring[0]);
      expect(ring.slice(0, -1).map(([lng, lat]) => [lat, lng])).toEqual(zone);
    }
  });

  it('a point is inside it exactly when rest/shop/{id}/delivery-zone/check/distance says the shop delivers there', async () => {
    // Pizzeria Bella (1.5 km zone) and a wider one: points up to 3 km from the shop, both sides of each edge.
    for (const id of [21, 1]) {
      const zone = shopDeliveryZone(app.market, id);
      const ring = zone.zone.coordinates[0]!.map(([lng, lat]) => [lat, lng] as Point);
      await fc.assert(
        fc.asyncProperty(fc.double({ min: -0.03, max: 0.03, noNaN: true }), fc.double({ min: -0.03, max: 0.03, noNaN: true }), async (dLat, dLng) => {
          const at: Point = [zone.location.latitude + dLat, zone.location.longitude + dLng];
          const r = await call(app, 'GET', `rest/shop/${id}/delivery-zone/check/distance?latitude=${at[0]}&longitude=${at[1]}`);
          expect(r.statusCode).toBe(inPolygon(at, ring) ? 200 : 400);
        }),
        { numRuns: 40 },
      );
    }
  });

  it('an unknown shop has none: 404', () => {
    expect(() => shopDeliveryZone(app.market, 999_999)).toThrow(expect.objectContaining({ statusCode: 404 }));
  });
});

/** Positions of the courier over its ticks, by the same rules as the service (route, steps, step → point). */
const kmTo = (p: Point, q: Point) => distanceKm(p, q);
const routeOf = (shop: Point, to: Point): GeoLineString => streetRoute(gridFor(app.market, shop), shop, to);

describe('courier simulation', () => {
  it('drives along the streets: every leg runs along one axis, between the shop and the delivery point', () => {
    fc.assert(
      fc.property(fc.constantFrom(...dcShops()), fc.double({ min: -0.02, max: 0.02, noNaN: true }), fc.double({ min: -0.02, max: 0.02, noNaN: true }), ([, shop], dLat, dLng) => {
        const to: Point = [shop[0] + dLat, shop[1] + dLng];
        const route = routeOf(shop, to).coordinates;
        expect(route[0]).toEqual([shop[1], shop[0]]);
        expect(route.at(-1)).toEqual([to[1], to[0]]);
        for (let i = 1; i < route.length; i++) {
          const [a, b] = [route[i - 1]!, route[i]!];
          // One axis at a time (a street, or straight out of a door), never away from the destination. The route drops a
          // corner within 1e-6° (a few centimetres) of the point before it, so a door that close to the shop is reached
          // by one short leg in both axes: a move under that size in one axis is no move along it.
          expect(Math.abs(a[0] - b[0]) <= 1e-6 || Math.abs(a[1] - b[1]) <= 1e-6).toBe(true);
          expect(Math.abs(b[0] - to[1])).toBeLessThanOrEqual(Math.abs(a[0] - to[1]) + 1e-12);
          expect(Math.abs(b[1] - to[0])).toBeLessThanOrEqual(Math.abs(a[1] - to[0]) + 1e-12);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('a door a few centimetres from the shop is reached by one short leg', () => {
    const [, shop] = dcShops()[0]!;
    const to: Point = [shop[0] + 1.2e-9, shop[1] - 1.1e-9];
    expect(routeOf(shop, to).coordinates).toEqual([[shop[1], shop[0]], [to[1], to[0]]]);
  });

  it('a door in the shop’s own block is reached along one axis, then the other, not across the block', () => {
    const [, shop] = dcShops()[0]!;
    const to: Point = [shop[0] + 0.0004, shop[1] + 0.0005];
    expect(routeOf(shop, to).coordinates).toEqual([[shop[1], shop[0]], [to[1], shop[0]], [to[1], to[0]]]);
  });

  it('one position per step, each nearer the delivery point, never past it, at the point on the last step and there after', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...dcShops()), fc.double({ min: -0.02, max: 0.02, noNaN: true }), fc.double({ min: -0.02, max: 0.02, noNaN: true }), fc.integer({ min: 0, max: 15 }),
        ([, shop], dLat, dLng, ticks) => {
          const to: Point = [shop[0] + dLat, shop[1] + dLng];
          const route = routeOf(shop, to);
          const steps = stepsFor(route);
          expect(steps).toBeGreaterThanOrEqual(MIN_STEPS);
          expect(steps).toBeLessThanOrEqual(MAX_STEPS);
          const seen = Array.from({ length: ticks + 1 }, (_, step) => positionAt(route, steps, step));
          expect(seen[0]).toEqual(shop);
          for (let step = 1; step <= ticks; step++) {
            const [before, now] = [kmTo(seen[step - 1]!, to), kmTo(seen[step]!, to)];
            if (step <= steps && kmTo(shop, to) > 0.001) expect(now).toBeLessThan(before);
            else expect(now).toBeLessThanOrEqual(before + 1e-9);
            // At the point on the last step and from then on, never before (so never past it).
            if (step >= steps) expect(seen[step]).toEqual(to);
            else if (kmTo(shop, to) > 0.001) expect(seen[step]).not.toEqual(to);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the kitchen clock moves a placed order: at the shop when it leaves, one position per step, delivered at the door', async () => {
    const order = await placeDelivery(app, demo, 4);
    const track = async (): Promise<CourierTrack> => (await ok(app, 'GET', `dashboard/user/orders/${order.id}/courier`, { token: demo })).data;
    const first = await track();
    expect(first).toMatchObject({ status: 'preparing', position: null, step: 0, destination: { latitude: HOME[0], longitude: HOME[1] } });
    for (let i = 0; i < 3; i++) app.market.kitchen.step();
    const left = await track();
    expect(left).toMatchObject({ status: 'on_the_way', step: 0, position: left.shop });
    const positions = [pt(left.position!)];
    for (let step = 1; step <= left.steps; step++) {
      app.market.kitchen.step();
      const t = await track();
      expect(t.step).toBe(step);
      expect(t.status).toBe(step === left.steps ? 'delivered' : 'on_the_way');
      positions.push(pt(t.position!));
      expect(kmTo(positions.at(-1)!, HOME)).toBeLessThan(kmTo(positions.at(-2)!, HOME));
    }
    expect(positions.at(-1)).toEqual(HOME);
    expect((await ok(app, 'GET', `dashboard/user/orders/${order.id}`, { token: demo })).data.status).toBe('delivered');
    app.market.kitchen.step();
    expect(await track()).toMatchObject({ status: 'delivered', step: left.steps, position: { latitude: HOME[0], longitude: HOME[1] } });
  });
});
