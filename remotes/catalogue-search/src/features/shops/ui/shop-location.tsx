import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { Shop } from '@market/contract';
import { LazyMap } from '@market/map/lazy';
import { shopZoneQuery } from '@market/map/picker';
import { Button, DataText, dataInText, EnvironmentOutlined, Flex, Typography } from '@market/ui';

const MAP_HEIGHT = 260;

/** Where the shop is and where it delivers: its point and delivery zone on a map, said in text too. */
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

/**
 * The shop's location in its info section: its address, and the map of it and its zone on request (a short shop page
 * has this section on its first screen, and no first load of a shop carries the map's code).
 */
export function ShopLocation({ shop }: { shop: Shop }) {
  const { t } = useTranslation('catalogue-search');
  const [shown, setShown] = useState(false);
  if (!shop.location) return null;
  const address = shop.translation?.address;
  return (
    <section aria-labelledby="shop-location-title" style={{ marginBlockStart: 32 }}>
      <Typography.Title level={2} id="shop-location-title" style={{ fontSize: 20 }}>
        {t('shop.location')}
      </Typography.Title>
      {shown ? (
        <ShopMap shop={shop} />
      ) : (
        <Flex gap={8} align="center" wrap>
          {address && (
            <Typography.Text>
              <EnvironmentOutlined aria-hidden /> <DataText>{address}</DataText>
            </Typography.Text>
          )}
          <Button onClick={() => setShown(true)}>{t('shop.map.show')}</Button>
        </Flex>
      )}
    </section>
  );
}
