import { useTranslation } from 'react-i18next';
import type { Shop } from '@market/contract';
import { formatCount } from '@market/i18n';
import { DataText, Flex, ImageWithFallback, PageHeading, Price, SHOP_COVER_HEIGHT, StarFilled, theme, Typography } from '@market/ui';
import { LikeButton } from '../../liked/index.ts';
import { todayHours } from '../model/shop-filter.ts';
import { DeliveryTimeText, OpenTag, VerifiedTag } from './shop-card.tsx';

const LOGO = 80;

/** A fact of the header: a label and its value. */
function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={0} style={{ minWidth: 96 }}>
      <span style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>{label}</span>
      <span>{children}</span>
    </Flex>
  );
}

/** The shop's header: cover and logo, title (the page's h1), rating, delivery time, minimum amount, today's hours, products count, open/closed, verified. */
export function ShopHeader({ shop }: { shop: Shop }) {
  const { t, i18n } = useTranslation('catalogue-search');
  const { token } = theme.useToken();
  const title = shop.translation?.title ?? '';
  const hours = todayHours(shop);
  return (
    <header style={{ marginBlockEnd: 16 }}>
      <ImageWithFallback
        src={shop.background_img}
        alt=""
        width="100%"
        height={SHOP_COVER_HEIGHT}
        loading="eager"
        style={{ display: 'block', width: '100%', height: SHOP_COVER_HEIGHT, objectFit: 'cover', borderRadius: token.borderRadiusLG }}
      />
      <Flex gap={16} align="flex-end" wrap style={{ marginBlockStart: -LOGO / 2, paddingInline: 16 }}>
        <ImageWithFallback
          src={shop.logo_img}
          alt={t('shop.logo', { title })}
          width={LOGO}
          height={LOGO}
          loading="eager"
          style={{ flex: 'none', borderRadius: '50%', objectFit: 'cover', border: `3px solid ${token.colorBgContainer}`, background: token.colorBgContainer }}
        />
        <div style={{ flex: 1, minWidth: 200 }}>
          <PageHeading title={title} extra={<LikeButton shop={shop} />} />
        </div>
      </Flex>
      {shop.translation?.description && (
        <Typography.Paragraph type="secondary" style={{ marginBlock: 8 }}>
          <DataText>{shop.translation.description}</DataText>
        </Typography.Paragraph>
      )}
      <Flex gap={24} wrap align="center" aria-label={t('shop.facts')} role="group">
        <Fact label={t('shop.rating')}>
          <StarFilled aria-hidden style={{ color: token.colorWarning }} /> {shop.rating_avg?.toFixed(1) ?? '–'}{' '}
          <Typography.Text type="secondary">({t('shop.reviews.count', { count: shop.reviews_count ?? 0 })})</Typography.Text>
        </Fact>
        <Fact label={t('shop.delivery.time')}>
          <DeliveryTimeText time={shop.delivery_time} />
        </Fact>
        <Fact label={t('delivery.fee')}>{shop.price > 0 ? <Price value={shop.price} /> : t('delivery.free')}</Fact>
        <Fact label={t('shop.min.amount')}>
          <Price value={shop.min_amount ?? 0} />
        </Fact>
        <Fact label={t('shop.today')}>{hours ? <bdi>{`${hours.from}–${hours.to}`}</bdi> : t('shop.closed.today')}</Fact>
        {shop.products_count !== undefined && <Fact label={t('shop.products.count')}>{formatCount(shop.products_count, i18n.language)}</Fact>}
        <OpenTag open={shop.open} />
        <VerifiedTag verify={shop.verify} />
      </Flex>
    </header>
  );
}
