import { useState, type ReactNode } from 'react';
import { createBrowserHistory, HistoryRouter } from '@market/router';
import { isLoginPage } from '@market/contract';
import { handOverToasts } from '../features/toasts/index.ts';
import { moveStarted } from '../features/remote/index.ts';

/** Whether this document was loaded as a login page: its CSP is then the login pages' (Google's sign-in loader runs). */
const LOADED_AS_LOGIN_PAGE = typeof window !== 'undefined' && isLoginPage(window.location.pathname);

/**
 * A move to `pathname` needs a document of its own: the login pages' documents allow Google's sign-in loader and no
 * other's does, and the CSP is the document's, so a move into the login pages, or out of them, loads the page.
 */
export function needsDocumentLoad(pathname: string, loadedAsLoginPage = LOADED_AS_LOGIN_PAGE): boolean {
  return isLoginPage(pathname) !== loadedAsLoginPage;
}

type BrowserHistory = ReturnType<typeof createBrowserHistory>;
type Leave = (href: string) => void;

/**
 * The browser's history as the router sees it, except across the login pages' border: a move there loads the
 * location's document instead (`assign` for a push, `replace` for a replace) and the router is not told, so the
 * address changes only when the new document arrives, and meanwhile the page on screen stays, as the browser keeps a
 * page until the next one paints. Toasts still on screen go along. Every way there goes through this (links,
 * redirects to sign-in, the way back after it), so none of them needs to know. No entry of this document's history is
 * across the border, so going back and forward never needs it.
 */
export function loginDocumentsHistory(
  base: BrowserHistory,
  leave: { assign: Leave; replace: Leave } = window.location,
  loadedAsLoginPage = LOADED_AS_LOGIN_PAGE,
  onMove: (pathname: string) => void = () => {},
): BrowserHistory {
  let pathname = base.location.pathname;
  /** Moves to `to`: inside this document, or, across the border, by loading its document (`load`). */
  const move = (to: Parameters<BrowserHistory['push']>[0], inside: () => void, load: Leave) => {
    const href = base.createHref(to);
    if (!needsDocumentLoad(new URL(href, window.location.href).pathname, loadedAsLoginPage)) return inside();
    handOverToasts();
    load(href);
  };
  return {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    go: (delta) => base.go(delta),
    // A move to another path (a link, a redirect, back or forward) is told before the router hears of it.
    listen: (listener) =>
      base.listen((update) => {
        if (update.location.pathname !== pathname) {
          pathname = update.location.pathname;
          onMove(pathname);
        }
        listener(update);
      }),
    // Called on `leave` (Location's methods throw when called detached from it).
    push: (to, state) => move(to, () => base.push(to, state), (href) => leave.assign(href)),
    replace: (to, state) => move(to, () => base.replace(to, state), (href) => leave.replace(href)),
  };
}

/**
 * The app's router: the browser's history, with the login pages' documents kept apart (above); each move to another
 * path starts the new page's code and first calls, and holds the idle work, before the router renders it (moveStarted).
 */
export function DocumentRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => loginDocumentsHistory(createBrowserHistory({ v5Compat: true }), window.location, LOADED_AS_LOGIN_PAGE, moveStarted));
  return <HistoryRouter history={history}>{children}</HistoryRouter>;
}
