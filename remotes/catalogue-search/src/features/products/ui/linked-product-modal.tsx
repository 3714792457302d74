import { useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { preloadable } from '@market/ui';
import { prefetchLinkedProduct } from '../api/products-api.ts';
import { useShownProduct } from './use-product-param.ts';

const Dialog = preloadable<Record<string, never>>(() => import('./product-modal.tsx').then((m) => ({ default: () => <m.ProductModal /> })), null);

/**
 * The dialog of a product linked to (?product={uuid}) on a page without product cards (home: a banner's or a story's
 * link, a shared address). Its code loads when such a link is open, not with the page: most visits of home open no
 * product, and home's first load is what every shopper pays for. Once shown it stays, so it closes as the dialog of a
 * shop page does.
 */
export function LinkedProductModal() {
  const { uuid } = useShownProduct();
  const [wanted, setWanted] = useState(uuid !== null);
  if (uuid !== null && !wanted) setWanted(true);
  return wanted ? <Dialog /> : null;
}

/**
 * A linked product with the page's first reads: the product, antd's dialog and this dialog's code, so the first
 * render shows it open and whole.
 */
export function prefetchLinkedProductDialog(client: QueryClient, search = typeof location === 'undefined' ? '' : location.search): Promise<unknown> {
  if (!new URLSearchParams(search).has('product')) return Promise.resolve();
  return Promise.all([Dialog.preload().catch(() => undefined), prefetchLinkedProduct(client, search)]);
}
