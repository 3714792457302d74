/** [latitude, longitude] */
export type Point = [number, number];

const R = 6371;
const rad = (d: number): number => (d * Math.PI) / 180;

/** Great-circle distance in km. */
export function distanceKm(a: Point, b: Point): number {
  const dLat = rad(b[0] - a[0]);
  const dLng = rad(b[1] - a[1]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
}

/**
 * Ray casting; the polygon's points are [lat, lng]. Read by index, not destructured: a shop list tests every shop's
 * zone for each request, and destructuring made an iterator per point (about 40 KB of garbage a request).
 */
export function inPolygon(p: Point, polygon: readonly Point[]): boolean {
  const y = p[0];
  const x = p[1];
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    const yi = a[0];
    const yj = b[0];
    if (yi > y !== yj > y && x < ((b[1] - a[1]) * (y - yi)) / (yj - yi) + a[1]) inside = !inside;
  }
  return inside;
}

/** A regular polygon of `sides` points around a centre, `km` away (a delivery zone). */
export function circlePolygon(center: Point, km: number, sides = 8): Point[] {
  const dLat = km / 111.32;
  const dLng = km / (111.32 * Math.cos(rad(center[0])));
  return Array.from({ length: sides }, (_, i) => {
    const a = (2 * Math.PI * i) / sides;
    return [round6(center[0] + dLat * Math.sin(a)), round6(center[1] + dLng * Math.cos(a))] as Point;
  });
}

/** A point `km` away along a bearing in degrees (0 = north). */
export function offset(center: Point, km: number, bearing: number): Point {
  const a = rad(bearing);
  return [
    round6(center[0] + (km / 111.32) * Math.cos(a)),
    round6(center[1] + (km / (111.32 * Math.cos(rad(center[0])))) * Math.sin(a)),
  ];
}

export const round6 = (n: number): number => Math.round(n * 1e6) / 1e6;
export const round2 = (n: number): number => Math.round((n + Number.EPSILON) * 100) / 100;
