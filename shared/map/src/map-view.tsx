import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './map.css';
import { getRuntimeConfig } from '@market/http';
import { afterNextPaint, Button, Flex, MinusOutlined, PlusOutlined, theme, Typography, useMediaQuery, useTokenValues, yieldToMain } from '@market/ui';
import { baseMapQuery, featuresWithin, type BaseFeatureKind } from './api/base-map.ts';
import type { MapMarker, MapPoint, MapViewProps } from './types.ts';

/** How far one arrow key pans the map, and moves the pin, in screen pixels. */
export const PAN_STEP_PX = 80;
export const PIN_STEP_PX = 16;
const DEFAULT_ZOOM = 15;

/** Shapes of the base layer drawn per task. */
const DRAW_BATCH = 40;

const toLatLng = (p: MapPoint): L.LatLngTuple => [p.latitude, p.longitude];
const fromLatLng = (p: L.LatLng): MapPoint => ({ latitude: Number(p.lat.toFixed(7)), longitude: Number(p.lng.toFixed(7)) });

const ARROWS: Record<string, [number, number]> = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

/** A div icon from an element (Leaflet writes a string icon through innerHTML, which the page's Trusted Types refuse). */
function elementIcon(className: string, size: number): L.DivIcon {
  const html = document.createElement('span');
  html.className = `market-map-glyph ${className}`;
  html.setAttribute('aria-hidden', 'true');
  return L.divIcon({ html, className: 'market-map-icon', iconSize: [size, size], iconAnchor: className.includes('pin') ? [size / 2, size] : [size / 2, size / 2] });
}

/**
 * The map: the demo city's base layer (or a deployment's raster tiles) in the theme's colours, zones, a route,
 * markers and a pin the shopper can drag. Leaflet draws it; everything it would write as HTML (controls,
 * attribution) is React here. Its facts are said in text by the page (`description`).
 */
