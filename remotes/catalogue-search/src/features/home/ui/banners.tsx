import { Link } from '@market/router';
import { useTranslation } from 'react-i18next';
import type { Banner } from '@market/contract';
import { Carousel, ErrorState, ImageWithFallback, Skeleton, theme } from '@market/ui';
import { errorMessage } from '@market/http';
import { useBanners } from '../../shops/api/shops-api.ts';

const HEIGHT = 180;

/** Where a banner leads: its own URL when it is a site path, else the first shop it promotes. */
function bannerTarget(b: Banner): string | null {
  if (!b.clickable) return null;
  if (b.url?.startsWith('/')) return b.url;
  return b.shops?.[0] ? `/shop/${b.shops[0].id}` : null;
}

/** The promotional banners, in a carousel. */
export function Banners() {
  const { t } = useTranslation('catalogue-search');
  const { token } = theme.useToken();
  const query = useBanners();
  if (query.isPending) return <Skeleton.Node active style={{ width: '100%', height: HEIGHT }} />;
  if (query.isError) return <ErrorState message={errorMessage(query.error)} onRetry={() => query.refetch()} />;
  if (query.data.length === 0) return null;
  return (
    <section aria-label={t('home.banners')} style={{ marginBlockEnd: 24 }}>
      <Carousel autoplay dots arrows>
        {query.data.map((b) => {
          const title = b.translation?.title ?? '';
          const img = (
            <ImageWithFallback
              src={b.img}
              alt={title}
              width="100%"
              height={HEIGHT}
              style={{ display: 'block', width: '100%', height: HEIGHT, objectFit: 'cover', borderRadius: token.borderRadiusLG }}
            />
          );
          const to = bannerTarget(b);
          return <div key={b.id}>{to ? <Link to={to}>{img}</Link> : img}</div>;
        })}
      </Carousel>
    </section>
  );
}
