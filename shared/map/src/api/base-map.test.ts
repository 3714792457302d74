import type { BaseMapFeature } from '@market/contract';
import { featuresNear, NEAR_DEGREES } from './base-map.ts';

const street = (name: string, from: [number, number], to: [number, number]): BaseMapFeature => ({
  type: 'Feature',
  geometry: { type: 'LineString', coordinates: [from, to] },
  properties: { kind: 'street', name },
});
const washington = { latitude: 38.9120424, longitude: -77.035308 };

describe('the base layer drawn around the centre', () => {
  it('keeps the city the map shows and leaves out the others', () => {
    const features = [
      street('K St NW', [-77.04, 38.902], [-77.02, 38.902]),
      // Crosses the window's edge: one end inside is enough.
      street('Long Road', [-77.035 + NEAR_DEGREES * 0.9 * 1.28, 38.91], [-76.5, 38.91]),
      street('Broadway', [-73.99, 40.75], [-73.98, 40.76]),
      street('Rue de Rivoli', [2.34, 48.86], [2.35, 48.86]),
    ];
    expect(featuresNear(features, washington).map((f) => f.properties.name)).toEqual(['K St NW', 'Long Road']);
  });

  it('reads polygons and points by their positions too', () => {
    const block: BaseMapFeature = {
      type: 'Feature',
      geometry: { type: 'Polygon', coordinates: [[[-77.03, 38.91], [-77.02, 38.91], [-77.02, 38.92], [-77.03, 38.91]]] },
      properties: { kind: 'block' },
    };
    const far: BaseMapFeature = { type: 'Feature', geometry: { type: 'Point', coordinates: [55.27, 25.2] }, properties: { kind: 'park' } };
    expect(featuresNear([block, far], washington)).toEqual([block]);
  });
});
