// Standalone: this remote on its own dev server, for its team, with the providers the shell would give.
import { mountStandalone } from '@market/mf/runtime';
import SearchPage from './routes/search-page.tsx';
import ShopPage from './routes/shop-page.tsx';
import ShopsPage from './routes/shops-page.tsx';
import LikedPage from './routes/liked-page.tsx';
import HomeContent from './features/home/ui/home-content.tsx';
import NewsModal from './features/news/ui/news-modal.tsx';

function Home() {
  return (
    <>
      <HomeContent layout={1} />
      <NewsModal />
    </>
  );
}

mountStandalone('catalogue-search', [
  { path: '/', Component: Home },
  { path: '/search', Component: SearchPage },
  { path: '/shop/:id', Component: ShopPage },
  { path: '/restaurant/:id', Component: ShopPage },
  { path: '/shops', Component: ShopsPage },
  { path: '/liked', Component: LikedPage },
]);
