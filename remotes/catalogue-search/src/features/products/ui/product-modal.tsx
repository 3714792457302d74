import { memo, startTransition, useCallback, useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addToCartRequested } from '@market/bus';
import type { AddToCartRequest, Extra, ExtraGroup, Product, Stock } from '@market/contract';
import { errorMessage } from '@market/http';
import { afterFirstPaint, afterNextPaint, Button, DataText, ErrorState, EscapeCloses, Flex, ImageWithFallback, MinusOutlined, Modal, PageSkeleton, PlusOutlined, Price, Radio, RefreshFailed, theme, Typography, useIsSmallMobile, whenIdleWithNoPanelOpen } from '@market/ui';
import { Carousel } from '../../../lib/carousel.tsx';
import { useProduct } from '../api/products-api.ts';
import { choiceOf, clampQuantity, extraGroups, quantityBounds, stockFor, stockPrice } from '../model/product.ts';
import { useShownProduct } from './use-product-param.ts';

const GALLERY_HEIGHT = 260;

type Addon = Stock['addons'][number];
type Bounds = ReturnType<typeof quantityBounds>;

const MINUS = <MinusOutlined />;
const PLUS = <PlusOutlined />;

/** One of a stepper's two buttons: rendered again only when it is enabled or disabled (its `onStep` is stable). */
const StepButton = memo(function StepButton({ icon, label, disabled, onStep }: { icon: ReactNode; label: string; disabled: boolean; onStep: () => void }) {
  return <Button size="small" shape="circle" icon={icon} aria-label={label} disabled={disabled} onClick={onStep} />;
});

/**
 * − value + : a quantity within bounds, each button named. Memoised (with a stable `onChange`): a tap on one stepper
 * renders that stepper again, not the dialog's other steppers; and of it, the value and only a button whose state
 * changes (the other keeps its props: its names are kept, its press reads the latest value).
 */
export const Stepper = memo(function Stepper({ value, min, max, step = 1, label, onChange }: { value: number; min: number; max: number; step?: number; label: string; onChange: (v: number) => void }) {
  const { t } = useTranslation('catalogue-search');
  const names = useMemo(() => ({ less: t('quantity.less', { label }), more: t('quantity.more', { label }) }), [t, label]);
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });
  const less = useCallback(() => latest.current.onChange(latest.current.value - step), [step]);
  const more = useCallback(() => latest.current.onChange(latest.current.value + step), [step]);
  return (
    <Flex align="center" gap={8} role="group" aria-label={label}>
      <StepButton icon={MINUS} label={names.less} disabled={value - step < min} onStep={less} />
      <output aria-live="polite" style={{ minWidth: 24, textAlign: 'center' }}>
        {value}
      </output>
      <StepButton icon={PLUS} label={names.more} disabled={value + step > max} onStep={more} />
    </Flex>
  );
});

const FIELDSET = { border: 0, padding: 0, margin: 0 } as const;
const LEGEND = { fontWeight: 600, marginBlockEnd: 8 } as const;

/** The product's pictures, its own first, each once. */
const picturesOf = (product: Product): string[] => [product.img, ...(product.galleries ?? []).map((g) => g.path)].filter((u, i, all): u is string => Boolean(u) && all.indexOf(u) === i);

/**
 * The pictures: they depend on the product alone, so no choice, quantity or add-on renders them again. `first`: the
 * first picture alone, where the carousel will show it, with the room of its buttons below kept empty: the dialog's
 * first frame (the tap's) shows the picture without building the carousel (its slides and two antd buttons), which
 * comes a frame later with the choices, so nothing below moves.
 */
const Gallery = memo(function Gallery({ product, title, first = false }: { product: Product; title: string; first?: boolean }) {
  const { t } = useTranslation('catalogue-search');
  const { token } = theme.useToken();
  const images = picturesOf(product);
  const style = { width: '100%', height: GALLERY_HEIGHT, objectFit: 'cover', borderRadius: token.borderRadiusLG } as const;
  if (images.length <= 1) return <ImageWithFallback src={images[0]} alt={title} width="100%" height={GALLERY_HEIGHT} style={style} />;
  if (first)
    return (
      <div>
        <ImageWithFallback src={images[0]} alt={t('product.image', { title, n: 1 })} width="100%" height={GALLERY_HEIGHT} style={style} />
        <div style={{ blockSize: token.controlHeight, marginBlockStart: 8 }} />
      </div>
    );
  return (
    <Carousel
      label={t('product.gallery', { title })}
      slides={images.map((src, i) => (
        <ImageWithFallback key={src} src={src} alt={t('product.image', { title, n: i + 1 })} width="100%" height={GALLERY_HEIGHT} style={style} />
      ))}
    />
  );
});

