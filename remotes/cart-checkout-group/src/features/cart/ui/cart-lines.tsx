import { memo, useCallback, useLayoutEffect, useRef } from 'react';
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

/** Add-ons that show the same. */
const sameAddons = (a: CartLine['addons'], b: CartLine['addons']) => a === b || (a.length === b.length && a.every((x, i) => x.title === b[i]!.title && x.quantity === b[i]!.quantity));

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
      sameAddons(a.addons, b.addons))
  );
}

type CartLineRowProps = Omit<CartLinesProps, 'lines'> & { line: CartLine };

/** The line's title and add-ons: the same after a press on its quantity, so not drawn again by it. */
const LineTitle = memo(
  function LineTitle({ title, addons }: { title: string; addons: CartLine['addons'] }) {
    const { t } = useTranslation('cart-checkout-group');
    return (
      <>
        <PlainText strong ellipsis>
          {title}
        </PlainText>
        {addons.length > 0 && (
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            <TextWithData>{addons.map((a) => t('cart.addon', { title: dataInText(a.title), count: a.quantity })).join(', ')}</TextWithData>
          </Typography.Text>
        )}
      </>
    );
  },
  (a, b) => a.title === b.title && sameAddons(a.addons, b.addons),
);

/** The line's picture: the same after a press on its quantity. */
const LineImage = memo(function LineImage({ img }: { img?: string }) {
  return <ImageWithFallback src={img} alt="" width={56} height={56} style={{ borderRadius: 8, objectFit: 'cover', flexShrink: 0 }} />;
});

/** "Remove": drawn again only when its name or state changes; a press removes the line as it is then. */
const RemoveButton = memo(function RemoveButton({ label, disabled, onClick }: { label: string; disabled?: boolean; onClick: () => void }) {
  return <Button type="text" size="small" icon={<DeleteOutlined />} aria-label={label} disabled={disabled} onClick={onClick} />;
});

/**
 * One line, drawn again only when it changes: a press on a quantity redraws that line (and the total), not every
 * line of the cart with its buttons and prices; and in that line, the quantity and the line's total, not its picture,
 * title and buttons. The handlers must be the same functions from one render to the next (`useCart`'s are).
 */
const CartLineRow = memo(
  function CartLineRow({ line, busy, onIncrease, onReduce, onRemove }: CartLineRowProps) {
    const { t } = useTranslation('cart-checkout-group');
    const { token } = theme.useToken();
    // The buttons' handlers stay the same functions and act on the line of the last render.
    const latest = useRef(line);
    useLayoutEffect(() => {
      latest.current = line;
    });
    const remove = useCallback(() => onRemove?.(latest.current), [onRemove]);
    const change = useCallback((v: number) => (v > latest.current.quantity ? onIncrease?.(latest.current) : onReduce?.(latest.current)), [onIncrease, onReduce]);
    return (
      <li style={{ paddingBlock: 12, borderBlockEnd: `1px solid ${token.colorBorderSecondary}` }}>
        <Flex gap={12} align="start">
          <LineImage img={line.img} />
          <Flex vertical gap={4} style={{ flex: 1, minWidth: 0 }}>
            <LineTitle title={line.title} addons={line.addons} />
            <Flex align="center" justify="space-between" gap={8} wrap>
              {onIncrease && onReduce ? (
                <QuantityStepper value={line.quantity} min={1} label={line.title} disabled={busy} onChange={change} />
              ) : (
                <Typography.Text>{t('cart.times', { count: line.quantity })}</Typography.Text>
              )}
              <Price value={line.total} />
            </Flex>
          </Flex>
          {onRemove && <RemoveButton label={t('cart.remove', { title: line.title })} disabled={busy} onClick={remove} />}
        </Flex>
      </li>
    );
  },
  (a, b) => a.busy === b.busy && a.onIncrease === b.onIncrease && a.onReduce === b.onReduce && a.onRemove === b.onRemove && sameLine(a.line, b.line),
);

/** "Total" and the amount, on one line. */
export function TotalRow({ value }: { value: number }) {
  const { t } = useTranslation('cart-checkout-group');
  return (
    <Flex justify="space-between" align="center">
      <Typography.Text strong>{t('cart.total')}</Typography.Text>
      <Typography.Text strong>
        <Price value={value} />
      </Typography.Text>
    </Flex>
  );
}
