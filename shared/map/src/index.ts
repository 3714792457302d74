import { yieldToMain } from '@market/ui';
import type { MapView } from './map-view.tsx';

/**
 * @market/map: the map component, on Leaflet. Heavy: pages load it through `LazyMap` (`@market/map/lazy`) only,
 * never with a first load.
 */

/**
 * The map component, for the lazy boundary. Leaflet's module runs in a task of its own, the map's module in the next:
 * the two ran as one long task when an order's map opened (on a phone, one task over 50 ms on the page's busiest
 * stretch). Both stay in this chunk (eager imports): no extra request.
 */
export async function loadMapView(): Promise<{ default: typeof MapView }> {
  await import(/* webpackMode: "eager" */ 'leaflet');
  await yieldToMain();
  const view = await import(/* webpackMode: "eager" */ './map-view.tsx');
  return { default: view.MapView };
}

export { baseMapQuery, type BaseMapData } from './api/base-map.ts';
export * from './types.ts';
