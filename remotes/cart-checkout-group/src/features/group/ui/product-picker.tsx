import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { choiceOf, clampQuantity, extraGroups, quantityBounds, stockFor, stockPrice, type Addon, type Product } from '@market/contract';
import { Button, DataText, Flex, Modal, Price, Radio, Typography, useIsSmallMobile } from '@market/ui';
import { QuantityStepper, round2 } from '../../cart/index.ts';
import type { MemberChoice } from '../model/member-choice.ts';

const fieldset = { border: 0, padding: 0, margin: 0, minWidth: 0 } as const;
const legend = { fontWeight: 600, marginBlockEnd: 8, fontSize: 14 } as const;
const addonList = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 } as const;
const addonRow = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 8 } as const;
const titleOf = (a: Addon) => a.product.translation?.title ?? '';

/** The product's options: the stock from its extras (size…), add-ons per unit, quantity, and the price of it all. */
function PickerBody({ product, busy, onAdd }: { product: Product; busy: boolean; onAdd: (choice: MemberChoice) => void }) {
  const { t } = useTranslation('cart-checkout-group');
  // One array per product (not a new empty one every render), so the memo of its extras holds.
  const stocks = useMemo(() => product.stocks ?? [], [product.stocks]);
  const [choice, setChoice] = useState<Record<number, number>>(() => choiceOf(stocks[0]));
  const [addons, setAddons] = useState<Record<number, number>>({});
  const stock = stockFor(stocks, choice);
  const bounds = quantityBounds(product, stock);
  const [wanted, setWanted] = useState(bounds.min);
  const quantity = clampQuantity(wanted, bounds);
  const groups = useMemo(() => extraGroups(stocks), [stocks]);
  // Add-ons belong to a stock: another stock starts without them.
  const offered = stock?.addons ?? [];
  const picked = offered.filter((a) => (addons[a.id] ?? 0) > 0);
  const unit = stockPrice(stock);
  const total = round2((unit.value + picked.reduce((sum, a) => sum + a.price * addons[a.id]!, 0)) * quantity);

  const pickStock = (groupId: number, extraId: number) => {
    setChoice({ ...choice, [groupId]: extraId });
    setAddons({});
  };
  const add = () => {
    if (!stock || !bounds.available) return;
    onAdd({ stock_id: stock.id, quantity, addons: picked.map((a) => ({ stock_id: a.stock_id, quantity: addons[a.id]! })) });
  };

  return (
    <Flex vertical gap={16}>
      {product.translation?.description && (
        <Typography.Paragraph style={{ margin: 0 }}>
          <DataText>{product.translation.description}</DataText>
        </Typography.Paragraph>
      )}
      <Typography.Text strong>
        <Price value={unit.value} old={unit.old} />
      </Typography.Text>
      {groups.map(({ group, values }) => (
        <fieldset key={group.id} style={fieldset}>
          <legend style={legend}>
            <DataText>{group.translation?.title}</DataText>
          </legend>
          <Radio.Group
            optionType="button"
            value={choice[group.id]}
            onChange={(e) => pickStock(group.id, e.target.value as number)}
            options={values.map((v) => ({ value: v.id, label: <DataText>{v.value}</DataText> }))}
          />
        </fieldset>
      ))}
      {offered.length > 0 && (
        <fieldset style={fieldset}>
          <legend style={legend}>{t('group.addons')}</legend>
          <ul style={addonList}>
            {offered.map((a) => (
              <li key={a.id} style={addonRow}>
                <span>
                  <DataText>{titleOf(a)}</DataText> <Price value={a.price} plus />
                </span>
                <QuantityStepper label={titleOf(a)} value={addons[a.id] ?? 0} min={0} max={10} onChange={(v) => setAddons({ ...addons, [a.id]: v })} />
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <Flex align="center" justify="space-between" gap={12} wrap>
        <QuantityStepper label={product.translation?.title ?? ''} value={quantity} min={bounds.min} max={Math.max(bounds.min, bounds.max)} step={bounds.step} onChange={setWanted} />
        {!bounds.available && <Typography.Text type="secondary">{t('group.out.of.stock')}</Typography.Text>}
        <Button type="primary" loading={busy} disabled={!bounds.available} onClick={add}>
          <span>
            {t('group.add.to.mine')} · <Price value={total} />
          </span>
        </Button>
      </Flex>
    </Flex>
  );
}

export interface ProductPickerProps {
  /** The product being chosen; null when closed. */
  product: Product | null;
  busy: boolean;
  onAdd: (choice: MemberChoice) => void;
  onClose: () => void;
}

/** A group member's choice of a product: as the product dialog of the catalogue, into the member's own cart. */
export function ProductPicker({ product, busy, onAdd, onClose }: ProductPickerProps) {
  const small = useIsSmallMobile();
  return (
    <Modal
      open={product !== null}
      onCancel={onClose}
      footer={null}
      width={small ? '100%' : 520}
      style={small ? { top: 0, maxWidth: '100%', margin: 0, paddingBlockEnd: 0 } : undefined}
      title={<DataText>{product?.translation?.title}</DataText>}
      destroyOnHidden
    >
      {product && <PickerBody key={product.id} product={product} busy={busy} onAdd={onAdd} />}
    </Modal>
  );
}
