import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, type Location } from '@market/router';
import { isLoginPage } from '@market/contract';
import { handOverToasts } from '../features/toasts/index.ts';

/** Whether this document was loaded as a login page: its CSP is then the login pages' (Google's sign-in loader runs). */
const LOADED_AS_LOGIN_PAGE = typeof window !== 'undefined' && isLoginPage(window.location.pathname);

/**
 * A move to `pathname` needs a document of its own: the login pages' documents allow Google's sign-in loader and no
 * other's does, and the CSP is the document's, so a move into the login pages, or out of them, loads the page.
 */
export function needsDocumentLoad(pathname: string, loadedAsLoginPage = LOADED_AS_LOGIN_PAGE): boolean {
  return isLoginPage(pathname) !== loadedAsLoginPage;
}

/**
 * Renders the pages for the router's location, except across the login pages' border: there the location's
 * document is loaded (in place of the history entry the app's move made), and meanwhile the page that was on screen
 * stays, as the browser keeps a page until the next one paints; toasts still on screen go along. Every way there
 * goes through this (links, redirects to sign-in, the way back after it), so none of them needs to know.
 */
export function DocumentRoutes({ children }: { children: (location: Location) => ReactNode }) {
  const location = useLocation();
  const crossing = needsDocumentLoad(location.pathname);
  const [shown, setShown] = useState(location);
  if (!crossing && shown !== location) setShown(location);
  useEffect(() => {
    if (!crossing) return;
    handOverToasts();
    window.location.replace(`${location.pathname}${location.search}${location.hash}`);
  }, [crossing, location]);
  return children(crossing ? shown : location);
}
