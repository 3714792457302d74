/** What this remote exposes: the route modules of the ownership table (and its widgets). */
export const exposes: Record<string, string> = {
  './search-page': './src/routes/search-page.tsx',
  './shop-page': './src/routes/shop-page.tsx',
  './shops-page': './src/routes/shops-page.tsx',
  './liked-page': './src/routes/liked-page.tsx',
  './home-content': './src/features/home/ui/home-content.tsx',
  './news-modal': './src/features/news/ui/news-modal.tsx',
};
