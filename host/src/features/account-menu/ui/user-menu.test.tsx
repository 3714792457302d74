import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from '@market/router';
import { loggedOut, sessionChanged } from '@market/bus';
import { COOKIE, getCookie, setCookie } from '@market/http';
import { AVATAR_PLACEHOLDER } from '@market/ui';
import { createApiServer, http as mock, HttpResponse, initTestI18n, renderWithProviders } from '@market/testing';
import { UserMenu } from './user-menu.tsx';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderMenu(route = '/shops') {
  return renderWithProviders(
    <>
      <UserMenu />
      <Where />
    </>,
    { route },
  );
}

let signOuts = 0;
createApiServer(
  mock.post('*/auth/logout', () => {
    signOuts += 1;
    return new HttpResponse(null, { status: 204 });
  }),
);

beforeAll(() => initTestI18n());
beforeEach(() => {
  sessionChanged({ user: { id: 1, uuid: 'u', firstname: 'Demo', img: 'https://cdn.test/demo.png' }, signedIn: true });
});

const LINKS = ['Profile', 'Orders', 'Wallet', 'Liked shops', 'Saved addresses', 'Reservations', 'Notifications', 'Referrals', 'Refunds', 'Settings'];

describe('UserMenu', () => {
  it("shows the user's avatar and name, the placeholder when the picture fails", () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Account menu of Demo' });
    expect(button).toHaveTextContent('Demo');
    const avatar = screen.getByTestId('avatar');
    expect(avatar).toHaveAttribute('src', 'https://cdn.test/demo.png');
    fireEvent.error(avatar);
    expect(avatar).toHaveAttribute('src', AVATAR_PLACEHOLDER);
  });

  it('falls back to "Account" without a user name, and hides the name in the compact (mobile) header', () => {
    sessionChanged({ user: null, signedIn: true });
    renderWithProviders(<UserMenu compact />);
    const button = screen.getByRole('button', { name: 'Account menu of Account' });
    expect(button).not.toHaveTextContent('Account');
    expect(screen.getByTestId('avatar')).toHaveAttribute('src', AVATAR_PLACEHOLDER);
  });

  it('lists the account pages and goes to the one chosen, closing the menu', async () => {
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Account menu of Demo' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([...LINKS, 'Log out']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Orders' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/orders');
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Orders' })).not.toBeInTheDocument());
  });

  it('logs out: the API revokes the token, the session cookies go, everyone hears loggedOut, the user lands home', async () => {
    signOuts = 0;
    setCookie(COOKIE.user, JSON.stringify({ id: 1 }));
    setCookie(COOKIE.settings, '{}');
    let heard = 0;
    const sub = loggedOut.watch(() => heard++);
    renderMenu('/wallet');
    fireEvent.click(screen.getByRole('button', { name: 'Account menu of Demo' }));
    // The menu opens once the press's frame is painted: found outside act, which would hold that render back.
    const logOut = await screen.findByRole('menuitem', { name: /Log out/ });
    await act(async () => fireEvent.click(logOut));
    expect(heard).toBe(1);
    await waitFor(() => expect(signOuts).toBe(1));
    expect(getCookie(COOKIE.user)).toBeFalsy();
    expect(getCookie(COOKIE.settings)).toBeFalsy();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    sub.unsubscribe();
  });
});
