import { act, fireEvent, screen } from '@testing-library/react';
import { themeChanged, themeChangeRequested } from '@market/bus';
import type { Theme } from '@market/contract';
import { initTestI18n, renderWithProviders } from '@market/testing';
import { ThemeToggle } from './theme-toggle.tsx';

beforeAll(() => initTestI18n());

/** A frame painted: the switch waits for the press's own frame. */
const frame = () => act(() => new Promise((resolve) => setTimeout(resolve, 150)));

const watching: (() => void)[] = [];
afterEach(() => watching.splice(0).forEach((stop) => stop()));

/** The themes asked for from here on, and the toggle rendered in the light theme. */
function renderInLight() {
  const asked: Theme[] = [];
  watching.push(themeChangeRequested.watch((t) => asked.push(t)).unsubscribe);
  act(() => themeChanged('light'));
  renderWithProviders(<ThemeToggle />);
  return asked;
}

describe('ThemeToggle', () => {
  it('offers the other theme and asks for it', async () => {
    const asked = renderInLight();
    const toDark = screen.getByRole('button', { name: 'Switch to dark theme' });
    expect(toDark).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toDark);
    // The press's frame shows the button pressed; the switch comes once it is painted.
    expect(toDark.style.outlineStyle).toBe('solid');
    expect(asked).toEqual([]);
    await frame();
    expect(asked).toEqual(['dark']);
    expect(toDark.style.outlineStyle).toBe('');
    act(() => themeChanged('dark'));
    const toLight = await screen.findByRole('button', { name: 'Switch to light theme' });
    expect(toLight).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(toLight);
    await frame();
    expect(asked).toEqual(['dark', 'light']);
  });

  it('a second press before the first one’s frame calls it off: the theme stays as it was', async () => {
    const asked = renderInLight();
    const button = screen.getByRole('button', { name: 'Switch to dark theme' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button.style.outlineStyle).toBe('');
    await frame();
    expect(asked).toEqual([]);
    // A press after that switches again.
    fireEvent.click(button);
    await frame();
    expect(asked).toEqual(['dark']);
  });

  it('names the new theme after the frame that shows it, and a tap before that asks for the other one', async () => {
    const asked = renderInLight();
    act(() => themeChanged('dark'));
    // Not rendered again in the switch's task: the page (and the button's icon) follow the theme on <html>.
    const button = screen.getByRole('button', { name: 'Switch to dark theme' });
    fireEvent.click(button);
    await frame();
    expect(asked).toEqual(['light']);
    expect(await screen.findByRole('button', { name: 'Switch to light theme' })).toBe(button);
  });

  it('holds both icons, the one shown chosen by the theme on <html>', () => {
    act(() => themeChanged('light'));
    renderWithProviders(<ThemeToggle />);
    const button = screen.getByRole('button', { name: 'Switch to dark theme' });
    expect(button.querySelector('.market-theme-icon-light.anticon-moon')).not.toBeNull();
    expect(button.querySelector('.market-theme-icon-dark.anticon-sun')).not.toBeNull();
  });
});
