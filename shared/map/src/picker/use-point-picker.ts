import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { GeocodeResult } from '@market/contract';
import { SEARCH_DEBOUNCE_MS, useDebouncedCallback } from '@market/ui';
import { reverseGeocodePoint, searchAddressMatches } from '../api/geocode.ts';
import { DEFAULT_MAP_POSITION, type MapPoint } from '../types.ts';
import { initialPicker, pickerReducer, type PickerState } from './model.ts';

/** The fewest typed characters that ask the geocoder for matches. */
export const MATCH_MIN_CHARS = 3;

export interface PointPicker {
  state: PickerState;
  /** The pin was dragged, the map tapped, or the pin moved with the keyboard: look the address up. */
  movePin(point: MapPoint): void;
  /** The shopper typed: the text is theirs, and matches are asked for. */
  type(text: string): void;
  /** A match was chosen: its point and text. */
  chooseMatch(match: GeocodeResult): void;
  /** Look the current point up again (after a failure). */
  retry(): void;
  /** Put the picker back to a point and text (an address opened for editing). */
  start(point: MapPoint | null, text: string): void;
  matches: GeocodeResult[];
  /** The last search for matches failed: the typed text stays, with a retry. */
  searchFailed: boolean;
  retrySearch(): void;
}

/** The point picker's state machine (model.ts) with its calls: reverse geocoding for a pin, matches for text. */
export function usePointPicker(point: MapPoint | null = null, text = ''): PointPicker {
  const [state, dispatch] = useReducer(pickerReducer, undefined, () => initialPicker(point, text));
  const [matches, setMatches] = useState<GeocodeResult[]>([]);
  const [searchFailed, setSearchFailed] = useState(false);
  // Each change gets a number; a lookup's answer applies only while its change is the latest.
  const seq = useRef(0);

  const lookUp = useCallback((at: MapPoint, id: number) => {
    reverseGeocodePoint(at).then(
      (found) => dispatch(found ? { type: 'lookupFound', request: id, text: found } : { type: 'lookupNotFound', request: id }),
      () => dispatch({ type: 'lookupFailed', request: id }),
    );
  }, []);

  const movePin = useCallback(
    (at: MapPoint) => {
      const id = ++seq.current;
      dispatch({ type: 'pinMoved', request: id, point: at });
      lookUp(at, id);
    },
    [lookUp],
  );

  const findMatches = useDebouncedCallback((q: string) => {
    searchAddressMatches(q).then(
      (rows) => {
        setMatches(rows);
        setSearchFailed(false);
      },
      () => {
        setMatches([]);
        setSearchFailed(true);
      },
    );
  }, SEARCH_DEBOUNCE_MS);

  const type = useCallback(
    (typed: string) => {
      dispatch({ type: 'typed', request: ++seq.current, text: typed });
      const q = typed.trim();
      if (q.length >= MATCH_MIN_CHARS) findMatches(q);
      else {
        findMatches.cancel();
        setMatches([]);
        setSearchFailed(false);
      }
    },
    [findMatches],
  );

  const chooseMatch = useCallback((match: GeocodeResult) => {
    dispatch({ type: 'matchChosen', request: ++seq.current, point: { latitude: match.location.latitude, longitude: match.location.longitude }, text: match.address });
  }, []);

  const retry = useCallback(() => {
    if (state.point) movePin(state.point);
  }, [state.point, movePin]);

  const retrySearch = useCallback(() => {
    const q = state.text.trim();
    if (q.length >= MATCH_MIN_CHARS) findMatches(q);
  }, [state.text, findMatches]);

  const start = useCallback((at: MapPoint | null, startText: string) => {
    setMatches([]);
    setSearchFailed(false);
    dispatch({ type: 'started', request: ++seq.current, point: at, text: startText });
  }, []);

  return { state, movePin, type, chooseMatch, retry, start, matches, searchFailed, retrySearch };
}

/** How long the device may take to give its position before the map starts at the default one. */
export const GEOLOCATION_TIMEOUT_MS = 8000;

export type StartSource = 'point' | 'device' | 'default' | 'locating';

export interface StartPosition {
  center: MapPoint;
  source: StartSource;
  /** The device refused, has no position, or took too long: the map is at the default position. */
  refused: boolean;
}

/**
 * Where a map starts: the address's point; else the device's position when the shopper grants it; else the spec's
 * default position (also when the device refuses or times out, which `refused` says).
 */
export function useStartPosition(point: MapPoint | null, active = true, timeoutMs = GEOLOCATION_TIMEOUT_MS): StartPosition {
  const [device, setDevice] = useState<{ at: MapPoint | null; refused: boolean; done: boolean }>({ at: null, refused: false, done: false });
  const wanted = active && !point;
  useEffect(() => {
    if (!wanted || device.done) return;
    const geo = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geo) {
      setDevice({ at: null, refused: true, done: true });
      return;
    }
    let live = true;
    geo.getCurrentPosition(
      (p) => live && setDevice({ at: { latitude: p.coords.latitude, longitude: p.coords.longitude }, refused: false, done: true }),
      () => live && setDevice({ at: null, refused: true, done: true }),
      { timeout: timeoutMs, maximumAge: 600_000 },
    );
    return () => {
      live = false;
    };
  }, [wanted, device.done, timeoutMs]);
  if (point) return { center: point, source: 'point', refused: false };
  if (device.at) return { center: device.at, source: 'device', refused: false };
  return { center: DEFAULT_MAP_POSITION, source: device.done ? 'default' : 'locating', refused: device.refused };
}
