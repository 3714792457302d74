import { useCallback, useEffect, useState } from 'react';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { http } from '@market/http';
import { afterNextPaint, Modal } from '@market/ui';
import type { Envelope, Product } from '@market/contract';
import { findInCache } from '../../../lib/find-in-cache.ts';

/** rest/products/{uuid}: the product with its stocks, extras and add-ons. */
export const productQuery = (uuid: string | null) =>
  queryOptions({
    queryKey: ['catalogue', 'product', uuid],
    enabled: Boolean(uuid),
    queryFn: async () => (await http.get<Envelope<Product>>(`rest/products/${uuid}`)).data.data,
  });

/** The product of the card just tapped (`productTapped`): its dialog's placeholder, with no search of the cache. */
let tapped: Product | undefined;

/** A card was tapped: its product (when its list holds what the dialog shows) is the dialog's until its own answer comes. */
export function productTapped(product: Product): void {
  tapped = isWhole(product) ? product : undefined;
}

/** A product as a list holds it with what its dialog shows: its texts and stocks. */
const isWhole = (record: Record<string, unknown> | Product): boolean => typeof record.translation === 'object' && Array.isArray(record.stocks);

/**
 * The product as a list already in the cache holds it (a shop's products, search results): the card that was tapped
 * knows its title, picture, price and stocks, so the dialog shows them at once while the product itself is asked.
 */
export function productFromLists(client: QueryClient, uuid: string): Product | undefined {
  return findInCache<Product>(
    client,
    (record) => record.uuid === uuid && isWhole(record),
    (query) => !(query.queryKey[0] === 'catalogue' && query.queryKey[1] === 'product'),
  );
}

/**
 * The product, shown from the list that holds it until its own answer comes. It is asked for once the frame that
 * shows the dialog is painted, not in the tap's own task (the request's start, a call to the browser, made that task
 * longer); one already in the cache (a linked product, read with the page) shows at once all the same.
 */
export function useProduct(uuid: string | null) {
  const client = useQueryClient();
  const [asked, setAsked] = useState<string | null>(null);
  useEffect(() => {
    if (!uuid || asked === uuid) return;
    return afterNextPaint(() => setAsked(uuid));
  }, [uuid, asked]);
  // One function per product: react-query keeps the placeholder it found while the function is the same one, and
  // calls a new one again, so a function made in each render searched every list in the cache at every render of
  // the dialog (its open, the answer's request, the content's first renders).
  // The card just tapped holds it: the search of every list in the cache (a walk of each answer's objects) left the
  // tap's task, and stays for a product opened otherwise (a link, the browser's back).
  const placeholderData = useCallback(() => (!uuid ? undefined : tapped?.uuid === uuid ? tapped : productFromLists(client, uuid)), [client, uuid]);
  return useQuery({ ...productQuery(uuid), enabled: Boolean(uuid) && asked === uuid, placeholderData });
}

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
