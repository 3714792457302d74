import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { initTestI18n, renderWithProviders } from '@market/testing';
import type { CartLine } from '../../cart/index.ts';
import { ItemsSection } from './items-section.tsx';

beforeAll(() => initTestI18n());

const line: CartLine = { key: 'l1', stock_id: 5, title: 'Margherita', quantity: 1, unitPrice: 10, total: 10, addons: [], detailIds: [1] };

function Harness() {
  const [note, setNote] = useState('');
  const [notes, setNotes] = useState<Record<number, string>>({});
  return <ItemsSection lines={[line]} members={[]} notes={notes} onNotes={setNotes} note={note} onNote={setNote} />;
}

// jsdom has no `field-sizing`: the note takes antd's measuring once focused, as Firefox and Safari do.
describe("the order's note where the browser cannot size it in CSS", () => {
  it('opens two lines tall, is measured from its first focus on, and keeps the focus and every keystroke meanwhile', () => {
    renderWithProviders(<Harness />);
    const note = screen.getByRole('textbox', { name: 'Note for the order' });
    expect(note).toHaveAttribute('rows', '2');
    // Not measured on the page's first render (antd's autoSize writes the box's height and `resize: none` on it)...
    expect(note.style.height).toBe('');
    expect(note.style.resize).toBe('');
    act(() => note.focus());
    // ...but from the first focus on.
    expect(note.style.resize).toBe('none');
    let text = '';
    for (const key of 'Ring twice\nThird floor') {
      text += key;
      fireEvent.change(document.activeElement!, { target: { value: text } });
    }
    // The same box, still focused, with all of it.
    expect(document.activeElement).toBe(note);
    expect(note).toHaveValue('Ring twice\nThird floor');
  });
});
