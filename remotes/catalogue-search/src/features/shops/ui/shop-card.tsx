import { useRef } from 'react';
import { Link } from '@market/router';
import { useTranslation } from 'react-i18next';
import type { DeliveryTime } from '@market/contract';
import { formatDuration } from '@market/i18n';
import { CheckOutlined, Flex, ImageWithFallback, PlainText, Price, StarFilled, Tag, theme, WhenNear } from '@market/ui';
import { LikeButton, type LikedShop } from '../../liked/index.ts';
import { shopPath } from './shop-link.ts';

export const CARD_WIDTH = 260;
const ROW_GAP = 16;
const COVER_HEIGHT = 120;
const LOGO = 48;

/** "15–40 minutes" in the shop's unit and the current language (Intl). */
export function DeliveryTimeText({ time }: { time: DeliveryTime | undefined }) {
  const { i18n } = useTranslation('catalogue-search');
  if (!time) return null;
  return <>{formatDuration(time.from, time.to, time.type === 'hour' ? 'hour' : 'minute', i18n.language)}</>;
}

export function OpenTag({ open }: { open: boolean }) {
  const { t } = useTranslation('catalogue-search');
  return <Tag color={open ? 'success' : 'default'}>{open ? t('shop.open') : t('shop.closed')}</Tag>;
}

/** The marketplace's verified mark: shown only for `verify === 1`. */
export function VerifiedTag({ verify }: { verify: number | undefined }) {
  const { t } = useTranslation('catalogue-search');
  if (verify !== 1) return null;
  return (
    <Tag color="processing" icon={<CheckOutlined aria-hidden />}>
      {t('shop.verified')}
    </Tag>
  );
}

/** A shop in a list: cover, logo (placeholder on error), title, rating, delivery time and fee, open or closed, verified. */
export function ShopCard({ shop, width }: { shop: LikedShop; width?: number | string }) {
  const { t } = useTranslation('catalogue-search');
  const { token } = theme.useToken();
  const title = shop.translation?.title ?? '';
  return (
    <article
      aria-label={title}
      style={{
        position: 'relative',
        width: width ?? '100%',
        minWidth: 0,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
        overflow: 'hidden',
      }}
    >
      <Link to={shopPath(shop)} style={{ color: 'inherit', display: 'block' }}>
        <ImageWithFallback
          src={shop.background_img}
          alt=""
          width="100%"
          height={COVER_HEIGHT}
          style={{ display: 'block', width: '100%', height: COVER_HEIGHT, objectFit: 'cover', opacity: shop.open ? 1 : 0.6 }}
        />
        <Flex gap={10} align="flex-start" style={{ padding: 12 }}>
          <ImageWithFallback
            src={shop.logo_img}
            alt={t('shop.logo', { title })}
            width={LOGO}
            height={LOGO}
            style={{ flex: 'none', borderRadius: '50%', objectFit: 'cover', marginBlockStart: -32, border: `2px solid ${token.colorBgContainer}`, background: token.colorBgContainer }}
          />
          <Flex vertical gap={2} style={{ minWidth: 0, flex: 1 }}>
            <PlainText strong ellipsis>
              {title}
            </PlainText>
            <Flex gap={8} wrap align="center" style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>
              <span aria-label={t('rating', { value: shop.rating_avg?.toFixed(1) ?? '0' })}>
                <StarFilled style={{ color: token.colorWarning }} aria-hidden /> {shop.rating_avg?.toFixed(1) ?? '–'}
              </span>
              <span>
                <DeliveryTimeText time={shop.delivery_time} />
              </span>
              <span>
                {shop.price > 0 ? (
                  <>
                    {t('delivery.fee')} <Price value={shop.price} />
                  </>
                ) : (
                  t('delivery.free')
                )}
              </span>
            </Flex>
            <div>
              <OpenTag open={shop.open} />
              <VerifiedTag verify={shop.verify} />
            </div>
          </Flex>
        </Flex>
      </Link>
      <div style={{ position: 'absolute', insetBlockStart: 8, insetInlineEnd: 8 }}>
        <LikeButton shop={shop} size="small" />
      </div>
    </article>
  );
}

/** Cards in a responsive grid: one column from 320px, as many 240px columns as fit above. */
export function ShopGrid({ shops, label }: { shops: readonly LikedShop[]; label: string }) {
  return (
    <div role="list" aria-label={label} style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))' }}>
      {shops.map((shop) => (
        <div role="listitem" key={shop.uuid}>
          <ShopCard shop={shop} />
        </div>
      ))}
    </div>
  );
}

/**
 * The window's width as last read: read once, and again only after a resize. A read of `innerWidth` lays the page out
 * first when its layout is stale, so read at each render it laid out, inside the render, a page whose every text had
 * just changed (after a language switch: ~200 ms at 4×), and the page was laid out again once the render's changes went
 * in.
 */
let windowWidth: number | undefined;
let watching = false;
function currentWidth(): number {
  if (windowWidth === undefined) {
    windowWidth = window.innerWidth;
    if (!watching) {
      watching = true;
      window.addEventListener('resize', () => (windowWidth = undefined), { passive: true });
    }
  }
  return windowWidth;
}

/**
 * How many cards of a row the window shows at once (a phone: 2, the second cut off). Only those are built with the
 * row; the others when the row scrolls near them.
 */
function cardsOnScreen(): number {
  return typeof window === 'undefined' ? Infinity : Math.max(1, Math.ceil(currentWidth() / (CARD_WIDTH + ROW_GAP)));
}

/**
 * Cards in one horizontally scrolling row (home sections). The cards past the first screen's width are built when
 * the row scrolls to within half a card of them (or a key is pressed): on a phone the home page's first render builds
 * 2 cards per row instead of 8. Until then an empty slot of the card's width keeps the row's scroll length.
 */
export function ShopRow({ shops, label }: { shops: readonly LikedShop[]; label: string }) {
  const row = useRef<HTMLDivElement>(null);
  const first = cardsOnScreen();
  return (
    <div ref={row} role="list" aria-label={label} style={{ display: 'flex', gap: ROW_GAP, overflowX: 'auto', paddingBlockEnd: 8, scrollSnapType: 'x mandatory' }}>
      {shops.map((shop, i) => (
        <div role="listitem" key={shop.uuid} style={{ flex: `0 0 ${CARD_WIDTH}px`, scrollSnapAlign: 'start' }}>
          {i < first ? (
            <ShopCard shop={shop} />
          ) : (
            <WhenNear root={row} margin={`0px ${CARD_WIDTH / 2}px`} placeholder={null}>
              <ShopCard shop={shop} />
            </WhenNear>
          )}
        </div>
      ))}
    </div>
  );
}
