import fc from 'fast-check';
import type { Polygon } from 'geojson';
import { initialPicker, pickerReducer, pointInPolygon, zoneVerdict, type PickerEvent, type PickerState } from './model.ts';

/** A square zone around Dupont Circle, with a square hole in its middle. */
const square = (w: number, s: number, e: number, n: number): number[][] => [[w, s], [e, s], [e, n], [w, n], [w, s]];
const ZONE: Polygon = { type: 'Polygon', coordinates: [square(-77.05, 38.9, -77.03, 38.92)] };
const HOLED: Polygon = { type: 'Polygon', coordinates: [square(-77.05, 38.9, -77.03, 38.92), square(-77.045, 38.905, -77.035, 38.915)] };
const at = (latitude: number, longitude: number) => ({ latitude, longitude });

describe('the delivery zone rule', () => {
  it('a point inside the outline is inside, one outside it or in a hole is outside', () => {
    expect(zoneVerdict(at(38.91, -77.04), ZONE)).toBe('inside');
    expect(zoneVerdict(at(38.93, -77.04), ZONE)).toBe('outside');
    expect(zoneVerdict(at(38.91, -77.02), ZONE)).toBe('outside');
    expect(zoneVerdict(at(38.91, -77.04), HOLED)).toBe('outside');
    expect(zoneVerdict(at(38.902, -77.048), HOLED)).toBe('inside');
  });

  it('says nothing without a point or a zone', () => {
    expect(zoneVerdict(null, ZONE)).toBe('unknown');
    expect(zoneVerdict(at(38.91, -77.04), null)).toBe('unknown');
  });

  it('any point of a rectangle is inside it exactly when it is within its bounds', () => {
    // Corners on a grid of thousandths, points half a step off it: never on an edge.
    const grid = fc.integer({ min: -1000, max: 1000 });
    fc.assert(
      fc.property(grid, grid, grid, grid, grid, grid, (a, b, c, d, y, x) => {
        fc.pre(a !== b && c !== d);
        const [w, e] = [Math.min(a, b) / 1000, Math.max(a, b) / 1000];
        const [s, n] = [Math.min(c, d) / 1000, Math.max(c, d) / 1000];
        const [lat, lng] = [(y + 0.5) / 1000, (x + 0.5) / 1000];
        const inBounds = lat > s && lat < n && lng > w && lng < e;
        return pointInPolygon(at(lat, lng), { type: 'Polygon', coordinates: [square(w, s, e, n)] }) === inBounds;
      }),
    );
  });
});

describe('the pin and geocoding model', () => {
  const run = (events: PickerEvent[], from: PickerState = initialPicker()) => events.reduce(pickerReducer, from);

  it('a pin move looks the address up, and the answer fills the text', () => {
    const moved = run([{ type: 'pinMoved', request: 1, point: at(38.91, -77.04) }]);
    expect(moved).toMatchObject({ point: at(38.91, -77.04), lookup: 'looking' });
    expect(run([{ type: 'lookupFound', request: 1, text: '1500 Connecticut Ave NW' }], moved)).toMatchObject({
      point: at(38.91, -77.04),
      text: '1500 Connecticut Ave NW',
      lookup: 'found',
    });
  });

  it('an address the geocoder does not know leaves the field empty and says not found', () => {
    const state = run([
      { type: 'typed', request: 1, text: 'old text' },
      { type: 'pinMoved', request: 2, point: at(38.91, -77.04) },
      { type: 'lookupNotFound', request: 2 },
    ]);
    expect(state).toMatchObject({ text: '', lookup: 'not-found' });
  });

  it('a failed lookup keeps the typed text, and marks the lookup failed', () => {
    const state = run([
      { type: 'typed', request: 1, text: '1500 Connecticut' },
      { type: 'pinMoved', request: 2, point: at(38.91, -77.04) },
      { type: 'lookupFailed', request: 2 },
    ]);
    expect(state).toMatchObject({ text: '1500 Connecticut', lookup: 'failed', point: at(38.91, -77.04) });
  });

  it('an answer for an earlier move, or one that arrives after typing, changes nothing', () => {
    const moved = run([
      { type: 'pinMoved', request: 1, point: at(38.91, -77.04) },
      { type: 'pinMoved', request: 2, point: at(38.92, -77.05) },
    ]);
    expect(run([{ type: 'lookupFound', request: 1, text: 'stale' }], moved)).toEqual(moved);
    const typed = run([{ type: 'typed', request: 3, text: 'mine' }], moved);
    expect(run([{ type: 'lookupFound', request: 2, text: 'late' }], typed).text).toBe('mine');
  });

  it('a chosen match moves the pin and sets the text', () => {
    expect(run([{ type: 'matchChosen', request: 1, point: at(38.9, -77.03), text: '1400 14th St NW' }])).toMatchObject({
      point: at(38.9, -77.03),
      text: '1400 14th St NW',
      lookup: 'found',
    });
  });

  it('whatever the order of events, the text is only ever typed, found, or emptied by not found', () => {
    const texts = ['typed a', 'typed b'];
    const found = ['found a', 'found b'];
    const event = fc.oneof(
      fc.record({ type: fc.constant('typed' as const), text: fc.constantFrom(...texts) }),
      fc.record({ type: fc.constant('pinMoved' as const), point: fc.constant(at(38.91, -77.04)) }),
      fc.record({ type: fc.constant('lookupFound' as const), back: fc.nat(3), text: fc.constantFrom(...found) }),
      fc.record({ type: fc.constant('lookupFailed' as const), back: fc.nat(3) }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let state = initialPicker();
        let seq = 0;
        let lastTextBeforeFailure = state.text;
        for (const e of events) {
          if (e.type === 'typed' || e.type === 'pinMoved') state = pickerReducer(state, { ...e, request: ++seq } as PickerEvent);
          else {
            lastTextBeforeFailure = state.text;
            state = pickerReducer(state, { ...e, request: seq - e.back } as PickerEvent);
            // A failure never changes the text.
            if (e.type === 'lookupFailed') expect(state.text).toBe(lastTextBeforeFailure);
          }
          expect(['', ...texts, ...found]).toContain(state.text);
        }
      }),
    );
  });
});
