/**
 * The demo cities' base map and the streets a courier drives, generated from the seed (the same on every start).
 *
 * Each seeded city (Washington, New York, Paris, Dubai) gets a full grid of straight streets around the seed's points
 * in it (its centre, shops, branches and gazetteer places, padded by half a kilometre): east–west streets at fixed
 * latitudes, north–south streets at fixed longitudes, every street crossing the whole grid, a block between each pair
 * of neighbouring streets and one park. Every seeded point of a city therefore lies inside its grid, and a route from
 * one point of a grid to another runs along its streets. Geometry is GeoJSON: positions are [longitude, latitude].
 */
import type { BaseMap, BaseMapFeature, GeoLineString, GeoPolygon, GeoPosition, ShopDeliveryZone } from '@market/contract';
import type { Ctx } from '../context.ts';
import { CITIES, DEFAULT_POSITION, DC_LETTER_STREETS, dcNumberedStreetLng, DC_NUMBERED_STREETS, ordinal, type CityKey } from '../db/seed-data.ts';
import { distanceKm, type Point } from '../lib/geo.ts';
import { notFound } from '../lib/errors.ts';

/** Streets per direction at most, so the whole map stays small; streets are never closer than MIN_SPACING_KM. */
const MAX_STREETS = 16;
const MIN_SPACING_KM = 0.3;
const PAD_KM = 0.5;
const KM_PER_DEG_LAT = 111.32;
/** A block keeps this share of its cell on each side for the streets around it. */
const BLOCK_INSET = 0.12;

/** One city's grid: the latitudes of its east–west streets and the longitudes of its north–south streets, ascending. */
export interface CityGrid {
  city: CityKey;
  lats: number[];
  lngs: number[];
}

const round5 = (n: number): number => Math.round(n * 1e5) / 1e5;
const pos = (lat: number, lng: number): GeoPosition => [round5(lng), round5(lat)];

/** The city whose centre is nearest the point. */
export function nearestCity(p: Point): CityKey {
  let best: CityKey = 'dc';
  for (const key of Object.keys(CITIES) as CityKey[]) {
    if (distanceKm(p, CITIES[key].center) < distanceKm(p, CITIES[best].center)) best = key;
  }
  return best;
}

/** Lines at `origin + k·step` covering [lo, hi]. */
function lines(origin: number, step: number, lo: number, hi: number): number[] {
  const out: number[] = [];
  for (let k = Math.floor((lo - origin) / step); origin + k * step <= hi + 1e-9; k++) out.push(Math.round((origin + k * step) * 1e6) / 1e6);
  return out;
}

/** The grids of the cities that have seeded points: the points grouped by their nearest city centre. */
export function cityGrids(points: readonly Point[]): CityGrid[] {
  const byCity = new Map<CityKey, Point[]>();
  for (const key of Object.keys(CITIES) as CityKey[]) byCity.set(key, [CITIES[key].center]);
  for (const p of points) byCity.get(nearestCity(p))!.push(p);
  return [...byCity].map(([city, pts]) => {
    const center = CITIES[city].center;
    const kmPerDegLng = KM_PER_DEG_LAT * Math.cos((center[0] * Math.PI) / 180);
    const padLat = PAD_KM / KM_PER_DEG_LAT;
    const padLng = PAD_KM / kmPerDegLng;
    const south = Math.min(...pts.map((p) => p[0])) - padLat;
    const north = Math.max(...pts.map((p) => p[0])) + padLat;
    const west = Math.min(...pts.map((p) => p[1])) - padLng;
    const east = Math.max(...pts.map((p) => p[1])) + padLng;
    const extentKm = Math.max((north - south) * KM_PER_DEG_LAT, (east - west) * kmPerDegLng);
    const spacingKm = Math.max(MIN_SPACING_KM, extentKm / (MAX_STREETS - 2));
    // Streets are aligned on the city centre, and one more beyond each padded edge, so every point is inside a block.
    const stepLat = spacingKm / KM_PER_DEG_LAT;
    const stepLng = spacingKm / kmPerDegLng;
    return { city, lats: lines(center[0], stepLat, south - stepLat, north + stepLat), lngs: lines(center[1], stepLng, west - stepLng, east + stepLng) };
  });
}

