import { jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { loggedOut } from '@market/bus';
import { initTestI18n, renderWithProviders } from '@market/testing';
import { CACHES } from '../../../sw/app-sw-rules.ts';
import { forgetSavedReads, registerServiceWorker, updateWaiting } from '../model/service-worker.ts';
import { UpdatePrompt } from './update-prompt.tsx';

beforeAll(() => initTestI18n());

/** workbox-window's Workbox as the page uses it. */
function fakeWorkbox() {
  const listeners: Record<string, (() => void)[]> = {};
  const made: { url: string; scope: string; skipped: number }[] = [];
  class Workbox {
    url: string;
    scope: string;
    constructor(url: string, options: { scope: string }) {
      this.url = url;
      this.scope = options.scope;
      made.push({ url, scope: options.scope, skipped: 0 });
    }
    register = async () => undefined;
    messageSkipWaiting = () => {
      made[made.length - 1]!.skipped += 1;
      for (const l of listeners.controlling ?? []) l();
    };
    addEventListener(type: string, listener: () => void) {
      (listeners[type] ??= []).push(listener);
    }
  }
  return { Workbox, made, fire: (type: string) => (listeners[type] ?? []).forEach((l) => l()) };
}

describe('the service worker from the page', () => {
  it('registers /sw.js for the whole site after the first paint; a waiting version offers Reload, which lets it take over and reloads', async () => {
    const fake = fakeWorkbox();
    registerServiceWorker(async () => ({ Workbox: fake.Workbox }), true);
    expect(fake.made).toEqual([]);
    // The page's load, its first render on screen, then an idle moment.
    window.dispatchEvent(new Event('load'));
    await act(async () => {
      const { markPageShown } = await import('@market/ui');
      markPageShown();
      await new Promise((r) => setTimeout(r, 2100));
    });
    expect(fake.made).toEqual([{ url: '/sw.js', scope: '/', skipped: 0 }]);

    renderWithProviders(<UpdatePrompt />);
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    act(() => fake.fire('waiting'));
    expect(screen.getByRole('status')).toHaveTextContent('A new version is available.');
    const reload = jest.fn();
    const { reloadToUpdate } = await import('../model/service-worker.ts');
    reloadToUpdate(reload);
    expect(fake.made[0]!.skipped).toBe(1);
    expect(reload).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(fake.made[0]!.skipped).toBe(2);
  });

  it('shows the prompt for a version found waiting', () => {
    act(() => updateWaiting());
    renderWithProviders(<UpdatePrompt />);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
  });

  it('deletes the saved catalogue reads at sign-out', () => {
    const deleted: string[] = [];
    const stop = forgetSavedReads({ delete: async (name: string) => (deleted.push(name), true) });
    loggedOut();
    expect(deleted).toEqual([CACHES.catalogue]);
    stop();
  });
});