/** One extra group (size, colour…) as buttons; rendered again only when its own choice changes. */
const ExtraChoice = memo(function ExtraChoice({ group, values, value, onChoose }: { group: ExtraGroup; values: Extra[]; value: number | undefined; onChoose: (group: number, value: number) => void }) {
  const options = useMemo(() => values.map((v) => ({ value: v.id, label: <DataText>{v.value}</DataText> })), [values]);
  return (
    <fieldset style={FIELDSET}>
      <legend style={LEGEND}>
        <DataText>{group.translation?.title}</DataText>
      </legend>
      <Radio.Group optionType="button" value={value} onChange={(e) => onChoose(group.id, e.target.value as number)} options={options} />
    </fieldset>
  );
});

/** An add-on's name and price: the same whatever its count, so a tap on its stepper does not render them again. */
const AddonName = memo(function AddonName({ name, price }: { name: string; price: number }) {
  return (
    <span>
      <DataText>{name}</DataText> <Price value={price} plus />
    </span>
  );
});

type AddonRowProps = { addon: Addon; count: number; max: number; onCount: (id: number, count: number) => void };

/**
 * One add-on with its count; a tap on its stepper renders this row again, not the other add-ons. Its limit follows
 * the quantity, but a row is rendered again for a new limit only when that changes what it shows (its "more" button
 * enabled or not), so a tap on the quantity does not render every add-on.
 */
const AddonRow = memo(function AddonRow({ addon, count, max, onCount }: AddonRowProps) {
  const name = addon.product.translation?.title ?? '';
  const change = useCallback((v: number) => onCount(addon.id, v), [addon.id, onCount]);
  return (
    <Flex align="center" justify="space-between" gap={8} wrap>
      <AddonName name={name} price={addon.price} />
      <Stepper label={name} value={count} min={0} max={max} onChange={change} />
    </Flex>
  );
}, (before: AddonRowProps, after: AddonRowProps) => before.addon === after.addon && before.count === after.count && before.onCount === after.onCount && before.count + 1 > before.max === after.count + 1 > after.max);

/**
 * The stock's add-ons, the quantity and Add to cart: the state a tap changes lives here, so a tap renders this part
 * (and of it only the stepper tapped and the button's total), never the pictures, the text or the extras above.
 */
const Purchase = memo(function Purchase({ product, stock, bounds, title, shopOpen, onAdded }: { product: Product; stock: Stock | undefined; bounds: Bounds; title: string; shopOpen: boolean; onAdded: () => void }) {
  const { t } = useTranslation('catalogue-search');
  const [quantity, setQuantity] = useState(bounds.min);
  const [addons, setAddons] = useState<Record<number, number>>({});
  const onCount = useCallback((id: number, count: number) => setAddons((chosen) => ({ ...chosen, [id]: count })), []);

  // A different stock has its own bounds and add-ons. Only a change of stock resets them: the bounds are read by an
  // effect event, so any other render keeps the quantity and add-ons chosen. Both keep their value when it is already
  // right (the first mount's run, too), so the reset renders nothing again.
  const stockChanged = useEffectEvent(() => {
    setQuantity((q) => clampQuantity(q, bounds));
    setAddons((chosen) => (Object.keys(chosen).length ? {} : chosen));
  });
  useEffect(() => stockChanged(), [stock?.id]);

  const unit = stockPrice(stock);
  const stockAddons = stock?.addons ?? [];
  const addonRows = stockAddons.filter((a) => (addons[a.id] ?? 0) > 0);
  const total = unit.value * quantity + addonRows.reduce((sum, a) => sum + a.price * (addons[a.id] ?? 0), 0);
  const canAdd = shopOpen && Boolean(stock) && bounds.available;
  const addonMax = Math.max(quantity, 1) * 10;
  // Pressed once: the dialog closes a frame later, and a second press meanwhile adds nothing more.
  const added = useRef(false);

  const add = () => {
    if (!stock || !canAdd || added.current) return;
    added.current = true;
    const request: AddToCartRequest = {
      shop_id: product.shop_id,
      stock_id: stock.id,
      quantity,
      price: unit.value,
      product: { id: product.id, uuid: product.uuid, title, img: product.img },
      addons: addonRows.map((a) => ({ stock_id: a.stock_id, quantity: addons[a.id]!, price: a.price, title: a.product.translation?.title ?? '' })),
    };
    // The add first, in this task: the header's cart shows it in the press's own frame. The dialog closes (and the
    // address goes back) after that frame is painted, so the press is not held up by the dialog's render.
    addToCartRequested(request);
    afterNextPaint(onAdded);
  };

  return (
    <>
      {stockAddons.length > 0 && (
        <fieldset style={FIELDSET}>
          <legend style={LEGEND}>{t('product.addons')}</legend>
          <Flex vertical gap={8}>
            {stockAddons.map((a) => (
              <AddonRow key={a.id} addon={a} count={addons[a.id] ?? 0} max={addonMax} onCount={onCount} />
            ))}
          </Flex>
        </fieldset>
      )}

      <Flex align="center" justify="space-between" gap={12} wrap>
        <Stepper label={t('quantity.label')} value={quantity} min={bounds.min} max={Math.max(bounds.min, bounds.max)} step={bounds.step} onChange={setQuantity} />
        {!bounds.available && <Typography.Text type="secondary">{t('product.out.of.stock')}</Typography.Text>}
        <Button type="primary" size="large" disabled={!canAdd} onClick={add}>
          {shopOpen ? (
            <span>
              {t('product.add')} · <Price value={total} />
            </span>
          ) : (
            t('common:Shop is closed')
          )}
        </Button>
      </Flex>
    </>
  );
});

