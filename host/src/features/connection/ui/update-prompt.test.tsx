import { jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { loggedOut } from '@market/bus';
import { initTestI18n, renderWithProviders } from '@market/testing';
import { CACHES } from '../../../sw/app-sw-rules.ts';
import { forgetSavedReads, loadedBeforeTheWorker, registerServiceWorker, updateWaiting } from '../model/service-worker.ts';
import { UpdatePrompt } from './update-prompt.tsx';

beforeAll(() => initTestI18n());

/** workbox-window's Workbox as the page uses it. */
function fakeWorkbox() {
  type Listener = (event?: { isUpdate?: boolean }) => void;
  const listeners: Record<string, Listener[]> = {};
  // navigator.serviceWorker: the waiting version, told to skip waiting, becomes the page's controller.
  const controllers = new EventTarget();
  const made: { url: string; scope: string; skipped: number }[] = [];
  const messages: unknown[] = [];
  class Workbox {
    url: string;
    scope: string;
    constructor(url: string, options: { scope: string }) {
      this.url = url;
      this.scope = options.scope;
      made.push({ url, scope: options.scope, skipped: 0 });
    }
    register = async () => undefined;
    messageSW = async (data: unknown) => void messages.push(data);
    messageSkipWaiting = () => {
      made[made.length - 1]!.skipped += 1;
      controllers.dispatchEvent(new Event('controllerchange'));
    };
    addEventListener(type: string, listener: Listener) {
      (listeners[type] ??= []).push(listener);
    }
  }
  return { Workbox, made, messages, controllers, fire: (type: string, event?: { isUpdate?: boolean }) => (listeners[type] ?? []).forEach((l) => l(event)) };
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

    // The first version, active: it is given what the page loaded before it (an update is not).
    fake.fire('activated', { isUpdate: false });
    expect(fake.messages).toEqual([{ type: 'CACHE_URLS', payload: { urlsToCache: expect.any(Array) } }]);
    fake.fire('activated', { isUpdate: true });
    expect(fake.messages).toHaveLength(1);

    renderWithProviders(<UpdatePrompt />);
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    act(() => fake.fire('waiting'));
    expect(screen.getByRole('status')).toHaveTextContent('A new version is available.');
    const reload = jest.fn();
    const { reloadToUpdate, TAKEOVER_WAIT_MS } = await import('../model/service-worker.ts');
    // Until the new version takes over, the page starts no deferred work (a request reaching the old worker as the
    // browser stops it cancels the takeover); it reloads once the new version controls it.
    const release = jest.fn();
    const hold = jest.fn(() => release);
    reloadToUpdate(reload, fake.controllers, hold);
    expect(hold).toHaveBeenCalledTimes(1);
    expect(fake.made[0]!.skipped).toBe(1);
    expect(reload).toHaveBeenCalledTimes(1);
    // A version that does not take over: after a while the held work goes on and the page reloads all the same (a
    // navigation lets the browser try the takeover again; a version still waiting brings the prompt back).
    jest.useFakeTimers();
    const reloadsAnyway = jest.fn();
    const releaseLater = jest.fn();
    reloadToUpdate(reloadsAnyway, new EventTarget(), () => releaseLater);
    expect(fake.made[0]!.skipped).toBe(2);
    jest.advanceTimersByTime(TAKEOVER_WAIT_MS - 1);
    expect(releaseLater).not.toHaveBeenCalled();
    expect(reloadsAnyway).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(releaseLater).toHaveBeenCalledTimes(1);
    expect(reloadsAnyway).toHaveBeenCalledTimes(1);
    // The button, with the page's own service worker container (whose controller, here, never changes).
    const container = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    const reloads = jest.spyOn(container, 'addEventListener');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(fake.made[0]!.skipped).toBe(3);
    expect(reloads).toHaveBeenCalledWith('controllerchange', expect.any(Function), { once: true });
    jest.advanceTimersByTime(TAKEOVER_WAIT_MS);
    jest.useRealTimers();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('offers a version the browser found before the page registered, once it has installed', async () => {
    const installing = Object.assign(new EventTarget(), { state: 'installing' as ServiceWorkerState });
    // workbox-window's Workbox when the browser found the new version first: it sees none waiting, and says nothing.
    class Found {
      register = async () => ({ installing: installing as unknown as ServiceWorker });
      messageSW = async () => undefined;
      messageSkipWaiting() {}
      addEventListener() {}
    }
    Object.defineProperty(navigator, 'serviceWorker', { value: Object.assign(new EventTarget(), { controller: {} }), configurable: true });
    const offered = jest.fn();
    const watching = updateWaiting.watch(offered);
    registerServiceWorker(async () => ({ Workbox: Found }), true);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 2100));
    });
    expect(offered).not.toHaveBeenCalled();
    installing.state = 'installed';
    installing.dispatchEvent(new Event('statechange'));
    expect(offered).toHaveBeenCalledTimes(1);
    watching.unsubscribe();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('shows the prompt for a version found waiting', () => {
    act(() => updateWaiting());
    renderWithProviders(<UpdatePrompt />);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
  });

  it("gives the first worker this site's files and the banners' read the page loaded before it, nothing else of the API", () => {
    const origin = 'https://market.test';
    const names = [
      `${origin}/main.0123abcd.js`,
      `${origin}/mf/catalogue-search/0123456789ab/remoteEntry.js`,
      `${origin}/mf/remotes.json`,
      `${origin}/api/v1/rest/banners/paginate?perPage=10&lang=en`,
      `${origin}/api/v1/rest/shops/recommended?lang=en`,
      `${origin}/api/v1/dashboard/user/cart`,
      `${origin}/api/v1/media/banner/20/a.png`,
      'https://tiles.example/1/2/3.png',
      `${origin}/main.0123abcd.js`,
    ];
    expect(loadedBeforeTheWorker(names, origin)).toEqual([
      `${origin}/main.0123abcd.js`,
      `${origin}/mf/catalogue-search/0123456789ab/remoteEntry.js`,
      `${origin}/mf/remotes.json`,
      `${origin}/api/v1/rest/banners/paginate?perPage=10&lang=en`,
    ]);
  });

  it('deletes the saved catalogue reads at sign-out', () => {
    const deleted: string[] = [];
    const stop = forgetSavedReads({ delete: async (name: string) => (deleted.push(name), true) });
    loggedOut();
    expect(deleted).toEqual([CACHES.catalogue]);
    stop();
  });
});
