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

const block = <Skeleton active paragraph={{ rows: 4 }} />;

export const Table = lazyComponent(() => import('antd/es/table'), block);
export const Upload = lazyComponent(() => import('antd/es/upload'));
export const UploadDragger = lazyComponent(() => import('antd/es/upload').then((m) => ({ default: m.default.Dragger })), block);
export const Carousel = lazyComponent(() => import('antd/es/carousel'), <Skeleton.Image active />);
export const Image = lazyComponent(() => import('antd/es/image'), <Skeleton.Image active />);
export const DatePicker = lazyComponent(() => import('antd/es/date-picker'));
export const RangePicker = lazyComponent(() => import('antd/es/date-picker').then((m) => ({ default: m.default.RangePicker })));
export const TimePicker = lazyComponent(() => import('antd/es/time-picker'));
export const InputNumber = lazyComponent(() => import('antd/es/input-number'));
export const Timeline = lazyComponent(() => import('antd/es/timeline'), block);
export const Steps = lazyComponent(() => import('antd/es/steps'), block);
export const Descriptions = lazyComponent(() => import('antd/es/descriptions'), block);
export const Anchor = lazyComponent(() => import('antd/es/anchor'));
export const Collapse = lazyComponent(() => import('antd/es/collapse'), block);
export const Statistic = lazyComponent(() => import('antd/es/statistic'));
export const Pagination = lazyComponent(() => import('antd/es/pagination'));
export const AutoComplete = lazyComponent(() => import('antd/es/auto-complete'));
export const Breadcrumb = lazyComponent(() => import('antd/es/breadcrumb'));
