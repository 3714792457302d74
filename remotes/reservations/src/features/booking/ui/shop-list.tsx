import { Link } from '@market/router';
import { useTranslation } from 'react-i18next';
import type { Shop } from '@market/contract';
import { errorMessage } from '@market/http';
import { Button, CardSkeleton, DATA_TEXT_CLASS, dataInText, EmptyState, ErrorState, Flex, ImageWithFallback, Input, PlainText, theme, Typography, useDebouncedSearch, useEndMarker } from '@market/ui';
import { Card } from '@market/ui/extras';
import { useBookingShops } from '../api/booking-api.ts';

function ShopCard({ shop }: { shop: Shop }) {
  const { token } = theme.useToken();
  return (
    <li style={{ listStyle: 'none' }}>
      <Link to={`/reservations/${shop.id}`} style={{ display: 'block' }}>
        <Card hoverable styles={{ body: { padding: 12 } }}>
          <Flex gap={12} align="center">
            <ImageWithFallback
              src={shop.logo_img}
              alt=""
              width={56}
              height={56}
              style={{ borderRadius: token.borderRadiusLG, objectFit: 'cover', flexShrink: 0 }}
            />
            <div style={{ minWidth: 0 }}>
              <PlainText strong ellipsis>
                {shop.translation.title}
              </PlainText>
              {shop.translation.address && (
                <PlainText secondary ellipsis>
                  {shop.translation.address}
                </PlainText>
              )}
            </div>
          </Flex>
        </Card>
      </Link>
    </li>
  );
}

/** The shops that take reservations: search (debounced, trimmed) and infinite scroll. */
export function ShopList() {
  const { t } = useTranslation('reservations');
  const { search, inputProps } = useDebouncedSearch();
  const query = useBookingShops(search);
  const shops = query.data?.pages.flatMap((p) => p.data) ?? [];
  const more = () => query.hasNextPage && !query.isFetchingNextPage && void query.fetchNextPage();
  const marker = useEndMarker<HTMLDivElement>(more, Boolean(query.hasNextPage));

  return (
    <section aria-labelledby="booking-shops">
      <Typography.Title level={2} id="booking-shops" style={{ fontSize: 20 }}>
        {t('shops.title')}
      </Typography.Title>
      <Input.Search
        allowClear
        {...inputProps}
        className={DATA_TEXT_CLASS}
        placeholder={t('shops.search')}
        aria-label={t('shops.search')}
        style={{ maxWidth: 480, marginBlockEnd: 16 }}
      />
      {query.isPending ? (
        <CardSkeleton count={4} />
      ) : query.isError && shops.length === 0 ? (
        <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : shops.length === 0 ? (
        <EmptyState message={search ? t('shops.none.found', { search: dataInText(search) }) : t('shops.none')} />
      ) : (
        <>
          <ul
            aria-label={t('shops.title')}
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
              gap: 12,
              padding: 0,
              margin: 0,
            }}
          >
            {shops.map((shop) => (
              <ShopCard key={shop.id} shop={shop} />
            ))}
          </ul>
          <div ref={marker} style={{ height: 1 }} />
          {query.hasNextPage && (
            <Flex justify="center" style={{ marginBlockStart: 16 }}>
              <Button onClick={more} loading={query.isFetchingNextPage}>
                {t('shops.more')}
              </Button>
            </Flex>
          )}
          {query.isFetchNextPageError && <ErrorState message={errorMessage(query.error)} onRetry={more} />}
        </>
      )}
    </section>
  );
}