export function MapView({ label, center, zoom = DEFAULT_ZOOM, pin, markers, zones, route, onPick, height = 240, description }: MapViewProps) {
  const { t } = useTranslation('common');
  // Leaflet draws on a canvas, which takes colours as values, not CSS variables; the elements around it read the
  // variables, so they change with the page's theme at once.
  const { token } = useTokenValues();
  const { token: css } = theme.useToken();
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const animate = !reduceMotion;
  const hintId = useId();
  const holder = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const tileUrl = getRuntimeConfig().map?.tileUrl;
  const attribution = getRuntimeConfig().map?.attribution;
  const base = useQuery({ ...baseMapQuery(), enabled: !tileUrl });
  const latest = useRef({ pin, onPick, animate });
  latest.current = { pin, onPick, animate };

  // What the map shows (base layer, zones, route, markers, pin) goes on in a render after the frame that shows the
  // map itself: made in the same run of effects, the map and its layers were one long task as an order's map opened.
  const [layersOn, setLayersOn] = useState(false);

  // The map itself: made once per mount.
  useEffect(() => {
    const el = holder.current!;
    const map = L.map(el, {
      zoomControl: false,
      attributionControl: false,
      keyboard: false,
      zoomAnimation: animate,
      fadeAnimation: animate,
      markerZoomAnimation: animate,
      inertia: animate,
    });
    map.setView(toLatLng(center), zoom, { animate: false });
    map.on('click', (e: L.LeafletMouseEvent) => latest.current.onPick?.(fromLatLng(e.latlng)));
    mapRef.current = map;
    // A map laid out while its dialog opens (or before its page's layout settles) measures itself again.
    const resized = new ResizeObserver(() => map.invalidateSize({ animate: false }));
    resized.observe(el);
    const stopWaiting = afterNextPaint(() => setLayersOn(true));
    return () => {
      stopWaiting();
      resized.disconnect();
      map.remove();
      mapRef.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- made once; the view follows the props below
  }, []);

  const centerKey = `${center.latitude},${center.longitude}`;
  useEffect(() => {
    mapRef.current?.setView(toLatLng(center), mapRef.current.getZoom() || zoom, { animate: latest.current.animate });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the centre's value, not its object
  }, [centerKey]);

  // Base layer: a deployment's tiles, else the API's GeoJSON in the theme's colours.
  const colours = useMemo<Record<BaseFeatureKind, L.PathOptions>>(
    () => ({
      street: { color: token.colorBorder, weight: 4, opacity: 1 },
      block: { color: token.colorBorderSecondary, weight: 1, fillColor: token.colorFillTertiary, fillOpacity: 1 },
      park: { color: token.colorSuccessBorder, weight: 1, fillColor: token.colorSuccessBg, fillOpacity: 1 },
      water: { color: token.colorInfoBorder, weight: 1, fillColor: token.colorInfoBg, fillOpacity: 1 },
    }),
    [token],
  );
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !layersOn) return;
    if (tileUrl) {
      const tiles = L.tileLayer(tileUrl, { maxZoom: 19 }).addTo(map);
      return () => {
        tiles.remove();
      };
    }
    const features = base.data?.features;
    if (!features) return;
    // One canvas for the streets and blocks: a shape of its own per street and block (SVG) was a long task.
    // (Leaflet hands these options to each layer it makes, so the renderer applies; its types leave it out.) The canvas
    // reaches a tenth of the view past each side (Leaflet's default): with half the view on each side it was four
    // times the view's area at the phone's pixel ratio, and the frame that first showed it waited 10-26 ms (in loaded
    // runs) to hand that bitmap to the compositor; what lies farther is drawn when the map stops moving.
    const renderer = L.canvas({ padding: 0.1 });
    const layer = L.geoJSON(undefined, {
      renderer,
      interactive: false,
      style: (f) => colours[(f?.properties as { kind: BaseFeatureKind }).kind] ?? colours.block,
      pointToLayer: (_f, at) => L.circleMarker(at, { radius: 2, interactive: false, renderer }),
    } as L.GeoJSONOptions).addTo(map);
    // What the map shows and half of it again on each side, then more as it moves or zooms out: each batch in a task of
    // its own, after the one that made the map, so a paint or a tap can come between them.
    let ended = false;
    let drawing = Promise.resolve();
    const drawn = new Set<object>();
    const drawAround = () => {
      drawing = drawing.then(async () => {
        const view = map.getBounds().pad(0.5);
        const fresh = featuresWithin(features, { south: view.getSouth(), west: view.getWest(), north: view.getNorth(), east: view.getEast() }).filter((f) => !drawn.has(f));
        for (let from = 0; from < fresh.length; from += DRAW_BATCH) {
          await yieldToMain();
          if (ended) return;
          const batch = fresh.slice(from, from + DRAW_BATCH);
          for (const f of batch) drawn.add(f);
          layer.addData({ type: 'FeatureCollection', features: batch } as GeoJSON.FeatureCollection);
        }
      });
    };
    drawAround();
    map.on('moveend', drawAround);
    return () => {
      ended = true;
      map.off('moveend', drawAround);
      layer.remove();
    };
  }, [layersOn, tileUrl, base.data, colours]);

  // Zones, route and markers are redrawn when what they show changes, not when a parent makes new arrays of them.
  const zonesKey = (zones ?? []).map((z) => z.id).join('|');
  const routeKey = route ? `${route.coordinates.length}:${route.coordinates[0]}:${route.coordinates.at(-1)}` : '';
  const markersKey = (markers ?? []).map((m) => `${m.id}:${m.point.latitude},${m.point.longitude}:${m.stale ? 1 : 0}`).join('|');

  // Zones and the route.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !layersOn) return;
    const layers: L.Layer[] = [];
    for (const zone of zones ?? []) {
      layers.push(
        L.geoJSON(zone.polygon, { interactive: false, style: { color: token.colorPrimary, weight: 2, dashArray: '6 4', fillColor: token.colorPrimary, fillOpacity: 0.08 } }),
      );
    }
    if (route) layers.push(L.geoJSON(route, { interactive: false, style: { color: token.colorPrimary, weight: 5, opacity: 0.9 } }));
    for (const layer of layers) layer.addTo(map);
    return () => {
      for (const layer of layers) layer.remove();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- redrawn by what the zones and route show (the keys)
  }, [layersOn, zonesKey, routeKey, token]);

  // Markers: circles (no image files), the courier larger, a stale position faded.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !layersOn) return;
    const colour: Record<MapMarker['kind'], string> = {
      shop: token.colorWarning,
      courier: token.colorPrimary,
      destination: token.colorError,
      origin: token.colorInfo,
    };
    const layers = (markers ?? []).map((m) =>
      L.circleMarker(toLatLng(m.point), {
        interactive: false,
        radius: m.kind === 'courier' ? 9 : 7,
        color: token.colorBgContainer,
        weight: 2,
        fillColor: colour[m.kind],
        fillOpacity: m.stale ? 0.4 : 1,
        className: `market-map-marker market-map-marker-${m.kind}`,
      }).addTo(map),
    );
    return () => {
      for (const layer of layers) layer.remove();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- redrawn by what the markers show (the key)
  }, [layersOn, markersKey, token]);

  // The pin: dragged with a mouse or a finger (Leaflet's marker dragging), moved with the keyboard below.
  const pinKey = pin ? `${pin.point.latitude},${pin.point.longitude},${pin.draggable ? 1 : 0}` : '';
  const pinMarker = useRef<L.Marker | null>(null);
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !layersOn || !pin) return;
    const marker = L.marker(toLatLng(pin.point), {
      icon: elementIcon('market-map-pin', 32),
      draggable: Boolean(pin.draggable),
      keyboard: false,
      autoPan: true,
    });
    marker.on('dragend', () => latest.current.pin?.onMove?.(fromLatLng(marker.getLatLng())));
    marker.addTo(map);
    marker.getElement()?.classList.add('market-map-pin-marker');
    pinMarker.current = marker;
    return () => {
      marker.remove();
      pinMarker.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the pin's value
  }, [layersOn, pinKey]);

  // Keyboard: arrows pan; with Shift they move a draggable pin; + and − zoom; Enter picks the centre.
  const onKeyDown = (e: React.KeyboardEvent<HTMLDivElement>) => {
    const map = mapRef.current;
    if (!map || e.altKey || e.ctrlKey || e.metaKey) return;
    const arrow = ARROWS[e.key];
    const { pin: currentPin, onPick: pick, animate: moving } = latest.current;
    if (arrow && e.shiftKey && currentPin?.draggable && currentPin.onMove) {
      // In the map's projection at its zoom, unrounded: a step to the side keeps the latitude exactly.
      const z = map.getZoom();
      const to = map.unproject(map.project(toLatLng(currentPin.point), z).add(L.point(arrow[0] * PIN_STEP_PX, arrow[1] * PIN_STEP_PX)), z);
      currentPin.onMove(fromLatLng(to));
      if (!map.getBounds().pad(-0.1).contains(to)) map.panTo(to, { animate: moving });
    } else if (arrow) map.panBy(L.point(arrow[0] * PAN_STEP_PX, arrow[1] * PAN_STEP_PX), { animate: moving });
    else if (e.key === '+' || e.key === '=') map.zoomIn(1, { animate: moving });
    else if (e.key === '-' || e.key === '_') map.zoomOut(1, { animate: moving });
    else if (e.key === 'Enter' && pick) pick(fromLatLng(map.getCenter()));
    else return;
    e.preventDefault();
  };

  const zoomBy = (delta: number) => {
    const map = mapRef.current;
    if (map) map.setZoom(map.getZoom() + delta, { animate: latest.current.animate });
  };

  const draggablePin = Boolean(pin?.draggable && pin.onMove);
  return (
    <section aria-label={label} className="market-map" style={{ ['--market-map-focus' as string]: css.colorPrimary }}>
      <div style={{ position: 'relative', blockSize: height, borderRadius: css.borderRadiusLG, overflow: 'hidden', border: `1px solid ${css.colorBorderSecondary}` }}>
        {/* The map's own layout is left to right in every language: only its controls follow the page. */}
        <div
          ref={holder}
          dir="ltr"
          role="application"
          aria-roledescription={t('map.role')}
          aria-label={label}
          aria-describedby={hintId}
          tabIndex={0}
          onKeyDown={onKeyDown}
          className="market-map-canvas"
          style={{ inlineSize: '100%', blockSize: '100%', background: css.colorBgLayout }}
        />
        <Flex vertical gap={4} className="market-map-controls" style={{ position: 'absolute', insetBlockStart: 8, insetInlineEnd: 8, zIndex: 1000 }}>
          <Button size="small" icon={<PlusOutlined />} aria-label={t('map.zoom.in')} onClick={() => zoomBy(1)} />
          <Button size="small" icon={<MinusOutlined />} aria-label={t('map.zoom.out')} onClick={() => zoomBy(-1)} />
        </Flex>
        {attribution && (
          <Typography.Text
            type="secondary"
            style={{ position: 'absolute', insetBlockEnd: 0, insetInlineStart: 0, zIndex: 1000, fontSize: css.fontSizeSM, paddingInline: 4, background: css.colorBgContainer }}
          >
            {attribution}
          </Typography.Text>
        )}
      </div>
      <Typography.Text id={hintId} type="secondary" style={{ display: 'block', fontSize: token.fontSizeSM, marginBlockStart: 4 }}>
        {draggablePin ? t('map.keys.pin') : t('map.keys')}
      </Typography.Text>
      {description && <div className="market-map-description">{description}</div>}
    </section>
  );
}
