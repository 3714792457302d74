import { jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { $address, addressChanged, addressPickerRequested, sessionChanged } from '@market/bus';
import type { AddressWire } from '@market/contract';
import { COOKIE, removeCookie } from '@market/http';
import { createApiServer, http as mock, initTestI18n, ok, renderWithProviders } from '@market/testing';
import { markPageShown, widthMatches } from '@market/ui';
import { AddressSelector } from './address-selector.tsx';

const saved: AddressWire[] = [
  { id: 1, title: 'Home', address: { address: '1 Main St' }, location: { latitude: 38.9, longitude: -77.03 }, active: true },
  { id: 2, title: 'Work', address: { address: '2 K St' }, location: { latitude: '38.91', longitude: '-77.04' }, active: 0 },
];

const activated: number[] = [];
const reversed: string[] = [];
createApiServer(
  mock.get('*/dashboard/user/addresses', () => ok(saved)),
  mock.post('*/dashboard/user/address/set-active/:id', ({ params }) => {
    activated.push(Number(params.id));
    return ok({});
  }),
  mock.get('*/rest/geocode/reverse', ({ request }) => {
    reversed.push(new URL(request.url).searchParams.get('latlng') ?? '');
    return ok({ address: '1700 15th St NW, Washington' });
  }),
);

function geolocation(answer: 'allow' | 'refuse') {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
        answer === 'allow' ? ok({ coords: { latitude: 40.7, longitude: -74 } } as GeolocationPosition) : fail({ code: 1 } as GeolocationPositionError),
    },
  });
}

beforeAll(() => initTestI18n());
beforeEach(() => {
  activated.length = 0;
  reversed.length = 0;
  removeCookie(COOKIE.address);
  act(() => addressChanged(null));
});

