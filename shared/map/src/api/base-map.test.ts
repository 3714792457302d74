import type { BaseMapFeature } from '@market/contract';
import { featuresWithin } from './base-map.ts';

const street = (name: string, from: [number, number], to: [number, number]): BaseMapFeature => ({
  type: 'Feature',
  geometry: { type: 'LineString', coordinates: [from, to] },
  properties: { kind: 'street', name },
});
/** About 2 km around the spec's default position. */
const view = { south: 38.9, west: -77.05, north: 38.92, east: -77.02 };

describe('the base layer drawn around the view', () => {
  it('keeps what meets the view and leaves out the rest of the city and the other cities', () => {
    const features = [
      street('K St NW', [-77.04, 38.902], [-77.03, 38.902]),
      // Crosses the view with both ends outside it.
      street('Long Road', [-77.1, 38.91], [-76.9, 38.91]),
      // Same city, outside the view.
      street('Far St', [-76.95, 38.95], [-76.94, 38.96]),
      street('Broadway', [-73.99, 40.75], [-73.98, 40.76]),
      street('Rue de Rivoli', [2.34, 48.86], [2.35, 48.86]),
    ];
    expect(featuresWithin(features, view).map((f) => f.properties.name)).toEqual(['K St NW', 'Long Road']);
  });

  it('reads polygons and points by their extent too', () => {
    const around: BaseMapFeature = {
      type: 'Feature',
      // A park larger than the view: no corner inside it, still on screen.
      geometry: { type: 'Polygon', coordinates: [[[-77.2, 38.8], [-76.9, 38.8], [-76.9, 39], [-77.2, 38.8]]] },
      properties: { kind: 'park' },
    };
    const inside: BaseMapFeature = { type: 'Feature', geometry: { type: 'Point', coordinates: [-77.03, 38.91] }, properties: { kind: 'park' } };
    const far: BaseMapFeature = { type: 'Feature', geometry: { type: 'Point', coordinates: [55.27, 25.2] }, properties: { kind: 'park' } };
    expect(featuresWithin([around, inside, far], view)).toEqual([around, inside]);
  });

  it('draws more once the view moves: a feature left out comes in when the view reaches it', () => {
    const far = street('Far St', [-76.95, 38.95], [-76.94, 38.96]);
    expect(featuresWithin([far], view)).toEqual([]);
    expect(featuresWithin([far], { south: 38.94, west: -76.96, north: 38.97, east: -76.93 })).toEqual([far]);
  });
});
