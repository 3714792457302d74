import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, dataInText, DeleteOutlined, Flex, ImageWithFallback, PlainText, Price, TextWithData, theme, Typography } from '@market/ui';
import type { CartLine } from '../model/use-cart.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

export interface CartLinesProps {
  lines: CartLine[];
  busy?: boolean;
  onIncrease?: (line: CartLine) => void;
  onReduce?: (line: CartLine) => void;
  onRemove?: (line: CartLine) => void;
}

/** The cart's lines: image, title, add-ons, quantity controls (when editable) and the line total. */
export function CartLines({ lines, busy, onIncrease, onReduce, onRemove }: CartLinesProps) {
  const { t } = useTranslation('cart-checkout-group');
  return (
    <ul aria-label={t('cart.items')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {lines.map((line) => (
        <CartLineRow key={line.key} line={line} busy={busy} onIncrease={onIncrease} onReduce={onReduce} onRemove={onRemove} />
      ))}
    </ul>
  );
}

/** What a line shows: two lines that show the same are drawn once (the views build their lines anew on each change). */
function sameLine(a: CartLine, b: CartLine): boolean {
  return (
    a === b ||
    (a.key === b.key &&
      a.stock_id === b.stock_id &&
      a.title === b.title &&
      a.img === b.img &&
      a.quantity === b.quantity &&
      a.total === b.total &&
      a.addons.length === b.addons.length &&
      a.addons.every((x, i) => x.title === b.addons[i]!.title && x.quantity === b.addons[i]!.quantity))
  );
}

type CartLineRowProps = Omit<CartLinesProps, 'lines'> & { line: CartLine };

/**
 * One line, drawn again only when it changes: a press on a quantity redraws that line (and the total), not every
 * line of the cart with its buttons and prices. The handlers must be the same functions from one render to the next
 * (`useCart`'s are).
 */
const CartLineRow = memo(
  function CartLineRow({ line, busy, onIncrease, onReduce, onRemove }: CartLineRowProps) {
    const { t } = useTranslation('cart-checkout-group');
    const { token } = theme.useToken();
    return (
      <li style={{ paddingBlock: 12, borderBlockEnd: `1px solid ${token.colorBorderSecondary}` }}>
        <Flex gap={12} align="start">
          <ImageWithFallback src={line.img} alt="" width={56} height={56} style={{ borderRadius: 8, objectFit: 'cover', flexShrink: 0 }} />
          <Flex vertical gap={4} style={{ flex: 1, minWidth: 0 }}>
            <PlainText strong ellipsis>
              {line.title}
            </PlainText>
            {line.addons.length > 0 && (
              <span style={{ fontSize: 13, color: token.colorTextSecondary }}>
                <TextWithData>{line.addons.map((a) => t('cart.addon', { title: dataInText(a.title), count: a.quantity })).join(', ')}</TextWithData>
              </span>
            )}
            <Flex align="center" justify="space-between" gap={8} wrap>
              {onIncrease && onReduce ? (
                <QuantityStepper value={line.quantity} min={1} label={line.title} disabled={busy} onChange={(v) => (v > line.quantity ? onIncrease(line) : onReduce(line))} />
              ) : (
                <Typography.Text>{t('cart.times', { count: line.quantity })}</Typography.Text>
              )}
              <Price value={line.total} />
            </Flex>
          </Flex>
          {onRemove && (
            <Button type="text" size="small" icon={<DeleteOutlined />} aria-label={t('cart.remove', { title: line.title })} disabled={busy} onClick={() => onRemove(line)} />
          )}
        </Flex>
      </li>
    );
  },
  (a, b) => a.busy === b.busy && a.onIncrease === b.onIncrease && a.onReduce === b.onReduce && a.onRemove === b.onRemove && sameLine(a.line, b.line),
);

/**
 * "Total" and the amount, on one line: plain elements in the theme's text colour (antd's Typography mounts a resize
 * observer and a measuring wrapper for each text, and this row is drawn again by every press on a quantity).
 */
export function TotalRow({ value }: { value: number }) {
  const { t } = useTranslation('cart-checkout-group');
  const { token } = theme.useToken();
  const strong = { color: token.colorText, fontWeight: token.fontWeightStrong };
  return (
    <Flex justify="space-between" align="center">
      <span style={strong}>{t('cart.total')}</span>
      <span style={strong}>
        <Price value={value} />
      </span>
    </Flex>
  );
}
