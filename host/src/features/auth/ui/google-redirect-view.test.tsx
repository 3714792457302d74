import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from '@market/router';
import { $session, loggedOut } from '@market/bus';
import { getCookie } from '@market/http';
import type { AuthResult } from '@market/contract';
import { initTestI18n, renderWithProviders } from '@market/testing';
import { GOOGLE_RETURN_KEY, pendingGoogleReturn } from '../model/google-redirect.ts';
import GoogleRedirectView from './google-redirect-view.tsx';
import { GoogleRedirectReturn } from './google-redirect-return.tsx';

function Where() {
  const { pathname, search } = useLocation();
  return <span data-testid="where">{`${pathname}${search}`}</span>;
}

const START = '/login?returnTo=%2Fwallet';
// Behind the gateway the answer carries no token (the API set it as an HttpOnly cookie).
const result = { token_type: 'Bearer', user: { id: 7, uuid: 'g', firstname: 'Gloria', email: 'g@market.test' } } as AuthResult;

function renderView(finish: () => Promise<AuthResult | null>, timeoutMs?: number) {
  const onSettled = jest.fn();
  renderWithProviders(
    <>
      <GoogleRedirectView start={START} onSettled={onSettled} finish={finish} timeoutMs={timeoutMs} />
      <Where />
    </>,
    { route: START },
  );
  return onSettled;
}

beforeAll(() => initTestI18n());
beforeEach(() => {
  loggedOut();
  document.cookie = 'user=; max-age=0; path=/';
  sessionStorage.setItem(GOOGLE_RETURN_KEY, START);
});
afterEach(() => sessionStorage.clear());

describe('back from the redirect sign-in with Google', () => {
  it('shows that the sign-in is finishing, then the user is signed in where the sign-in started', async () => {
    let answer!: (r: AuthResult) => void;
    const onSettled = renderView(() => new Promise((resolve) => (answer = resolve)));
    expect(screen.getByRole('heading', { name: 'Signing in with Google' })).toBeInTheDocument();
    // Said in a live region (the page has others: the toasts' and the offline notice's, empty).
    expect(screen.getAllByRole('status').filter((s) => s.textContent?.includes('Finishing your Google sign-in…'))).toHaveLength(1);
    answer(result);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/wallet$/));
    expect(onSettled).toHaveBeenCalled();
    expect(JSON.parse(getCookie('user')!)).toMatchObject({ id: 7, firstname: 'Gloria' });
    expect($session.getState()).toMatchObject({ signedIn: true, user: { firstname: 'Gloria' } });
    expect(pendingGoogleReturn()).toBeNull();
  });

  it('without a Google account chosen, the user is back on the starting page, not signed in', async () => {
    const onSettled = renderView(async () => null);
    await waitFor(() => expect(onSettled).toHaveBeenCalled());
    expect(screen.getByTestId('where')).toHaveTextContent(START);
    expect(getCookie('user')).toBeFalsy();
    expect(pendingGoogleReturn()).toBeNull();
  });

  it('a failure is a translated error with a way back to the starting page', async () => {
    const onSettled = renderView(async () => {
      throw Object.assign(new Error('x'), { code: 'auth/network-request-failed' });
    });
    expect(await screen.findByRole('heading', { name: 'Google sign-in did not finish' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Try Google again' })).toBeEnabled();
    expect(pendingGoogleReturn()).toBeNull();
    expect(onSettled).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Back to where I was' }));
    expect(onSettled).toHaveBeenCalled();
    expect(screen.getByTestId('where')).toHaveTextContent(START);
    expect(getCookie('user')).toBeFalsy();
  });

  it('gives up with an error instead of waiting forever', async () => {
    renderView(() => new Promise(() => {}), 50);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Back to where I was' })).toBeInTheDocument();
  });
});

describe('GoogleRedirectReturn', () => {
  it('renders the pages at once on an ordinary load', () => {
    sessionStorage.clear();
    renderWithProviders(
      <GoogleRedirectReturn>
        <p>the pages</p>
      </GoogleRedirectReturn>,
    );
    expect(screen.getByText('the pages')).toBeInTheDocument();
  });

  it('finishes a pending round trip before the pages; a failure leads back to them', async () => {
    // No Firebase configuration in the tests: finishing fails, which the user is told.
    renderWithProviders(
      <GoogleRedirectReturn>
        <p>the pages</p>
        <Where />
      </GoogleRedirectReturn>,
      { route: START },
    );
    expect(screen.queryByText('the pages')).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Back to where I was' }));
    expect(screen.getByText('the pages')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(START);
    expect(pendingGoogleReturn()).toBeNull();
  });
});