/** Washington's streets keep the gazetteer's names where one runs within 100 m; the others are numbered. */
function streetNames(grid: CityGrid): { lat: string[]; lng: string[] } {
  const n = (i: number) => ordinal(i + 1);
  switch (grid.city) {
    case 'dc':
      return {
        lat: grid.lats.map((lat, i) => DC_LETTER_STREETS.find(([, l]) => Math.abs(l - lat) < 0.0009)?.[0] ?? `${n(i)} Avenue NW`),
        lng: grid.lngs.map((lng, i) => {
          const s = Math.round((-77.0125 - lng) / 0.0016) + 1;
          return s >= 1 && s <= DC_NUMBERED_STREETS && Math.abs(dcNumberedStreetLng(s) - lng) < 0.0012 ? `${ordinal(s)} St NW` : `${n(grid.lngs.length - 1 - i)} Place NW`;
        }),
      };
    case 'nyc':
      return { lat: grid.lats.map((_, i) => `W ${n(i)} St`), lng: grid.lngs.map((_, i) => `${n(grid.lngs.length - 1 - i)} Ave`) };
    case 'paris':
      return { lat: grid.lats.map((_, i) => `Rue ${i + 1}`), lng: grid.lngs.map((_, i) => `Avenue ${i + 1}`) };
    case 'dubai':
      return { lat: grid.lats.map((_, i) => `${n(i)} Street`), lng: grid.lngs.map((_, i) => `Road ${i + 1}`) };
  }
}

const PARK_NAMES: Record<CityKey, string> = { dc: 'Logan Park', nyc: 'Madison Park', paris: 'Jardin du Centre', dubai: 'Al Safa Park' };

/** The features of one city: its streets, its blocks, and its park (the block north-east of the centre's). */
export function gridFeatures(grid: CityGrid): BaseMapFeature[] {
  const { lats, lngs } = grid;
  const names = streetNames(grid);
  const west = lngs[0]!, east = lngs.at(-1)!, south = lats[0]!, north = lats.at(-1)!;
  const features: BaseMapFeature[] = [];
  lats.forEach((lat, i) => features.push(street(names.lat[i]!, [pos(lat, west), pos(lat, east)])));
  lngs.forEach((lng, i) => features.push(street(names.lng[i]!, [pos(south, lng), pos(north, lng)])));
  const center = CITIES[grid.city].center;
  const parkRow = Math.min(lats.filter((l) => l <= center[0]).length, lats.length - 2);
  const parkCol = Math.min(lngs.filter((l) => l <= center[1]).length, lngs.length - 2);
  for (let r = 0; r < lats.length - 1; r++) {
    for (let c = 0; c < lngs.length - 1; c++) {
      const park = r === parkRow && c === parkCol;
      features.push({ type: 'Feature', geometry: cell(lats[r]!, lats[r + 1]!, lngs[c]!, lngs[c + 1]!), properties: park ? { kind: 'park', name: PARK_NAMES[grid.city] } : { kind: 'block' } });
    }
  }
  return features;
}

function street(name: string, coordinates: GeoPosition[]): BaseMapFeature {
  return { type: 'Feature', geometry: { type: 'LineString', coordinates }, properties: { kind: 'street', name } };
}

function cell(s: number, n: number, w: number, e: number): GeoPolygon {
  const dy = (n - s) * BLOCK_INSET;
  const dx = (e - w) * BLOCK_INSET;
  const [S, N, W, E] = [s + dy, n - dy, w + dx, e - dx];
  return { type: 'Polygon', coordinates: [[pos(S, W), pos(S, E), pos(N, E), pos(N, W), pos(S, W)]] };
}

/** The seed's points the map must cover: approved shops, their branches and the gazetteer's places. */
function seededPoints(ctx: Ctx): Point[] {
  return ctx.db
    .all<{ latitude: number; longitude: number }>(
      `SELECT latitude, longitude FROM shops WHERE status = 'approved' UNION ALL SELECT latitude, longitude FROM branches
       UNION ALL SELECT latitude, longitude FROM places`,
    )
    .map((r) => [r.latitude, r.longitude]);
}

const SEED_TABLES = ['shops', 'branches', 'places'] as const;
let kept: { db: Ctx['db']; stamp: number; grids: CityGrid[]; map: BaseMap } | null = null;

/** The grids of the demo cities, kept until the shops, branches or places change. */
export function grids(ctx: Ctx): CityGrid[] {
  return baseMapState(ctx).grids;
}

