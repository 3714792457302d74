import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { createBrowserHistory, HistoryRouter, Link, Route, Routes, useNavigate } from '@market/router';
import { loginDocumentsHistory, needsDocumentLoad } from './login-documents.tsx';

describe('login pages have documents of their own', () => {
  it.each([
    // From a page's document: the login pages load as documents, every other page is a move inside it.
    ['/login', false, true],
    ['/register', false, true],
    ['/login/', false, true],
    ['/orders', false, false],
    ['/reset-password', false, false],
    // From a login page's document: the other login page is a move inside it, any other page loads its document.
    ['/register', true, false],
    ['/login', true, false],
    ['/orders', true, true],
    ['/welcome', true, true],
    ['/', true, true],
  ])('%s from a login document (%s): a document load %s', (pathname, fromLogin, load) => {
    expect(needsDocumentLoad(pathname, fromLogin)).toBe(load);
  });
});

function Pages() {
  const navigate = useNavigate();
  return (
    <>
      <Link to="/login?returnTo=%2Forders">Sign in</Link>
      <Link to="/shop/1">Shop</Link>
      <button type="button" onClick={() => navigate('/register', { replace: true })}>
        Sign up
      </button>
      <Routes>
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="/shop/:id" element={<h1>Shop page</h1>} />
        <Route path="/login" element={<h1>Sign-in page</h1>} />
      </Routes>
    </>
  );
}

describe('the router across the login pages’ border', () => {
  function setUp(loadedAsLoginPage: boolean, onMove: (pathname: string) => void = () => {}) {
    window.history.replaceState(null, '', loadedAsLoginPage ? '/login' : '/');
    const leave = { assign: jest.fn(), replace: jest.fn() };
    const history = loginDocumentsHistory(createBrowserHistory({ v5Compat: true }), leave, loadedAsLoginPage, onMove);
    render(
      <HistoryRouter history={history}>
        <Pages />
      </HistoryRouter>,
    );
    return leave;
  }

  it('loads the sign-in document and leaves the address and the page as they are until it arrives', async () => {
    const leave = setUp(false);
    await act(async () => screen.getByRole('link', { name: 'Sign in' }).click());
    expect(leave.assign).toHaveBeenCalledWith('/login?returnTo=%2Forders');
    // Called on the location itself, as Location's methods need.
    expect(leave.assign.mock.contexts[0]).toBe(leave);
    expect(window.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('replaces the entry with the document when the move replaces', async () => {
    const leave = setUp(false);
    await act(async () => screen.getByRole('button', { name: 'Sign up' }).click());
    expect(leave.replace).toHaveBeenCalledWith('/register');
    expect(leave.replace.mock.contexts[0]).toBe(leave);
    expect(leave.assign).not.toHaveBeenCalled();
  });

  it('moves inside the document for every other page', async () => {
    const leave = setUp(false);
    await act(async () => screen.getByRole('link', { name: 'Shop' }).click());
    expect(await screen.findByRole('heading', { name: 'Shop page' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/shop/1');
    expect(leave.assign).not.toHaveBeenCalled();
  });

  it('from a login document: the other login page is a move, any other page a document', async () => {
    const leave = setUp(true);
    await act(async () => screen.getByRole('button', { name: 'Sign up' }).click());
    expect(window.location.pathname).toBe('/register');
    await act(async () => screen.getByRole('link', { name: 'Shop' }).click());
    expect(leave.assign).toHaveBeenCalledWith('/shop/1');
    expect(window.location.pathname).toBe('/register');
  });

  it('tells of each move to another path before the router renders it, and of no move of the query alone or out of the document', async () => {
    const moves: [string, string][] = [];
    const leave = setUp(false, (pathname) => moves.push([pathname, screen.getAllByRole('heading')[0]!.textContent ?? '']));
    await act(async () => screen.getByRole('link', { name: 'Sign in' }).click());
    expect(leave.assign).toHaveBeenCalled();
    expect(moves).toEqual([]);
    await act(async () => screen.getByRole('link', { name: 'Shop' }).click());
    // Told while home was still on screen.
    expect(moves).toEqual([['/shop/1', 'Home']]);
    await act(async () => window.history.pushState(null, '', '/shop/1?product=2'));
    await act(async () => screen.getByRole('link', { name: 'Shop' }).click());
    expect(moves).toHaveLength(1);
  });
});
