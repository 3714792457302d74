import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { http } from '@market/http';
import { Modal } from '@market/ui';
import type { Envelope, Product } from '@market/contract';

/** rest/products/{uuid}: the product with its stocks, extras and add-ons. */
export const productQuery = (uuid: string | null) =>
  queryOptions({
    queryKey: ['catalogue', 'product', uuid],
    enabled: Boolean(uuid),
    queryFn: async () => (await http.get<Envelope<Product>>(`rest/products/${uuid}`)).data.data,
  });

export const useProduct = (uuid: string | null) => useQuery(productQuery(uuid));

/**
 * A product linked to (?product={uuid}, a shared link) opens with the page: its dialog's code and the product are
 * read with the page's first reads, so the first render shows it open and whole, rather than the page and then,
 * a moment later, a dialog zooming in over it.
 */
export function prefetchLinkedProduct(client: QueryClient, search = typeof location === 'undefined' ? '' : location.search): Promise<unknown> {
  const uuid = new URLSearchParams(search).get('product');
  if (!uuid) return Promise.resolve();
  return Promise.all([Modal.preload().catch(() => undefined), client.prefetchQuery(productQuery(uuid))]);
}
