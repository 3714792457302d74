/**
 * The search's reads, as the results page (/search?q=…[&shop_id=…]) makes them: one builder for the page and for the
 * header's search, which asks the first page of each ahead as it moves there. The client takes an answer asked ahead
 * by its URL, so both must build the same one: the same path and the same parameters in the same order.
 */

/** Results per page of each kind. */
export const SEARCH_PAGE_SIZE = 10;

export type SearchKind = 'shops' | 'products';

/** What the results page searches, from its address's query: the text, trimmed, and the shop it is scoped to. */
export function searchOf(query: URLSearchParams): { q: string; shopId: number | undefined } {
  const shopId = Number(query.get('shop_id'));
  return { q: (query.get('q') ?? '').trim(), shopId: Number.isInteger(shopId) && shopId > 0 ? shopId : undefined };
}

/** The kinds a search shows: shops ("restaurant") and products, products alone when scoped to one shop. */
export const searchKinds = (shopId: number | undefined): readonly SearchKind[] => (shopId ? ['products'] : ['shops', 'products']);

/** The delivery point as the calls send it (`address[latitude]`, `address[longitude]`); empty without one. */
export function pointParams(point: readonly [number, number] | undefined | null): Record<string, number> {
  return point ? { 'address[latitude]': point[0], 'address[longitude]': point[1] } : {};
}

/**
 * One page of a search: rest/shops/search (open shops only) or rest/products/search (in one shop when scoped), near
 * the delivery point when there is one.
 */
export function searchRead(kind: SearchKind, search: string, at: { shopId?: number | undefined; point?: Record<string, number>; page: number }): { path: string; params: Record<string, string | number> } {
  const scope: Record<string, string | number> = kind === 'shops' ? { search, open: 1 } : at.shopId ? { search, shop_id: at.shopId } : { search };
  return { path: `rest/${kind}/search`, params: { ...scope, ...at.point, perPage: SEARCH_PAGE_SIZE, page: at.page } };
}
