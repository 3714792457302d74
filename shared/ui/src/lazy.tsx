import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { Skeleton } from 'antd';

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

/** A lazy component's module once its build-time stylesheet (shared/ui/styles/generate.ts) is loaded too. */
function withStyles<M>(module: Promise<M>, styles: Promise<unknown>): Promise<M> {
  return Promise.all([module, styles]).then(([m]) => m);
}

const block = <Skeleton active paragraph={{ rows: 4 }} />;

export const Table = lazyComponent(() => withStyles(import('antd/es/table'), import('../generated/lazy/table.css')), block);
export const Upload = lazyComponent(() => withStyles(import('antd/es/upload'), import('../generated/lazy/upload.css')));
export const UploadDragger = lazyComponent(() => withStyles(import('antd/es/upload'), import('../generated/lazy/upload.css')).then((m) => ({ default: m.default.Dragger })), block);
export const Image = lazyComponent(() => withStyles(import('antd/es/image'), import('../generated/lazy/image.css')), <Skeleton.Image active />);
export const DatePicker = lazyComponent(() => withStyles(import('antd/es/date-picker'), import('../generated/lazy/date-picker.css')));
export const RangePicker = lazyComponent(() => withStyles(import('antd/es/date-picker'), import('../generated/lazy/date-picker.css')).then((m) => ({ default: m.default.RangePicker })));
export const TimePicker = lazyComponent(() => withStyles(import('antd/es/time-picker'), import('../generated/lazy/time-picker.css')));
export const InputNumber = lazyComponent(() => withStyles(import('antd/es/input-number'), import('../generated/lazy/input-number.css')));
export const Timeline = lazyComponent(() => withStyles(import('antd/es/timeline'), import('../generated/lazy/timeline.css')), block);
export const Steps = lazyComponent(() => withStyles(import('antd/es/steps'), import('../generated/lazy/steps.css')), block);
export const Descriptions = lazyComponent(() => withStyles(import('antd/es/descriptions'), import('../generated/lazy/descriptions.css')), block);
export const Anchor = lazyComponent(() => withStyles(import('antd/es/anchor'), import('../generated/lazy/anchor.css')));
export const Collapse = lazyComponent(() => withStyles(import('antd/es/collapse'), import('../generated/lazy/collapse.css')), block);
export const Statistic = lazyComponent(() => withStyles(import('antd/es/statistic'), import('../generated/lazy/statistic.css')));
export const Pagination = lazyComponent(() => withStyles(import('antd/es/pagination'), import('../generated/lazy/pagination.css')));
export const AutoComplete = lazyComponent(() => withStyles(import('antd/es/auto-complete'), import('../generated/lazy/auto-complete.css')));
export const Breadcrumb = lazyComponent(() => withStyles(import('antd/es/breadcrumb'), import('../generated/lazy/breadcrumb.css')));
