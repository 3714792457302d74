import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { $currency, currencyChanged, currencyChangeRequested, languageChangeRequested, localeChanged } from '@market/bus';
import type { Currency, Language } from '@market/contract';
import { initTestI18n, renderWithProviders } from '@market/testing';
import { LocalePicker } from './locale-picker.tsx';

const currencies: Currency[] = [
  { id: 1, title: 'US Dollar', symbol: '$', rate: 1, default: true, position: 'before' },
  { id: 2, title: 'Euro', symbol: '€', rate: 0.9, default: false, position: 'after' },
];
const languages: Language[] = [
  { id: 1, locale: 'en', title: 'English', backward: false, default: true },
  { id: 2, locale: 'fr', title: 'Français', backward: false, default: false },
  { id: 3, locale: 'ar', title: 'العربية', backward: true, default: false },
];

beforeAll(() => initTestI18n());
beforeEach(() => {
  localeChanged({ locale: 'en', direction: 'ltr', languages });
  currencyChanged({ current: currencies[0]!, currencies });
});

/** Opens an antd select by its accessible name and picks the option with this text. */
async function choose(name: string, option: string) {
  const select = screen.getByRole('combobox', { name });
  fireEvent.mouseDown(select);
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) => o.textContent === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  await act(async () => fireEvent.click(item));
}

// The drawer's code loads on its first opening: it is on screen a moment after the tap.
const drawer = () => screen.findByRole('dialog', { name: 'Language and currency' });

describe('LocalePicker', () => {
  it('says the current language and currency on its button, or only its name in the compact header', () => {
    const { unmount } = renderWithProviders(<LocalePicker />);
    expect(screen.getByRole('button', { name: 'Language and currency: EN · $' })).toHaveTextContent('EN · $');
    unmount();
    renderWithProviders(<LocalePicker compact />);
    expect(screen.getByRole('button', { name: 'Language and currency' })).not.toHaveTextContent('EN');
  });

  it('asks for the chosen language and stays open', async () => {
    const asked: string[] = [];
    const sub = languageChangeRequested.watch((l) => asked.push(l));
    renderWithProviders(<LocalePicker />);
    fireEvent.click(screen.getByRole('button', { name: /Language and currency/ }));
    expect(await within(await drawer()).findByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    await choose('Language', 'Français');
    expect(asked).toEqual(['fr']);
    expect(screen.getByRole('combobox', { name: 'Currency' })).toBeInTheDocument();
    sub.unsubscribe();
  });

  it('asks for the chosen currency and closes', async () => {
    const asked: number[] = [];
    const sub = currencyChangeRequested.watch((id) => asked.push(id));
    renderWithProviders(<LocalePicker />);
    fireEvent.click(screen.getByRole('button', { name: /Language and currency/ }));
    await within(await drawer()).findByRole('combobox', { name: 'Currency' });
    await choose('Currency', 'Euro (€)');
    expect(asked).toEqual([2]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Language and currency' })).not.toBeInTheDocument());
    sub.unsubscribe();
  });

  it('follows the bus: a new currency shows on the button at once', () => {
    renderWithProviders(<LocalePicker />);
    act(() => currencyChanged({ ...$currency.getState(), current: currencies[1]! }));
    expect(screen.getByRole('button', { name: 'Language and currency: EN · €' })).toBeInTheDocument();
  });
});
