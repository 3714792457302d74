import type { ReactNode } from 'react';
import type { LineString, Polygon } from 'geojson';

/** A point as the API's shapes carry one. */
export interface MapPoint {
  latitude: number;
  longitude: number;
}

/** The spec's default map position: where a map starts with no point and no position from the device. */
export const DEFAULT_MAP_POSITION: MapPoint = { latitude: 38.9120424, longitude: -77.035308 };

export type MarkerKind = 'shop' | 'courier' | 'destination' | 'origin';

export interface MapMarker {
  id: string;
  point: MapPoint;
  label: string;
  kind: MarkerKind;
  /** A position that may be out of date (the live channel is down): drawn faded. */
  stale?: boolean;
}

export interface MapPin {
  point: MapPoint;
  label: string;
  draggable?: boolean;
  onMove?(point: MapPoint): void;
}

export interface MapZone {
  id: string;
  polygon: Polygon;
  label: string;
}

export interface MapViewProps {
  /** The map region's accessible name (translated). */
  label: string;
  center: MapPoint;
  /** Default 15. */
  zoom?: number;
  pin?: MapPin;
  markers?: MapMarker[];
  zones?: MapZone[];
  route?: LineString;
  /** A tap or click on the map, or Enter on the focused map (its centre). */
  onPick?(point: MapPoint): void;
  /** CSS px; default 240. */
  height?: number;
  /** The facts the map shows, said in text (rendered under the map). */
  description?: ReactNode;
}

export type { LineString, Polygon };