function baseMapState(ctx: Ctx): NonNullable<typeof kept> {
  const stamp = ctx.db.stamp(SEED_TABLES);
  if (kept?.db !== ctx.db || kept.stamp !== stamp) {
    const gs = cityGrids(seededPoints(ctx));
    const features = gs.flatMap(gridFeatures);
    const bbox: BaseMap['bbox'] = [
      Math.min(...gs.map((g) => g.lngs[0]!)), Math.min(...gs.map((g) => g.lats[0]!)),
      Math.max(...gs.map((g) => g.lngs.at(-1)!)), Math.max(...gs.map((g) => g.lats.at(-1)!)),
    ].map(round5) as BaseMap['bbox'];
    kept = { db: ctx.db, stamp, grids: gs, map: { bbox, center: { latitude: DEFAULT_POSITION[0], longitude: DEFAULT_POSITION[1] }, features } };
  }
  return kept;
}

/**
 * rest/map/base: every city's streets, blocks and park; `bbox` spans all of them (the cities are far apart: a map
 * starts at `center`, the default map position, or at its own point, and does not fit itself to the box).
 */
export function baseMap(ctx: Ctx): BaseMap {
  return baseMapState(ctx).map;
}

/** The outline of a delivery zone ([lat, lng] points) as a closed GeoJSON ring. */
export function zonePolygon(zone: readonly Point[]): GeoPolygon {
  const ring = zone.map(([lat, lng]) => [lng, lat] as GeoPosition);
  return { type: 'Polygon', coordinates: [[...ring, ring[0]!]] };
}

/** rest/shop/{id}/delivery-zone: the approved shop's point and the zone the distance check uses; 404 without one. */
export function shopDeliveryZone(ctx: Ctx, shopId: number): ShopDeliveryZone {
  const shop = ctx.db.get<{ id: number; latitude: number; longitude: number }>("SELECT id, latitude, longitude FROM shops WHERE id = ? AND status = 'approved'", [shopId]);
  const zone = shop && ctx.zones().get(shop.id);
  if (!shop || !zone || zone.length < 3) throw notFound();
  return { shop_id: shop.id, location: { latitude: shop.latitude, longitude: shop.longitude }, zone: zonePolygon(zone) };
}

/** The streets between two values, nearest `from` first. */
const between = (values: readonly number[], from: number, to: number): number[] =>
  values.filter((v) => v >= Math.min(from, to) && v <= Math.max(from, to)).sort((a, b) => Math.abs(a - from) - Math.abs(b - from));

/**
 * The route from `from` to `to` along the grid's streets: out of the door to the first east–west street towards the
 * destination, along it to the north–south street nearest the destination, along that to the destination's latitude,
 * and to the door. Every leg goes towards the destination (never away in latitude or longitude), so each point of
 * the route is no farther from it than the one before. Without a grid holding both points: a straight line.
 */
export function streetRoute(grid: CityGrid | undefined, from: Point, to: Point): GeoLineString {
  const pts: Point[] = [from];
  const inside = (p: Point) => grid && p[0] >= grid.lats[0]! && p[0] <= grid.lats.at(-1)! && p[1] >= grid.lngs[0]! && p[1] <= grid.lngs.at(-1)!;
  if (grid && inside(from) && inside(to)) {
    const lat = between(grid.lats, from[0], to[0])[0];
    const lng = between(grid.lngs, to[1], from[1])[0];
    if (lat !== undefined) pts.push([lat, from[1]]);
    if (lat !== undefined && lng !== undefined) pts.push([lat, lng], [to[0], lng]);
    else if (lat !== undefined) pts.push([lat, to[1]]);
    else if (lng !== undefined) pts.push([from[0], lng], [to[0], lng]);
  }
  // No street between (the same block) or off the grid: straight out of the door along one axis, then the other,
  // never across the block.
  if (pts.length === 1) pts.push([from[0], to[1]]);
  pts.push(to);
  // A corner on the door's own street (or a door on a corner) adds no leg: points within a few centimetres go.
  const kept = pts.filter((p, i) => i === 0 || i === pts.length - 1 || Math.abs(p[0] - pts[i - 1]![0]) + Math.abs(p[1] - pts[i - 1]![1]) > 1e-6);
  const last = kept.length - 1;
  if (kept.length > 2 && Math.abs(kept[last]![0] - kept[last - 1]![0]) + Math.abs(kept[last]![1] - kept[last - 1]![1]) <= 1e-6) kept.splice(last - 1, 1);
  return { type: 'LineString', coordinates: kept.map(([lat, lng]) => [lng, lat] as GeoPosition) };
}

/** The grid of the city nearest a point. */
export function gridFor(ctx: Ctx, p: Point): CityGrid | undefined {
  const city = nearestCity(p);
  return grids(ctx).find((g) => g.city === city);
}
