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

/**
 * Left-to-right data put into a translated sentence, whatever its first letter (a price, as `<Price>` writes it, or a
 * measure): between Unicode's left-to-right isolate and its pop (U+2066 … U+2069), the plain-text twin of
 * `<bdi dir="ltr">`. A price's sign and digits have no direction of their own: isolated left to right, `-$13.55`
 * keeps its minus before the symbol and `0.04 SAR` its number before the code inside an Arabic sentence.
 */
export function ltrInText(value: string | number): string {
  return `\u2066${value}\u2069`;
}

/** The marks `dataInText` and `ltrInText` put around data, for where only the plain text may go (a document title). */
export const withoutDataMarks = (text: string) => text.replace(/[\u2066\u2068\u2069]/g, '');

const MARKED = /([\u2066\u2068])([^\u2069]*)\u2069/;

/**
 * A translated sentence with data in it, marked by `dataInText` or `ltrInText` (`<TextWithData>{t('cart.from',
 * { shop: dataInText(title) })}</TextWithData>`): each marked part is shown in a `<bdi>` (`dir="ltr"` for `ltrInText`),
 * like `<DataText>`, the rest as it is.
 */
export function TextWithData({ children }: { children: string }) {
  // split with two groups: text, mark, data, text, mark, data, …, text
  const parts = children.split(MARKED);
  const nodes: ReactNode[] = [];
  for (let i = 0; i < parts.length; i += 3) {
    if (parts[i]) nodes.push(parts[i]);
    if (i + 2 < parts.length) {
      nodes.push(
        parts[i + 1] === '\u2066' ? (
          <bdi key={i} dir="ltr">
            {parts[i + 2]}
          </bdi>
        ) : (
          <bdi key={i}>{parts[i + 2]}</bdi>
        ),
      );
    }
  }
  return <>{nodes}</>;
}

/** A Select's options whose labels come from data: each option gets `DATA_TEXT_CLASS`, so do its chosen value. */
export function dataOptions<T extends object>(options: readonly T[]): (T & { className: string })[] {
  return options.map((option) => {
    const own = (option as { className?: string }).className;
    return { ...option, className: own ? `${own} ${DATA_TEXT_CLASS}` : DATA_TEXT_CLASS };
  });
}
