import { cloneElement, isValidElement, lazy, Suspense, useState, type ComponentProps, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { Skeleton } from 'antd';
import type { DescriptionsProps, DrawerProps, ModalProps, SelectProps, StepsProps } from 'antd';
import { onFirstIntent, whenIdle } from './when-idle.ts';
import { useCountFormat } from './counts.tsx';
import type { SafeHtmlProps } from './safe-html.tsx';
import { EscapeCloses } from './escape-closes.tsx';

/**
 * Heavy antd components load on first use, in their own chunks of the one shared @market/ui (so they share its
 * ConfigProvider: theme, direction, locale). The first load of a page then pays only for the light core.
 * Static members (Table.Column, DatePicker.RangePicker…) are not available: use the props API or the named
 * exports below (RangePicker, UploadDragger).
 */
function lazyComponent<C extends ComponentType<any>>(load: () => Promise<{ default: C }>, fallback: ReactNode = <Skeleton.Input active size="small" />) {
  const Loaded = lazy(load) as unknown as ComponentType<ComponentProps<C>>;
  function Lazy(props: ComponentProps<C>) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Lazy;
}

/**
 * A lazy component's module once its build-time stylesheet (shared/ui/styles/generate.ts) is loaded too. Its default
 * export as the bundler gives it; where antd's CommonJS build is loaded as a module instead (the unit tests), the
 * default is the CommonJS exports, whose own `default` is the component.
 */
function withStyles<M extends { default: unknown }>(module: Promise<M>, styles: Promise<unknown>): Promise<M> {
  return Promise.all([module, styles]).then(([m]) => {
    const inner = (m.default as { default?: unknown } | null)?.default;
    return (inner === undefined ? m : { ...m, default: inner }) as M;
  });
}

const block = <Skeleton active paragraph={{ rows: 4 }} />;

export const Table = lazyComponent(() => withStyles(import('antd/es/table'), import('../generated/lazy/table.css')), block);
export const Upload = lazyComponent(() => withStyles(import('antd/es/upload'), import('../generated/lazy/upload.css')));
export const UploadDragger = lazyComponent(() => withStyles(import('antd/es/upload'), import('../generated/lazy/upload.css')).then((m) => ({ default: m.default.Dragger })), block);
export const Image = lazyComponent(() => withStyles(import('antd/es/image'), import('../generated/lazy/image.css')), <Skeleton.Image active />);
/** antd's date components come with the day.js locales of the app's languages (date-locale.ts) and both stylesheets. */
const dateStyles = () => Promise.all([import('../generated/lazy/date-picker.css'), import('../generated/lazy/time-picker.css'), import('./date-locale.ts')]);
export const DatePicker = lazyComponent(() => withStyles(import('antd/es/date-picker'), dateStyles()));
export const RangePicker = lazyComponent(() => withStyles(import('antd/es/date-picker'), dateStyles()).then((m) => ({ default: m.default.RangePicker })));
export const TimePicker = lazyComponent(() => withStyles(import('antd/es/time-picker'), dateStyles()));
/** A day (`YYYY-MM-DD`) and a time of day (`HH:mm`) as strings, shown in the current language: prefer these. */
const dateFields = () =>
  Promise.all([withStyles(import('antd/es/date-picker'), dateStyles()), withStyles(import('antd/es/time-picker'), dateStyles()), import('./date-fields.tsx')]).then(([date, time, m]) =>
    m.dateFields(date.default, time.default),
  );
export const DateField = lazyComponent(() => dateFields().then((m) => ({ default: m.DateField })));
export const TimeField = lazyComponent(() => dateFields().then((m) => ({ default: m.TimeField })));
export const InputNumber = lazyComponent(() => withStyles(import('antd/es/input-number'), import('../generated/lazy/input-number.css')));
export const Timeline = lazyComponent(() => withStyles(import('antd/es/timeline'), import('../generated/lazy/timeline.css')), block);
export const Anchor = lazyComponent(() => withStyles(import('antd/es/anchor'), import('../generated/lazy/anchor.css')));
export const Collapse = lazyComponent(() => withStyles(import('antd/es/collapse'), import('../generated/lazy/collapse.css')), block);
export const Statistic = lazyComponent(() => withStyles(import('antd/es/statistic'), import('../generated/lazy/statistic.css')));
const AntdPagination = lazyComponent(() => withStyles(import('antd/es/pagination'), import('../generated/lazy/pagination.css')));
type PaginationProps = ComponentProps<typeof AntdPagination>;

/**
 * antd's Pagination whose page numbers are written by the app's number formatter (`useCountFormat`), as every
 * other number of the page (a `showTotal` writes its own with `useCountFormat`). An `itemRender` of the caller gets the page's
 * link with the number already written.
 */
export function Pagination({ itemRender, ...props }: PaginationProps) {
  const format = useCountFormat();
  const render: NonNullable<PaginationProps['itemRender']> = (page, type, original) => {
    const written = type === 'page' && isValidElement(original) ? cloneElement(original as ReactElement<{ children?: ReactNode }>, {}, format(page)) : original;
    return itemRender ? itemRender(page, type, written) : written;
  };
  return <AntdPagination itemRender={render} {...props} />;
}
export const AutoComplete = lazyComponent(() => withStyles(import('antd/es/auto-complete'), import('../generated/lazy/auto-complete.css')));
export const Breadcrumb = lazyComponent(() => withStyles(import('antd/es/breadcrumb'), import('../generated/lazy/breadcrumb.css')));

/**
 * A component whose code loads on first use or on `preload()`. An instance first rendered after its code arrived
 * renders it at once, with no fallback (no flash, no shift); one rendered before shows the fallback until then, and
 * keeps its own structure afterwards (switching would remount it and lose its focus or open state). A failed load
 * may be tried again by the next `preload()`.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, fallback: ReactNode) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> =>
    (pending ??= load().then(
      (m) => (loaded = m.default),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Loaded = lazy(() => preload().then((c) => ({ default: c })));
  function Preloadable(props: P) {
    const [Ready] = useState(() => loaded);
    if (Ready) return <Ready {...props} />;
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(Preloadable, { preload });
}

/** A select's place while its code loads: a field of the same height, so nothing moves when it arrives. */
function SelectPlaceholder() {
  return <Skeleton.Input active block style={{ minWidth: 120 }} />;
}

const LoadedSelect = preloadable<SelectProps<any>>(
  () => withStyles(import('antd/es/select'), import('../generated/lazy/select.css')) as Promise<{ default: ComponentType<SelectProps<any>> }>,
  <SelectPlaceholder />,
);
/**
 * antd's Select (options through the `options` prop: Select.Option is not available). Its code (the select, its
 * virtual list) is not on any first paint; it loads at the shopper's first move (a pointer, a touch, a key, a scroll),
 * or at once where a page shows one first (`Select.preload()` in the page's `prefetch`).
 */
export const Select = LoadedSelect as unknown as (<V = unknown>(props: SelectProps<V>) => ReactNode) & { preload: () => Promise<unknown> };

/**
 * antd's Descriptions (items through the `items` prop). Its code loads on first use, or before a page's first render
 * where that render shows one (`Descriptions.preload()` in the page's `prefetch`: checkout's price breakdown), so the
 * page does not show a skeleton for it and render again when it arrives.
 */
export const Descriptions = preloadable<DescriptionsProps>(
  () => withStyles(import('antd/es/descriptions'), import('../generated/lazy/descriptions.css')) as Promise<{ default: ComponentType<DescriptionsProps> }>,
  block,
);

/**
 * antd's Steps (items through the `items` prop). Its code loads on first use, or before a page's first render where
 * that render shows one (`Steps.preload()` in the page's `prefetch`: an order's progress).
 */
export const Steps = preloadable<StepsProps>(
  () => withStyles(import('antd/es/steps'), import('../generated/lazy/steps.css')) as Promise<{ default: ComponentType<StepsProps> }>,
  block,
);

const LoadedModal = preloadable<ModalProps>(
  () => withStyles(import('antd/es/modal'), import('../generated/lazy/modal.css')) as Promise<{ default: ComponentType<ModalProps> }>,
  null,
);
/**
 * antd's Modal as a component (its static methods, Modal.confirm and Modal.useModal, are not available). Nothing is
 * rendered, and nothing loads, until it is first open; its code loads at the shopper's first move (a pointer, a touch,
 * a key, a scroll), so an open rarely waits for it. Once opened it stays rendered, so it closes with its animation and `afterClose`.
 */
export function Modal(props: ModalProps) {
  const [used, setUsed] = useState(false);
  if ((props.open || props.forceRender) && !used) setUsed(true);
  if (!used) return null;
  return <LoadedModal {...props}>{withEscapeLayer(props.children, props.open, props.keyboard, props.onCancel)}</LoadedModal>;
}
Modal.preload = LoadedModal.preload;

const LoadedDrawer = preloadable<DrawerProps>(
  () => withStyles(import('antd/es/drawer'), import('../generated/lazy/drawer.css')) as Promise<{ default: ComponentType<DrawerProps> }>,
  null,
);
/**
 * antd's Drawer, as the Modal above: every drawer of the apps opens on a tap (the cart, the address, the chat, the
 * notifications), so nothing is rendered, and nothing loads, until it is first open; its code loads at the shopper's
 * first move. Once opened it stays rendered, so it closes with its animation.
 */
export function Drawer(props: DrawerProps) {
  const [used, setUsed] = useState(false);
  if ((props.open || props.forceRender) && !used) setUsed(true);
  if (!used) return null;
  return <LoadedDrawer {...props}>{withEscapeLayer(props.children, props.open, props.keyboard, props.onClose)}</LoadedDrawer>;
}

/**
 * A dialog's or drawer's content with its Escape layer (EscapeCloses) while it is open: a panel rendered closed ahead
 * (the header's address panel, the cart drawer, a shop's product dialog) joins antd's Escape stack as it mounts, and
 * went above a plain drawer open then (the notifications opened right after the page's load: Escape went to the closed
 * panel and the drawer stayed open). The layer keeps the open one on top, and the ahead renders wait for it to close.
 * One that takes no Escape (`keyboard={false}`: one rendered ahead brings its own layer) gets none.
 */
function withEscapeLayer(children: ReactNode, open: boolean | undefined, keyboard: boolean | undefined, close: ((event: never) => void) | undefined) {
  if (keyboard === false || !close) return children;
  return (
    <>
      {children}
      <EscapeCloses open={Boolean(open)} onClose={() => close(undefined as never)} />
    </>
  );
}
Drawer.preload = LoadedDrawer.preload;

// The dialogs', drawers' and selects' code at the first sign of a shopper about to act (a pointer moving, a touch, a key, a
// scroll) once the first render is on screen, when the browser is next idle after it: ready before a tap asks for it,
// never in the way of the first paint nor in the task of the tap that may be that sign, and not downloaded by a visit
// that never taps. (A page of product cards loads the Modal's code sooner: ProductGrid.)
if (typeof window !== 'undefined' && typeof document !== 'undefined') {
  // One at a time, each in an idle moment of its own: the three scripts and stylesheets put into the document together
  // made one long task (its stylesheets parsed there), which a key or a tap arriving then waited for.
  const parts = [LoadedModal.preload, LoadedDrawer.preload, LoadedSelect.preload];
  const next = () => {
    const load = parts.shift();
    if (load) void load().then(() => whenIdle(next), () => whenIdle(next));
  };
  onFirstIntent(next);
}

/**
 * The one place that renders server HTML (news, recipes, help pages; safe-html.tsx): its code loads with the first
 * piece of such HTML, DOMPurify beside it, not with every page's first load. Its place meanwhile is the skeleton it
 * shows while it sanitizes.
 */
export const SafeHtml = preloadable<SafeHtmlProps>(
  () => Promise.all([import('./safe-html.tsx'), import('dompurify')]).then(([m]) => ({ default: m.SafeHtml })),
  <Skeleton active paragraph={{ rows: 3 }} />,
);
