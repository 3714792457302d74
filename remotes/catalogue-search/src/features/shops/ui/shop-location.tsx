import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { Shop } from '@market/contract';
import { LazyMap } from '@market/map/lazy';
import { shopZoneQuery } from '@market/map/picker';
import { DataText, dataInText, EnvironmentOutlined, Typography, WhenNear } from '@market/ui';

const MAP_HEIGHT = 260;

/**
 * Where the shop is and where it delivers: its point and delivery zone on a map, said in text too. Built only when
 * scrolled near (the map's code is never part of the shop page's first load).
 */
function ShopMap({ shop }: { shop: Shop }) {
  const { t } = useTranslation('catalogue-search');
  const zone = useQuery(shopZoneQuery(shop.id)).data ?? null;
  const point = zone?.location ?? shop.location;
  const title = shop.translation?.title ?? '';
  const address = shop.translation?.address;
  return (
    <LazyMap
      label={t('shop.map', { title: dataInText(title) })}
      center={point}
      zoom={13}
      height={MAP_HEIGHT}
      markers={[{ id: `shop-${shop.id}`, point, label: title, kind: 'shop' }]}
      zones={zone ? [{ id: `zone-${shop.id}`, polygon: zone.zone, label: t('common:map.zone') }] : undefined}
      description={
        <Typography.Paragraph style={{ marginBlock: 8 }}>
          <EnvironmentOutlined aria-hidden /> {address ? <DataText>{address}</DataText> : null}
          {zone && <> {t('shop.map.zone')}</>}
        </Typography.Paragraph>
      }
    />
  );
}

export function ShopLocation({ shop }: { shop: Shop }) {
  const { t } = useTranslation('catalogue-search');
  if (!shop.location) return null;
  return (
    <section aria-labelledby="shop-location-title" style={{ marginBlockStart: 32 }}>
      <Typography.Title level={2} id="shop-location-title" style={{ fontSize: 20 }}>
        {t('shop.location')}
      </Typography.Title>
      <WhenNear placeholder={<div style={{ blockSize: MAP_HEIGHT }} />}>
        <ShopMap shop={shop} />
      </WhenNear>
    </section>
  );
}
