import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { afterFirstPaint, Alert, theme } from '@market/ui';
import type { MapViewProps } from './types.ts';

export * from './types.ts';

/** The map's code: its own chunk (and Leaflet's stylesheet with it), asked for only where a map shows. */
const MapView = lazy(() => import('@market/map').then((map) => map.loadMapView()));

/** While the map's code loads: a block the size of the map, so nothing below it moves. */
function MapSkeleton({ height, label }: { height: number; label: string }) {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  return (
    <div role="status" aria-label={`${label}: ${t('loading')}`} style={{ blockSize: height, borderRadius: token.borderRadiusLG, background: token.colorFillTertiary }} />
  );
}

/** The map could not start (its code refused or unreachable): a note where it would be, and the facts in text. */
function MapUnavailable({ description }: { description?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div data-testid="map-unavailable">
      <Alert type="info" showIcon title={t('map.unavailable')} />
      {description}
    </div>
  );
}

class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The map for a page: loads only after the page's first paint, shows a skeleton the map's size meanwhile, and a
 * static note (never a blank area) when the map cannot start.
 */
export function LazyMap(props: MapViewProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => afterFirstPaint(() => setReady(true), 500), []);
  const height = props.height ?? 240;
  const skeleton = <MapSkeleton height={height} label={props.label} />;
  return (
    <MapBoundary fallback={<MapUnavailable description={props.description} />}>
      {ready ? <Suspense fallback={skeleton}><MapView {...props} /></Suspense> : skeleton}
    </MapBoundary>
  );
}
