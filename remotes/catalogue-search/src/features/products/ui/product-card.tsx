import { memo, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { Link } from '@market/router';
import { useTranslation } from 'react-i18next';
import type { Product } from '@market/contract';
import { afterFirstPaint, answerAfterPaint, Flex, ImageWithFallback, Modal, PlainText, Price, theme } from '@market/ui';
import { productTapped } from '../api/products-api.ts';
import { stockPrice } from '../model/product.ts';
import { useProductParam } from './use-product-param.ts';

const IMG = 96;

interface ProductCardProps {
  product: Product;
  /** Where the link goes (?product={uuid}, on the product's shop page when it is another page). */
  href: string;
  shopPath?: string;
  /** Opens the product's dialog (a plain click). */
  onOpen: (uuid: string, shopPath?: string) => void;
}

/**
 * A product in a list: image, title, price of its card stock (`stock`, the first one; 0 if none). A link to
 * ?product={uuid} (on the product's shop page when `shopPath` is given), so it opens in a new tab too; a plain click
 * opens the modal. It reads no location itself: opening or closing a product changes the URL, and a shop's hundred
 * cards must not render again for it (their links stay the same).
 */
const ProductCard = memo(function ProductCard({ product, href, shopPath, onOpen }: ProductCardProps) {
  const { t } = useTranslation('catalogue-search');
  const { token } = theme.useToken();
  const title = product.translation?.title ?? '';
  const price = stockPrice(product.stock);
  const out = (product.stock?.quantity ?? 0) <= 0;
  // A tap's answer waiting for its frame is called off if the card goes first (the page left, the list changed): it
  // would open a dialog on a page no longer there.
  const cancelAnswer = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => cancelAnswer.current?.(), []);
  return (
    <Link
      to={href}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        // The card pressed in the tap's frame, the dialog once it is painted. Rendered in the tap's task, the dialog
        // held that frame back: 104 ms at 4× CPU and 352 ms at a mid-range phone's slowdown (11×) before anything
        // on screen answered the finger, against 40 and 104 now, with the dialog on screen 133 ms and 347 ms after
        // the press (113 and 390 before).
        cancelAnswer.current = answerAfterPaint(e.currentTarget, () => {
          productTapped(product);
          onOpen(product.uuid, shopPath);
        });
      }}
      style={{
        display: 'flex',
        gap: 12,
        padding: 12,
        color: 'inherit',
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
        minWidth: 0,
        height: '100%',
      }}
    >
      <ImageWithFallback
        src={product.img}
        alt=""
        width={IMG}
        height={IMG}
        style={{ flex: 'none', width: IMG, height: IMG, objectFit: 'cover', borderRadius: token.borderRadius }}
      />
      <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
        <PlainText strong>{title}</PlainText>
        {product.translation?.description && (
          <PlainText secondary ellipsis style={{ fontSize: token.fontSizeSM }}>
            {product.translation.description}
          </PlainText>
        )}
        <Price value={price.value} old={price.old} />
        {out && <PlainText secondary>{t('product.out.of.stock')}</PlainText>}
      </Flex>
    </Link>
  );
});

/** Products in a responsive grid. */
export function ProductGrid({ products, label, shopPathOf }: { products: readonly Product[]; label: string; shopPathOf?: (p: Product) => string | undefined }) {
  const { open, hrefFor } = useProductParam();
  // One function for every render, calling the latest `open`, so the cards' props stay equal.
  const latest = useRef(open);
  useLayoutEffect(() => {
    latest.current = open;
  });
  const onOpen = useCallback((uuid: string, shopPath?: string) => latest.current(uuid, shopPath), []);
  // A card is there to be tapped: the dialog's code (antd's Modal and its styles) loads once the page is on screen and
  // the browser idle, so the tap's frame does not wait for it. Left to the shopper's first move, it was fetched and run
  // in the tap itself on a phone, where that move is the tap.
  useEffect(() => afterFirstPaint(() => void Modal.preload().catch(() => undefined)), []);
  return (
    <div role="list" aria-label={label} style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))' }}>
      {products.map((p) => (
        <div role="listitem" key={p.uuid}>
          <ProductCard product={p} href={hrefFor(p.uuid, shopPathOf?.(p))} shopPath={shopPathOf?.(p)} onOpen={onOpen} />
        </div>
      ))}
    </div>
  );
}
