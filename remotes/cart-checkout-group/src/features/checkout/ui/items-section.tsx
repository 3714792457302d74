import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { DATA_TEXT_CLASS, dataInText, Flex, Input, PlainText } from '@market/ui';
import { CartLines, type CartLine } from '../../cart/index.ts';
import { Section } from './section.tsx';

interface Props {
  lines: CartLine[];
  /** In a group order, each other member's lines under their name. */
  members: { id: number; name: string; lines: CartLine[] }[];
  /** A note per stock (what the kitchen reads beside the line) and one for the whole order. */
  notes: Record<number, string>;
  onNotes: (update: (notes: Record<number, string>) => Record<number, string>) => void;
  note: string;
  onNote: (note: string) => void;
}

/**
 * The order's note grows with its text, from two lines. Where the browser sizes a field to its content in CSS
 * (`field-sizing`), that does it. antd's `autoSize` measures the box in a layout effect instead: on checkout's first
 * render that forced a style and layout of the whole page inside React's commit (15 of that task's 30–44 ms,
 * unthrottled) and then rendered once per measuring step (10 commits to settle, 4 without). So elsewhere it starts
 * when the shopper first focuses the note.
 */
const SIZES_IN_CSS = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');
const GROWING_NOTE = { fieldSizing: 'content', minHeight: 'calc(2lh + 2 * var(--ant-input-padding-block) + 2 * var(--ant-line-width))' } as CSSProperties;

function OrderNote({ note, onNote }: { note: string; onNote: (note: string) => void }) {
  const { t } = useTranslation('cart-checkout-group');
  const [focused, setFocused] = useState(false);
  return (
    <Input.TextArea
      className={DATA_TEXT_CLASS}
      aria-label={t('checkout.note')}
      placeholder={t('checkout.note')}
      value={note}
      maxLength={500}
      rows={2}
      style={SIZES_IN_CSS ? GROWING_NOTE : undefined}
      autoSize={!SIZES_IN_CSS && focused ? { minRows: 2 } : undefined}
      onFocus={() => setFocused(true)}
      onChange={(e) => onNote(e.target.value)}
    />
  );
}

/** What is ordered (the shopper's lines, then each member's), with a note per line and one for the order. */
export function ItemsSection({ lines, members, notes, onNotes, note, onNote }: Props) {
  const { t } = useTranslation('cart-checkout-group');
  return (
    <Section title={t('checkout.items')}>
      <CartLines lines={lines} />
      {members.map((m) => (
        <section key={m.id} aria-label={t('checkout.member.items', { name: m.name })} style={{ marginBlockStart: 12 }}>
          <PlainText strong>{m.name}</PlainText>
          <CartLines lines={m.lines} />
        </section>
      ))}
      <Flex vertical gap={8} style={{ marginBlockStart: 12 }}>
        {lines.map((line) => (
          <Input
            key={line.key}
            size="small"
            aria-label={t('checkout.item.note', { title: line.title })}
            placeholder={t('checkout.item.note', { title: dataInText(line.title) })}
            className={DATA_TEXT_CLASS}
            value={notes[line.stock_id] ?? ''}
            maxLength={200}
            onChange={(e) => onNotes((n) => ({ ...n, [line.stock_id]: e.target.value }))}
          />
        ))}
        <OrderNote note={note} onNote={onNote} />
      </Flex>
    </Section>
  );
}