/** False in the first render, true from a render of its own once the frame that shows the first is painted. */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => (painted ? undefined : afterNextPaint(() => setPainted(true))), [painted]);
  return painted;
}

const DESCRIPTION = { margin: 0, overflowWrap: 'anywhere' } as const;
const PRICE = { fontSize: 18 } as const;
/** The choices' room while they are built: about what a size and the button take, so the dialog hardly grows. */
const CHOICES_ROOM = { minBlockSize: 96 } as const;

/**
 * Memoised: the dialog's close (a render of the dialog around it) does not build its content again. The tap's frame
 * shows what the card showed (the picture, the title, the price) and the description as plain elements; the
 * carousel, the choices and the button follow a frame later, in a render of their own.
 */
const ProductDetail = memo(function ProductDetail({ product, shopOpen, onAdded }: { product: Product; shopOpen: boolean; onAdded: () => void }) {
  const painted = usePainted();
  // One array per product (not a new empty one every render), so the memo of its extras holds.
  const stocks = useMemo(() => product.stocks ?? [], [product.stocks]);
  const [choice, setChoice] = useState<Record<number, number>>(() => choiceOf(stocks[0]));
  const onChoose = useCallback((group: number, value: number) => setChoice((chosen) => ({ ...chosen, [group]: value })), []);
  const stock = stockFor(stocks, choice);
  const bounds = useMemo(() => quantityBounds(product, stock), [product, stock]);
  const groups = useMemo(() => extraGroups(stocks), [stocks]);
  const title = product.translation?.title ?? '';
  const unit = stockPrice(stock);

  return (
    <Flex vertical gap={16}>
      <Gallery product={product} title={title} first={!painted} />
      {product.translation?.description && (
        <p style={DESCRIPTION}>
          <DataText>{product.translation.description}</DataText>
        </p>
      )}
      <strong style={PRICE}>
        <Price value={unit.value} old={unit.old} />
      </strong>
      {painted ? (
        <>
          {groups.map(({ group, values }) => (
            <ExtraChoice key={group.id} group={group} values={values} value={choice[group.id]} onChoose={onChoose} />
          ))}
          <Purchase product={product} stock={stock} bounds={bounds} title={title} shopOpen={shopOpen} onAdded={onAdded} />
        </>
      ) : (
        <div style={CHOICES_ROOM} />
      )}
    </Flex>
  );
});

const TRAP = { trap: true } as const;
const NO_TRAP_YET = { trap: false } as const;

/**
 * The product of ?product={uuid}: deep-linkable, the browser's back closes it. "Add to cart" fires
 * addToCartRequested on the bus; the cart remote does the rest.
 */
