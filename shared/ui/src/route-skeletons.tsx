import type { CSSProperties, ReactNode } from 'react';
import { Flex, Tag, Typography } from 'antd';
import { theme } from './theme.ts';
import { useTranslation } from 'react-i18next';
import { PageHeading } from './page-title.tsx';
import { PageSkeleton } from './states.tsx';

/**
 * The first screen of home and of a shop's page while it loads, box for box as it shows once loaded: the prerendered
 * shell draws it before any script has run, and the pages while their code or data loads. So nothing below moves
 * when the content comes, and the page's largest picture (home's first banner, the shop's cover) can be painted into
 * the same box (`data-shell-picture`) as soon as the early answer naming it comes (host/public/boot.js). The live
 * parts (catalogue-search's stories, categories, banners and shop header) take their sizes from the constants here.
 * Each part is hidden from assistive technology (an empty heading, disabled chips); HomeSkeleton says "loading".
 */

/** A banner's width in its row: most of a phone's screen, at most 420px. */
export const BANNER_WIDTH = 'min(85%, 420px)';
/** A banner picture's proportions (its pictures are 1200×500). */
export const BANNER_RATIO = '12 / 5';
/** A shop's cover: the page's width, this high. */
export const SHOP_COVER_HEIGHT = 200;
/** A story's ring: the shop's logo, round. */
export const STORY_RING = 64;
/** What loads in a row of categories or tags, as many as fill a desktop's width. */
const CHIPS = 12;

/** A grey block, antd's skeleton colour. */
function Block({ width, height, round }: { width: number | string; height: number | string; round?: boolean }) {
  const { token } = theme.useToken();
  return <div style={{ width, height, flex: 'none', background: token.colorFillContent, borderRadius: round ? '50%' : token.borderRadiusSM }} />;
}

/** The row of stories: a ring and its title's line each. */
export function StoriesSkeleton() {
  const { token } = theme.useToken();
  return (
    <div aria-hidden="true" style={{ marginBlockEnd: 24 }}>
      <Flex gap={12} style={{ overflow: 'hidden', paddingBlock: 4 }}>
        {Array.from({ length: CHIPS }, (_, i) => (
          <div key={i} style={{ width: STORY_RING + 8, flex: 'none' }}>
            <div style={{ width: STORY_RING, marginInline: 'auto' }}>
              <Block width={STORY_RING} height={STORY_RING} round />
            </div>
            <div style={{ height: token.fontSizeSM * token.lineHeightSM }} />
          </div>
        ))}
      </Flex>
    </div>
  );
}

function Chips({ padded }: { padded?: boolean }) {
  const { token } = theme.useToken();
  return Array.from({ length: CHIPS }, (_, i) => (
    <Tag.CheckableTag
      key={i}
      checked={false}
      disabled
      style={{ width: 72, flex: 'none', background: token.colorFillContent, borderColor: 'transparent', ...(padded ? { paddingBlock: 4 } : {}) }}
    >
      {'\u00a0'}
    </Tag.CheckableTag>
  ));
}

/** The categories: their heading, the row of category chips, the row of tags. */
export function CategoriesSkeleton() {
  return (
    <div aria-hidden="true" style={{ marginBlockEnd: 24 }}>
      <Typography.Title level={2} style={{ fontSize: 20 }}>
        <span style={{ display: 'inline-block', verticalAlign: 'middle', width: '6em', height: '1em' }}>
          <Block width="100%" height="100%" />
        </span>
      </Typography.Title>
      <Flex gap={8} style={{ overflow: 'hidden', paddingBlockEnd: 4 }}>
        <Chips padded />
      </Flex>
      <Flex gap={8} style={{ overflow: 'hidden', marginBlockStart: 12, paddingBlockEnd: 4 }}>
        <Chips />
      </Flex>
    </div>
  );
}

/** The box of a picture the prerendered shell may paint (boot.js fills it). */
function PictureBox({ style }: { style: CSSProperties }) {
  const { token } = theme.useToken();
  return <div data-shell-picture="" style={{ position: 'relative', overflow: 'hidden', borderRadius: token.borderRadiusLG, background: token.colorFillContent, ...style }} />;
}

/** The row of banners: the first one's box (`data-shell-picture`, where the prerendered shell paints its picture). */
export function BannersSkeleton() {
  return (
    <div aria-hidden="true" style={{ marginBlockEnd: 24 }}>
      <div style={{ display: 'flex', paddingBlockEnd: 4 }}>
        <PictureBox style={{ flex: `0 0 ${BANNER_WIDTH}`, aspectRatio: BANNER_RATIO }} />
      </div>
    </div>
  );
}

/**
 * The home's first screen in the layout given: 1 leads with stories, the categories, then the banners; 2 with the
 * banners (its categories are tiles, a few rows of them: the box of a tile each).
 */
export function HomeSkeleton({ layout }: { layout: 1 | 2 }) {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-label={t('loading')}>
      {layout === 1 ? (
        <>
          <StoriesSkeleton />
          <CategoriesSkeleton />
          <BannersSkeleton />
        </>
      ) : (
        <>
          <BannersSkeleton />
          <StoriesSkeleton />
          <Flex aria-hidden="true" gap={12} wrap style={{ marginBlockEnd: 24 }}>
            {Array.from({ length: 8 }, (_, i) => (
              <Block key={i} width={96} height={110} />
            ))}
          </Flex>
        </>
      )}
    </div>
  );
}

/** A shop's cover while the shop loads: its box (`data-shell-picture`), where the header shows it. */
export function ShopCoverSkeleton() {
  return (
    <div aria-hidden="true" style={{ marginBlockEnd: 16 }}>
      <PictureBox style={{ height: SHOP_COVER_HEIGHT }} />
    </div>
  );
}

/**
 * Checkout's frame, for the page and its skeleton both: its column, as wide as its form, and its heading (the page's
 * largest paint until the form comes) over what the page shows.
 */
export function CheckoutFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div style={{ maxWidth: 760, marginInline: 'auto', width: '100%' }}>
      <PageHeading title={t('checkout.title')} />
      {children}
    </div>
  );
}

/** Checkout while it loads (the prerendered shell's): its frame over a page's skeleton. */
export function CheckoutSkeleton() {
  return (
    <CheckoutFrame>
      <PageSkeleton />
    </CheckoutFrame>
  );
}
