import { needsDocumentLoad } from './login-documents.tsx';

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
