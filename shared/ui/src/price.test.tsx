import { screen } from '@testing-library/react';
import { currencyChanged } from '@market/bus';
import { initTestI18n, renderWithProviders } from '@market/testing';
import { Price } from './price.tsx';

beforeAll(() => initTestI18n());

describe('Price', () => {
  it('shows the amount in the chosen currency, the old price struck through', () => {
    currencyChanged({ current: { id: 2, symbol: '€', title: 'EUR', position: 'after', default: false, rate: 2 }, currencies: [] });
    renderWithProviders(<Price value={1500} old={2000} />);
    expect(screen.getByTestId('price')).toHaveTextContent('3,000.00 €');
    expect(screen.getByText('4,000.00 €').closest('del')).not.toBeNull();
  });
  it('colours negatives with the error colour', () => {
    currencyChanged({ current: null, currencies: [] });
    renderWithProviders(<Price value={-5} />);
    const el = screen.getByTestId('price');
    expect(el).toHaveTextContent('-$5.00');
    expect(el.getAttribute('style')).toContain('color');
  });
  it('is written left to right in a right-to-left page, its sign before the symbol', () => {
    currencyChanged({ current: null, currencies: [] });
    renderWithProviders(<Price value={-13.55} old={-20} />, { direction: 'rtl', locale: 'ar' });
    const el = screen.getByTestId('price');
    expect(el.tagName).toBe('BDI');
    expect(el).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('-$20.00')).toHaveAttribute('dir', 'ltr');
  });
});
