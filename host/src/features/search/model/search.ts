/**
 * Where a search goes: /search?q=…, with shop_id when typed on a shop or restaurant page (the shop id from the
 * path, or from the query `id`). An empty (or blank) search goes nowhere.
 */
export function searchTarget(text: string, pathname: string, params: URLSearchParams): string | null {
  const q = text.trim();
  if (!q) return null;
  const search = new URLSearchParams({ q });
  const onShop = /\/(shop|restaurant)\//.test(pathname) || pathname.includes('shop/') || pathname.includes('restaurant');
  if (onShop) {
    const fromPath = /\/(?:shop|restaurant)\/([^/?#]+)/.exec(pathname)?.[1];
    const shopId = params.get('id') ?? fromPath;
    if (shopId) search.set('shop_id', shopId);
  }
  return `/search?${search.toString()}`;
}
