import type { Polygon } from 'geojson';
import type { MapPoint } from '../types.ts';

/**
 * Whether a point lies inside a GeoJSON polygon: inside its outline and outside each of its holes (ray casting; a
 * point exactly on an edge may fall either way).
 */
export function pointInPolygon(point: MapPoint, polygon: Polygon): boolean {
  const [outline, ...holes] = polygon.coordinates;
  if (!outline || !inRing(point, outline)) return false;
  return !holes.some((hole) => inRing(point, hole));
}

function inRing({ latitude: y, longitude: x }: MapPoint, ring: number[][]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi! > y !== yj! > y && x < ((xj! - xi!) * (y - yi!)) / (yj! - yi!) + xi!) inside = !inside;
  }
  return inside;
}

/** Where a point is against a delivery zone: no zone known (or no point) says nothing. */
export type ZoneVerdict = 'inside' | 'outside' | 'unknown';

export function zoneVerdict(point: MapPoint | null, zone: Polygon | null | undefined): ZoneVerdict {
  if (!point || !zone) return 'unknown';
  return pointInPolygon(point, zone) ? 'inside' : 'outside';
}

/**
 * The point picker: a point and the address text that goes with it. The text is the shopper's (typed) or the
 * geocoder's (a pin move); a failed lookup never takes the typed text away.
 * - `idle`: nothing asked; `looking`: a reverse lookup for the point is on its way;
 * - `found`: the text is the geocoder's address for the point; `not-found`: the geocoder knows no address there;
 * - `failed`: the geocoder could not be reached: the text stays as it was, and the lookup can be retried.
 */
export type LookupState = 'idle' | 'looking' | 'found' | 'not-found' | 'failed';

export interface PickerState {
  point: MapPoint | null;
  text: string;
  lookup: LookupState;
  /** The latest change's number: an answer for an earlier one is dropped. */
  request: number;
}

export type PickerEvent =
  | { type: 'started'; request: number; point: MapPoint | null; text: string }
  | { type: 'pinMoved'; request: number; point: MapPoint }
  | { type: 'lookupFound'; request: number; text: string }
  | { type: 'lookupNotFound'; request: number }
  | { type: 'lookupFailed'; request: number }
  | { type: 'typed'; request: number; text: string }
  | { type: 'matchChosen'; request: number; point: MapPoint; text: string };

export const initialPicker = (point: MapPoint | null = null, text = ''): PickerState => ({ point, text, lookup: 'idle', request: 0 });

/** The text a "not found" answer puts in the field (translated where shown, as the spec's catalogue text). */
export const NOT_FOUND_TEXT = 'not found';

export function pickerReducer(state: PickerState, event: PickerEvent): PickerState {
  switch (event.type) {
    case 'started':
      return { ...initialPicker(event.point, event.text), request: event.request };
    case 'pinMoved':
      return { ...state, point: event.point, lookup: 'looking', request: event.request };
    case 'lookupFound':
      return event.request === state.request ? { ...state, text: event.text, lookup: 'found' } : state;
    case 'lookupNotFound':
      return event.request === state.request ? { ...state, text: '', lookup: 'not-found' } : state;
    case 'lookupFailed':
      return event.request === state.request ? { ...state, lookup: 'failed' } : state;
    case 'typed':
      // Typing keeps the point until a match is chosen; an answer still on its way for the pin no longer applies.
      return { ...state, text: event.text, lookup: 'idle', request: event.request };
    case 'matchChosen':
      return { ...state, point: event.point, text: event.text, lookup: 'found', request: event.request };
  }
}
