import { act, fireEvent, screen } from '@testing-library/react';
import { themeChanged, themeChangeRequested } from '@market/bus';
import type { Theme } from '@market/contract';
import { initTestI18n, renderWithProviders } from '@market/testing';
import { ThemeToggle } from './theme-toggle.tsx';

beforeAll(() => initTestI18n());

describe('ThemeToggle', () => {
  it('offers the other theme and asks for it', async () => {
    const asked: Theme[] = [];
    const sub = themeChangeRequested.watch((t) => asked.push(t));
    act(() => themeChanged('light'));
    renderWithProviders(<ThemeToggle />);
    const toDark = screen.getByRole('button', { name: 'Switch to dark theme' });
    expect(toDark).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toDark);
    expect(asked).toEqual(['dark']);
    act(() => themeChanged('dark'));
    const toLight = await screen.findByRole('button', { name: 'Switch to light theme' });
    expect(toLight).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(toLight);
    expect(asked).toEqual(['dark', 'light']);
    sub.unsubscribe();
  });

  it('names the new theme after the frame that shows it, and a tap before that asks for the other one', async () => {
    const asked: Theme[] = [];
    const sub = themeChangeRequested.watch((t) => asked.push(t));
    act(() => themeChanged('light'));
    renderWithProviders(<ThemeToggle />);
    act(() => themeChanged('dark'));
    // Not rendered again in the switch's task: the page (and the button's icon) follow the theme on <html>.
    const button = screen.getByRole('button', { name: 'Switch to dark theme' });
    fireEvent.click(button);
    expect(asked).toEqual(['light']);
    expect(await screen.findByRole('button', { name: 'Switch to light theme' })).toBe(button);
    sub.unsubscribe();
  });

  it('holds both icons, the one shown chosen by the theme on <html>', () => {
    act(() => themeChanged('light'));
    renderWithProviders(<ThemeToggle />);
    const button = screen.getByRole('button', { name: 'Switch to dark theme' });
    expect(button.querySelector('.market-theme-icon-light.anticon-moon')).not.toBeNull();
    expect(button.querySelector('.market-theme-icon-dark.anticon-sun')).not.toBeNull();
  });
});
