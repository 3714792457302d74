import { act, screen } from '@testing-library/react';
import { jest } from '@jest/globals';
import { initTestI18n, renderWithProviders } from '@market/testing';
import type { CartLine } from '../model/use-cart.ts';
import { CartLines } from './cart-lines.tsx';

beforeAll(() => initTestI18n());

const line = (key: string, title: string, quantity: number): CartLine => ({
  key,
  stock_id: Number(key.slice(1)),
  title,
  quantity,
  unitPrice: 8,
  total: 8 * quantity,
  addons: [],
  detailIds: [],
});

describe('the cart lines, each drawn again only when it changes', () => {
  it('shows a new quantity and gives the press the line as it is now', async () => {
    const onIncrease = jest.fn<(l: CartLine) => void>();
    const onReduce = jest.fn<(l: CartLine) => void>();
    const onRemove = jest.fn<(l: CartLine) => void>();
    const handlers = { onIncrease, onReduce, onRemove };
    const { rerender } = renderWithProviders(<CartLines lines={[line('s1', 'Margherita', 1), line('s2', 'Cola', 3)]} {...handlers} />);
    expect(screen.getByRole('group', { name: 'Quantity of Margherita' })).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Decrease quantity of Margherita' })).toBeDisabled();

    // The view builds its lines anew on each change: equal lines, new objects, one quantity changed.
    rerender(<CartLines lines={[line('s1', 'Margherita', 2), line('s2', 'Cola', 3)]} {...handlers} />);
    expect(screen.getByRole('group', { name: 'Quantity of Margherita' })).toHaveTextContent('2');
    act(() => screen.getByRole('button', { name: 'Decrease quantity of Margherita' }).click());
    expect(onReduce).toHaveBeenLastCalledWith(expect.objectContaining({ key: 's1', quantity: 2 }));
    act(() => screen.getByRole('button', { name: 'Increase quantity of Cola' }).click());
    expect(onIncrease).toHaveBeenLastCalledWith(expect.objectContaining({ key: 's2', quantity: 3 }));
    // The buttons are not drawn again for a new quantity: a press still acts on the line as it is now.
    rerender(<CartLines lines={[line('s1', 'Margherita', 3), line('s2', 'Cola', 3)]} {...handlers} />);
    act(() => screen.getByRole('button', { name: 'Decrease quantity of Margherita' }).click());
    expect(onReduce).toHaveBeenLastCalledWith(expect.objectContaining({ key: 's1', quantity: 3 }));
    act(() => screen.getByRole('button', { name: 'Remove Margherita' }).click());
    expect(onRemove).toHaveBeenLastCalledWith(expect.objectContaining({ key: 's1', quantity: 3 }));

    // A line gone is gone; a title changed (another language) is shown.
    rerender(<CartLines lines={[line('s2', 'Coca-Cola', 3)]} {...handlers} />);
    expect(screen.queryByText('Margherita')).toBeNull();
    expect(await screen.findByText('Coca-Cola')).toBeInTheDocument();
  });
});
