import type { CSSProperties, ReactNode } from 'react';

export interface PlainTextProps {
  children: ReactNode;
  strong?: boolean;
  secondary?: boolean;
  /** One line, cut with an ellipsis by CSS; the whole text is the element's title. */
  ellipsis?: boolean;
  /** The whole text, shown on hover when `ellipsis` cuts it (defaults to the children when they are a string). */
  title?: string;
  style?: CSSProperties;
}

/**
 * Text of a list item (a card's title, a line of description) in the theme's colours and weight, read from antd's
 * CSS variables, so dark mode follows. For text repeated dozens of times on a page: antd's Typography mounts a
 * resize observer, a measuring element and several hooks per instance, and with `ellipsis` reads the layout of
 * each one; this is one element. Text from data keeps its own direction (`dir="auto"`) inside right-to-left pages.
 */
export function PlainText({ children, strong, secondary, ellipsis, title, style }: PlainTextProps) {
  return (
    <span
      dir="auto"
      title={ellipsis ? (title ?? (typeof children === 'string' ? children : undefined)) : title}
      style={{
        display: ellipsis ? 'block' : undefined,
        overflow: ellipsis ? 'hidden' : undefined,
        textOverflow: ellipsis ? 'ellipsis' : undefined,
        whiteSpace: ellipsis ? 'nowrap' : undefined,
        color: secondary ? 'var(--ant-color-text-secondary)' : 'var(--ant-color-text)',
        fontWeight: strong ? 'var(--ant-font-weight-strong)' : undefined,
        ...style,
      }}
    >
      {children}
    </span>
  );
}
