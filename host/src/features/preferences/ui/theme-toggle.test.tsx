import { act, fireEvent, screen } from '@testing-library/react';
import { themeChanged, themeChangeRequested } from '@market/bus';
import type { Theme } from '@market/contract';
import { initTestI18n, renderWithProviders } from '@market/testing';
import { ThemeToggle } from './theme-toggle.tsx';

beforeAll(() => initTestI18n());

describe('ThemeToggle', () => {
  it('offers the other theme and asks for it', () => {
    const asked: Theme[] = [];
    const sub = themeChangeRequested.watch((t) => asked.push(t));
    act(() => themeChanged('light'));
    renderWithProviders(<ThemeToggle />);
    const toDark = screen.getByRole('button', { name: 'Switch to dark theme' });
    expect(toDark).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toDark);
    expect(asked).toEqual(['dark']);
    act(() => themeChanged('dark'));
    const toLight = screen.getByRole('button', { name: 'Switch to light theme' });
    expect(toLight).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(toLight);
    expect(asked).toEqual(['dark', 'light']);
    sub.unsubscribe();
  });
});
