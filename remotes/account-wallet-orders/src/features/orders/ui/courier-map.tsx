import { useTranslation } from 'react-i18next';
import type { CourierTrack } from '@market/contract';
import { formatDate, formatDuration, numberFormat } from '@market/i18n';
import { LazyMap, type MapMarker, type MapPoint } from '@market/map/lazy';
import { Alert, Button, Flex, ReloadOutlined, theme, Typography } from '@market/ui';
import { useCourierTrack, type CourierLive } from '../api/courier.ts';

const MAP_HEIGHT = 260;

/** Straight-line distance in metres. */
export function metresBetween(a: MapPoint, b: MapPoint): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

/** The zoom at which both ends of the route fit a phone-wide map (about 300 px), 12 to 16. */
export function zoomToFit(a: MapPoint, b: MapPoint): number {
  const metresPerPixelAtZoom0 = 156_543 * Math.cos(((a.latitude + b.latitude) / 2) * (Math.PI / 180));
  const span = Math.max(metresBetween(a, b), 200);
  return Math.min(16, Math.max(12, Math.floor(Math.log2((metresPerPixelAtZoom0 * 240) / span))));
}

function Facts({ track, live, retry }: { track: CourierTrack | null; live: CourierLive; retry(): void }) {
  const { t, i18n } = useTranslation('account-wallet-orders');
  const lang = i18n.language;
  const down = live === 'down';
  const lines: string[] = [];
  if (!track) lines.push(t(down ? 'courier.down.none' : 'courier.connecting'));
  else if (track.status === 'delivered') lines.push(t('courier.delivered'));
  else if (track.status === 'preparing' || !track.position) lines.push(t('courier.preparing'));
  else {
    const metres = metresBetween(track.position, track.destination);
    const distance = metres >= 1000
      ? numberFormat(lang, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }).format(metres / 1000)
      : numberFormat(lang, { style: 'unit', unit: 'meter', maximumFractionDigits: 0 }).format(Math.round(metres / 10) * 10);
    lines.push(t('courier.distance', { distance }));
    if (track.eta_seconds !== null && !down) {
      const minutes = Math.max(1, Math.ceil(track.eta_seconds / 60));
      const at = formatDate(Date.now() + track.eta_seconds * 1000, lang, { timeStyle: 'short' });
      lines.push(t('courier.eta', { duration: formatDuration(minutes, undefined, 'minute', lang), time: at }));
    }
  }
  return (
    <Flex vertical gap={8} style={{ marginBlockEnd: 8 }}>
      {/* Two lines kept for the facts, so the page below does not move when the arrival time joins the distance. */}
      <div role="status" data-testid="courier-facts" style={{ minBlockSize: '3em' }}>
        {lines.map((l) => (
          <Typography.Paragraph key={l} style={{ marginBlockEnd: 0 }}>
            {l}
          </Typography.Paragraph>
        ))}
      </div>
      {down && (
        <Alert
          type="warning"
          showIcon
          title={track?.position ? t('courier.down', { time: formatDate(track.updated_at, lang, { timeStyle: 'short' }) }) : t('courier.down.none')}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={retry}>
              {t('courier.retry')}
            </Button>
          }
        />
      )}
    </Flex>
  );
}

/**
 * An order on its way: the shop, the delivery point, the route and the courier moving live, with the estimated
 * arrival and the distance said in text; when the live channel is down, the last position marked as such and a
 * retry; at delivery the courier stays at the door and the channel closes.
 */
export function CourierMap({ orderId }: { orderId: number }) {
  const { t } = useTranslation('account-wallet-orders');
  const { token } = theme.useToken();
  const { track, live, retry } = useCourierTrack(orderId);
  if (live === 'unavailable') return null;
  const facts = <Facts track={track} live={live} retry={retry} />;
  // Until the first position arrives, the map's place is kept (nothing below moves when it comes).
  if (!track) {
    return (
      <>
        {facts}
        <div aria-hidden style={{ blockSize: MAP_HEIGHT, borderRadius: token.borderRadiusLG, background: token.colorFillTertiary }} />
      </>
    );
  }
  const stale = live === 'down';
  const markers: MapMarker[] = [
    { id: 'shop', point: track.shop, label: t('courier.marker.shop'), kind: 'shop' },
    { id: 'destination', point: track.destination, label: t('courier.marker.destination'), kind: 'destination' },
    ...(track.position
      ? [{ id: 'courier', point: track.position, label: t(stale ? 'courier.marker.courier.stale' : 'courier.marker.courier'), kind: 'courier' as const, stale }]
      : []),
  ];
  const center = { latitude: (track.shop.latitude + track.destination.latitude) / 2, longitude: (track.shop.longitude + track.destination.longitude) / 2 };
  // The facts in text come first (on a phone's first screen, the distance and the arrival are what the shopper looks
  // for; below the map they sat on the bottom edge of a phone's first screen, cut off), and stay while the map's code
  // loads and when it cannot start.
  return (
    <>
      {facts}
      <LazyMap label={t('courier.map.label')} center={center} zoom={zoomToFit(track.shop, track.destination)} height={MAP_HEIGHT} markers={markers} route={track.route} />
    </>
  );
}
