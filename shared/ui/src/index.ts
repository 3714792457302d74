/**
 * The only door to antd: apps import components from here, so antd is shaken once and shared as one singleton.
 * Three entry points, each its own shared module, so a page downloads only the parts it renders:
 * - `@market/ui`: what the header and the home page show (layout, buttons, text, inputs, checkboxes, radios,
 *   popovers, confirmations; Badge, Checkbox, Input and Layout without the members no page uses: antd-parts.ts)
 *   and our own components; dialogs (Modal), drawers and selects load on first use or at the shopper's first move
 *   (lazy.tsx);
 * - `@market/ui/forms`: Form (with its validator), Switch, Rate, Segmented, and the grid (Row, Col: its 66 KB of
 *   breakpoint classes serve pages laid out on a grid, none of them on the first paint of home, shop or checkout);
 * - `@market/ui/extras`: cards, lists, tabs, menus, dropdowns, results, toasts, dividers and spaces (Card alone brings
 *   Tabs and Menu).
 * They are built together in whichever app provides them (the host), so they share one antd and one ConfigProvider.
 */
export {
  Alert,
  Button,
  ConfigProvider,
  Empty,
  Flex,
  Popconfirm,
  Popover,
  Radio,
  Skeleton,
  Spin,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
export { Badge, Checkbox, Input, Layout } from './antd-parts.ts';
export type { ThemeConfig } from 'antd';
export * from './lazy.tsx';
export type { DateFieldProps, TimeFieldProps } from './date-fields.tsx';
export * from './theme.ts';
export { showTheme } from './document-theme.ts';
export * from './providers.tsx';
export * from './price.tsx';
export * from './image-with-fallback.tsx';
export type { SafeHtmlProps, SanitizedHtml } from './safe-html.tsx';
export * from './states.tsx';
export * from './swipe.ts';
export * from './swipeable-drawer.tsx';
export * from './escape-closes.tsx';
export { useOpenedOnce } from './use-opened-once.ts';
export { useFocusWhenPainted } from './focus-when-painted.ts';
export * from './use-debounced.ts';
export * from './icons.ts';
export * from './use-breakpoint.ts';
export * from './page-title.tsx';
export * from './route-skeletons.tsx';
export * from './link-button.tsx';
export * from './use-end-marker.ts';
export * from './plain-text.tsx';
export * from './data-text.tsx';
export * from './counts.tsx';
export * from './floating.ts';
export { resetWhenNear, WhenNear } from './when-near.tsx';
export { AfterFrame } from './after-frame.tsx';
export { afterFirstPaint, holdDeferredWork, markPageShown, whenIdle } from './when-idle.ts';
export { afterNextPaint, yieldToMain } from './yield-to-main.ts';
export { answerAfterPaint } from './pressed.ts';
export * from './login-prompt.tsx';
export { OfflineReason, useOffline } from './offline.tsx';
