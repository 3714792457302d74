import { Link } from '@market/router';
import { useTranslation } from 'react-i18next';
import type { Banner } from '@market/contract';
import { BANNER_RATIO, BANNER_WIDTH, BannersSkeleton, ErrorState, ImageWithFallback, theme } from '@market/ui';
import { errorMessage } from '@market/http';
import { useBanners } from '../../shops/index.ts';

/** Where a banner leads: its own URL when it is a site path, else the first shop it promotes. */
function bannerTarget(b: Banner): string | null {
  if (!b.clickable) return null;
  if (b.url?.startsWith('/')) return b.url;
  return b.shops?.[0] ? `/shop/${b.shops[0].id}` : null;
}

/**
 * The promotional banners, in a row that scrolls sideways and snaps to each one. Not an autoplaying carousel: every
 * banner stays reachable by keyboard and screen reader (a carousel hides the others, links and all, while they can
 * still take focus) and nothing moves on its own; nor is the slider's script on the first load of home.
 */
export function Banners() {
  const { t } = useTranslation('catalogue-search');
  const { token } = theme.useToken();
  const query = useBanners();
  // The skeleton takes the first banner's box, so nothing below moves when the banners come.
  if (query.isPending) return <BannersSkeleton />;
  // Only a first read that failed shows the error: a read again that fails (a language switch) keeps what was shown.
  if (query.data === undefined) return <ErrorState message={errorMessage(query.error)} onRetry={() => query.refetch()} />;
  if (query.data.length === 0) return null;
  return (
    <section aria-label={t('home.banners')} style={{ marginBlockEnd: 24 }}>
      {/* tabIndex: the row scrolls with the keyboard even when no banner is a link. */}
      <ul tabIndex={0} style={{ display: 'flex', gap: 12, overflowX: 'auto', scrollSnapType: 'x mandatory', listStyle: 'none', margin: 0, padding: 0, paddingBlockEnd: 4 }}>
        {query.data.map((b, i) => {
          const title = b.translation?.title ?? '';
          // The picture carries no words; the title, in the shopper's language, is laid over it (and is what a
          // screen reader reads: the picture itself is decoration).
          const content = (
            <>
              <ImageWithFallback
                src={b.img}
                alt=""
                width={1200}
                height={500}
                // The first banner is the page's largest paint: fetched at once and first; the rest when scrolled to.
                {...(i === 0 ? { loading: 'eager' as const, fetchPriority: 'high' as const } : {})}
                style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: BANNER_RATIO, objectFit: 'cover', borderRadius: token.borderRadiusLG }}
              />
              {title && (
                <span
                  dir="auto"
                  style={{
                    position: 'absolute',
                    insetInline: 0,
                    insetBlockEnd: 0,
                    padding: `${token.paddingLG}px ${token.padding}px ${token.paddingSM}px`,
                    borderEndStartRadius: token.borderRadiusLG,
                    borderEndEndRadius: token.borderRadiusLG,
                    background: `linear-gradient(to bottom, transparent, ${token.colorBgMask})`,
                    color: token.colorTextLightSolid,
                    fontSize: token.fontSizeLG,
                    fontWeight: token.fontWeightStrong,
                    lineHeight: token.lineHeightLG,
                    textAlign: 'start',
                    unicodeBidi: 'plaintext',
                  }}
                >
                  {title}
                </span>
              )}
            </>
          );
          const to = bannerTarget(b);
          const box = { position: 'relative', display: 'block' } as const;
          return (
            <li key={b.id} style={{ flex: `0 0 ${BANNER_WIDTH}`, scrollSnapAlign: 'start' }}>
              {to ? <Link to={to} style={box}>{content}</Link> : <div style={box}>{content}</div>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
