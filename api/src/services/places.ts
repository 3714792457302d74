/** Geocoding from the local gazetteer (the places table): the address at a point, and places by words. */
import type { GeocodeResult } from '@market/contract';
import type { Ctx } from '../context.ts';
import { HttpError } from '../lib/errors.ts';
import { distanceKm, type Point } from '../lib/geo.ts';

interface PlaceRow { id: number; address: string; city: string; country: string; latitude: number; longitude: number }

/** The nearest place within 1.5 km of the point, else 404. */
export function placeAt(ctx: Ctx, at: Point): GeocodeResult {
  const rows = ctx.db.all<PlaceRow>('SELECT * FROM places WHERE latitude BETWEEN ? AND ? AND longitude BETWEEN ? AND ?', [
    at[0] - 0.03, at[0] + 0.03, at[1] - 0.04, at[1] + 0.04,
  ]);
  let best: PlaceRow | undefined;
  let bestKm = 1.5;
  for (const r of rows) {
    const km = distanceKm(at, [r.latitude, r.longitude]);
    if (km <= bestKm) [best, bestKm] = [r, km];
  }
  if (!best) throw new HttpError(404, 'not found');
  return place(best);
}

/** The ten places that match a full-text query best (`fts`, from ftsQuery). */
export function placesMatching(ctx: Ctx, fts: string): GeocodeResult[] {
  const rows = ctx.db.all<PlaceRow>(
    `SELECT p.* FROM search_index s JOIN places p ON p.id = s.ref_id WHERE search_index MATCH ? AND s.kind = 'place' ORDER BY rank LIMIT 10`,
    [fts],
  );
  return rows.map(place);
}

function place(r: PlaceRow): GeocodeResult {
  return { address: r.address, location: { latitude: r.latitude, longitude: r.longitude }, city: r.city, country: r.country };
}