export function ProductModal({ shopOpen }: { shopOpen?: boolean }) {
  const { t } = useTranslation('catalogue-search');
  const { uuid, close } = useShownProduct();
  // The product whose dialog is closing stays its content while the dialog fades out (not a skeleton in its place).
  const [contentUuid, setContentUuid] = useState(uuid);
  if (uuid !== null && uuid !== contentUuid) setContentUuid(uuid);
  const query = useProduct(contentUuid);
  // One function for the dialog's life, so the memoised content is not built again by a render of the dialog.
  const latestClose = useRef(close);
  useLayoutEffect(() => {
    latestClose.current = close;
  });
  const onAdded = useCallback(() => latestClose.current(), []);
  const small = useIsSmallMobile();
  // Mounted closed ahead of the first tap (antd's dialog: its portal, wrapper, panel, header and motion, hidden), once
  // its code has loaded and the page is shown and idle, in a background render: the tap then opens a dialog already
  // there and renders the product into it (antd's dialog was rendered, created and put into the page in the tap's task).
  // Not while a product is shown (a linked one, at load): the dialog is there already, and a render of it then could
  // land in a tap on it; once closed, it is mounted ahead for the next tap.
  const [ahead, setAhead] = useState(false);
  const shown = uuid !== null;
  useEffect(() => {
    if (shown || ahead) return;
    let cancelIdle: (() => void) | undefined;
    const cancel = afterFirstPaint(
      () =>
        void Modal.preload().then(
          () => (cancelIdle = whenIdleWithNoPanelOpen(() => startTransition(() => setAhead(true)))),
          () => undefined,
        ),
    );
    return () => {
      cancel();
      cancelIdle?.();
    };
  }, [shown, ahead]);
  const product = query.data;
  const open = shopOpen ?? product?.shop?.open ?? true;
  // The focus goes to the dialog's panel once the frame that shows it is painted, and its focus trap starts then.
  // rc-dialog shows the dialog over three renders of the tap's task (its wrapper a render after `open`, then the
  // motion takes the panel's `display: none` away), and its focus lock started in the second: with the focus still on
  // the card and the panel not displayed, it looked for the panel's first focusable element (every element of the
  // panel, each asked for its box: a forced layout in the tap's task) and found none; the focus came to the panel only
  // as the motion ended. Started once the focus is inside, the lock only notes where it is: Tab still cycles inside,
  // Escape still closes, and rc-dialog (which noted the card as the focus to give back as it opened) gives it back on
  // close. A panel that cannot take the focus still gets the trap (which then looks for a control, as before).
  const panel = useRef<HTMLDivElement>(null);
  const [trapped, setTrapped] = useState(false);
  if (!shown && trapped) setTrapped(false);
  useEffect(() => {
    if (!shown) return;
    return afterNextPaint(() => {
      const node = panel.current;
      if (node && !node.contains(document.activeElement)) node.focus({ preventScroll: true });
      setTrapped(true);
    });
  }, [shown]);
  // Escape is the EscapeCloses layer's: a dialog rendered ahead sits in antd's Escape stack from its mount, and, closed
  // on top of it, took Escape as its own close.
  return (
    <Modal
      open={shown}
      onCancel={close}
      keyboard={false}
      panelRef={panel}
      focusable={trapped ? TRAP : NO_TRAP_YET}
      footer={null}
      width={small ? '100%' : 560}
      style={small ? { top: 0, maxWidth: '100%', margin: 0, paddingBlockEnd: 0 } : undefined}
      title={<DataText>{product?.translation?.title ?? t('product.title')}</DataText>}
      destroyOnHidden
      forceRender={ahead}
      // Closed, its product is dropped (a dialog mounted ahead stays mounted, hidden): the next open starts afresh.
      afterOpenChange={(visible) => !visible && setContentUuid(null)}
    >
      {contentUuid === null ? null : query.isPending ? (
        <PageSkeleton />
      ) : query.isError && (product === undefined || query.isPlaceholderData) ? (
        // The product's first read failed (what the card knew is not enough to choose and add). A read again that
        // fails (a language switch reads everything again) keeps the product and the choices made in it, with a note.
        <ErrorState message={errorMessage(query.error)} onRetry={() => query.refetch()} extra={<Button onClick={close}>{t('common:close')}</Button>} />
      ) : (
        <>
          <RefreshFailed query={query} style={{ marginBlockEnd: 16 }} />
          <ProductDetail key={product!.uuid} product={product!} shopOpen={open} onAdded={onAdded} />
        </>
      )}
      <EscapeCloses open={shown} onClose={close} />
    </Modal>
  );
}
