import type { BadgeProps } from 'antd';
import { Badge } from './antd-parts.ts';
import { formatCount } from '@market/i18n';
import { useUiLanguage } from './providers.tsx';

/**
 * Writes a count (a badge's, a page number) as every other number of the page: the app's number formatter with the
 * page's language and its one choice of digits (`formatCount`, which `{{n, number}}` in the catalogues uses too).
 */
export function useCountFormat(): (value: number) => string {
  const language = useUiLanguage();
  return (value) => formatCount(value, language);
}

/**
 * A badge with a count (unread messages, items in the cart): antd's Badge whose number is written by the app's
 * number formatter (`useCountFormat`), its overflow too (`99+`), so every screen shows the same digits. Use it for
 * every count; antd's Badge itself is for status dots. Zero or nothing shows no number, as antd's (unless
 * `showZero`); a count that is not a number is left as it is.
 */
export function CountBadge({ count, overflowCount = 99, ...props }: BadgeProps) {
  const format = useCountFormat();
  const shown =
    typeof count !== 'number' || (count === 0 && !props.showZero) || props.dot
      ? count
      : count > overflowCount
        ? `${format(overflowCount)}+`
        : format(count);
  return <Badge count={shown} overflowCount={overflowCount} {...props} />;
}
