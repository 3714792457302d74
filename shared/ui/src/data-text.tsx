import type { ReactNode } from 'react';

/**
 * The class that gives text from data its own direction where no `<DataText>` can wrap it: an input's value
 * (`<Input className={DATA_TEXT_CLASS}>`) or a Select's option (`dataOptions`). Its rule (`unicode-bidi: plaintext`)
 * lives in `@market/ui/styles/bidi.css`, which the shell links.
 */
export const DATA_TEXT_CLASS = 'market-data-text';

/**
 * Props of an input that takes left-to-right data (a phone number, an e-mail, a coupon or card-like code): its value
 * runs left to right in every language, its label and errors stay on the page's side (they are outside the input),
 * and its placeholder keeps the page's direction while it is empty.
 */
export const LTR_INPUT = { dir: 'ltr', className: 'market-ltr-input' } as const;

export interface DataTextProps {
  children: ReactNode;
  className?: string;
  /** Shown on hover (e.g. the whole text when CSS cuts it). */
  title?: string;
}

/**
 * Text that comes from data (an address, a shop's, product's or person's name, a phone number, an e-mail, an order
 * number, a message, a review, a search term, a code) inside translated text: a `<bdi>`, so it keeps its own
 * direction and neither pushes nor is pushed by the words around it (a house number stays before its street in
 * an Arabic page, a full stop stays after an Arabic name in an English one).
 */
export function DataText({ children, className, title }: DataTextProps) {
  return (
    <bdi className={className} title={title}>
      {children}
    </bdi>
  );
}

/**
 * Text from data put into a translated sentence or an accessible name (`t('code.sent', { phone: dataInText(phone) })`):
 * between Unicode's first-strong isolate and its pop (U+2068 … U+2069), the plain-text twin of `<bdi>`.
 */
export function dataInText(value: string | number): string {
  return `\u2068${value}\u2069`;
}

const MARKED = /\u2068([^\u2069]*)\u2069/;

/**
 * A translated sentence with data in it, marked by `dataInText` (`<TextWithData>{t('cart.from', { shop:
 * dataInText(title) })}</TextWithData>`): each marked part is shown in a `<bdi>`, like `<DataText>`, the rest as it is.
 */
export function TextWithData({ children }: { children: string }) {
  const parts = children.split(MARKED);
  return (
    <>
      {parts.map((part, i) => (i % 2 === 1 ? <bdi key={i}>{part}</bdi> : part))}
    </>
  );
}

/** A Select's options whose labels come from data: each option gets `DATA_TEXT_CLASS`, so do its chosen value. */
export function dataOptions<T extends object>(options: readonly T[]): (T & { className: string })[] {
  return options.map((option) => {
    const own = (option as { className?: string }).className;
    return { ...option, className: own ? `${own} ${DATA_TEXT_CLASS}` : DATA_TEXT_CLASS };
  });
}