describe('AddressSelector', () => {
  it("first visit: locates the device, names the place, asks whether it is the address to order for", async () => {
    geolocation('allow');
    act(() => sessionChanged({ user: null, signedIn: false }));
    renderWithProviders(<AddressSelector compact />);
    const question = await screen.findByTestId('address-confirmation');
    expect(question).toHaveTextContent('Is this the address you are ordering for?');
    expect(question).toHaveTextContent('1700 15th St NW, Washington');
    expect(reversed).toEqual(['40.7,-74']);
    expect($address.getState()).toMatchObject({ address: '1700 15th St NW, Washington', location: [40.7, -74] });
    expect(screen.getByRole('button', { name: 'Delivery address: 1700 15th St NW, Washington' })).toBeInTheDocument();
    fireEvent.click(within(question).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByTestId('address-confirmation')).not.toBeInTheDocument());
  });

  it('first visit with the location refused: the default position', async () => {
    geolocation('refuse');
    act(() => sessionChanged({ user: null, signedIn: false }));
    renderWithProviders(<AddressSelector compact />);
    await screen.findByTestId('address-confirmation');
    expect(reversed).toEqual(['38.9120424,-77.035308']);
  });

  it('signed in: the list’s code comes once the page is shown and idle, so the panel opens with the list, no skeleton first', async () => {
    act(() => sessionChanged({ user: { id: 1, uuid: 'u', firstname: 'Demo' }, signedIn: true }));
    renderWithProviders(<AddressSelector />);
    act(() => markPageShown());
    const button = await screen.findByRole('button', { name: 'Delivery address: Home' });
    // The browser idle (whenIdle's timer where there are no idle callbacks), the list's module evaluated.
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    let skeleton = false;
    const observer = new MutationObserver(() => (skeleton ||= document.querySelector('.ant-skeleton') !== null));
    observer.observe(document.body, { childList: true, subtree: true });
    act(() => fireEvent.click(button));
    // The press's frame shows the button pressed; the panel opens once it is painted.
    expect(button.style.outlineStyle).toBe('solid');
    expect(await screen.findByRole('radiogroup', { name: 'Saved addresses' })).toBeInTheDocument();
    observer.disconnect();
    expect(skeleton).toBe(false);
    expect(button.style.outlineStyle).toBe('');
  });

  it('signed in on a desktop: the popover is rendered closed ahead once the list’s code is in and the page idle, and the tap shows it', async () => {
    const media = jest.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: widthMatches(query, 1280), media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList,
    );
    try {
      act(() => sessionChanged({ user: { id: 1, uuid: 'u', firstname: 'Demo' }, signedIn: true }));
      renderWithProviders(<AddressSelector />);
      act(() => markPageShown());
      const button = await screen.findByRole('button', { name: 'Delivery address: Home' });
      // Before any tap: the popover and its list are in the document, hidden.
      const popover = await waitFor(() => {
        const found = document.querySelector<HTMLElement>('.ant-popover');
        expect(found?.querySelector('[role="radiogroup"]')).toBeTruthy();
        return found!;
      });
      expect(popover).not.toBeVisible();
      act(() => fireEvent.click(button));
      // The same popup, shown once the press's frame is painted.
      await waitFor(() => expect(popover).toBeVisible());
      expect(document.querySelector('.ant-popover')).toBe(popover);
      expect(within(popover).getByRole('radio', { name: /Home/ })).toBeChecked();
    } finally {
      media.mockRestore();
    }
  });

  it('signed in on a phone: the bottom sheet is rendered closed ahead once its code is in and the page idle, and the tap opens it', async () => {
    act(() => sessionChanged({ user: { id: 1, uuid: 'u', firstname: 'Demo' }, signedIn: true }));
    renderWithProviders(<AddressSelector compact />);
    act(() => markPageShown());
    const button = await screen.findByRole('button', { name: 'Delivery address: Home' });
    // Before any tap: the drawer and its list are in the document, closed.
    const drawer = await waitFor(
      () => {
        const found = document.querySelector<HTMLElement>('.ant-drawer');
        expect(found?.querySelector('[role="radiogroup"]')).toBeTruthy();
        return found!;
      },
      { timeout: 3000 },
    );
    expect(drawer).not.toHaveClass('ant-drawer-open');
    act(() => fireEvent.click(button));
    // The same drawer, open, with the list.
    expect(document.querySelector('.ant-drawer')).toBe(drawer);
    await waitFor(() => expect(drawer).toHaveClass('ant-drawer-open'));
    expect(within(drawer).getByRole('radio', { name: /Home/ })).toBeChecked();
  });

  it('signed in: the saved list, the active one on the button, choosing another makes it active', async () => {
    act(() => sessionChanged({ user: { id: 1, uuid: 'u', firstname: 'Demo' }, signedIn: true }));
    renderWithProviders(<AddressSelector compact />);
    const button = await screen.findByRole('button', { name: 'Delivery address: Home' });
    fireEvent.click(button);
    const list = await screen.findByRole('radiogroup', { name: 'Saved addresses' });
    expect(within(list).getByRole('radio', { name: /Home/ })).toBeChecked();
    expect(within(list).getByText('2 K St')).toBeInTheDocument();
    await act(async () => fireEvent.click(within(list).getByRole('radio', { name: /Work/ })));
    await waitFor(() => expect(activated).toEqual([2]));
    expect($address.getState()?.id).toBe(2);
    expect(screen.getByRole('button', { name: /Add a new address/ })).toBeInTheDocument();
  });

  it('signed in: a request for the picker from another page (checkout’s “Change”) opens the saved list, and only once mounted', async () => {
    act(() => sessionChanged({ user: { id: 1, uuid: 'u', firstname: 'Demo' }, signedIn: true }));
    const { unmount } = renderWithProviders(<AddressSelector compact />);
    await screen.findByRole('button', { name: 'Delivery address: Home' });
    expect(screen.queryByRole('radiogroup', { name: 'Saved addresses' })).not.toBeInTheDocument();
    act(() => addressPickerRequested());
    const list = await screen.findByRole('radiogroup', { name: 'Saved addresses' });
    expect(within(list).getByRole('radio', { name: /Home/ })).toBeChecked();
    unmount();
    // Unmounted, the header no longer listens: a request opens nothing and throws nothing.
    expect(() => act(() => addressPickerRequested())).not.toThrow();
    expect(screen.queryByRole('radiogroup', { name: 'Saved addresses' })).not.toBeInTheDocument();
  });
});
