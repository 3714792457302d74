/**
 * @market/map: the map component, on Leaflet. Heavy: pages load it through `LazyMap` (`@market/map/lazy`) only,
 * never with a first load. The default export is what that lazy boundary renders.
 */
export { MapView, MapView as default, PAN_STEP_PX, PIN_STEP_PX } from './map-view.tsx';
export { baseMapQuery, type BaseMapData } from './api/base-map.ts';
export * from './types.ts';
