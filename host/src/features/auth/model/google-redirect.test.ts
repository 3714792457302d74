import { deniedStorage } from '@market/testing';
import {
  GOOGLE_RETURN_KEY,
  destinationAfterSignIn,
  forgetGoogleReturn,
  pendingGoogleReturn,
  rememberGoogleReturn,
  shouldRedirectInstead,
} from './google-redirect.ts';

const firebase = (code: string) => Object.assign(new Error(code), { code });

afterEach(() => sessionStorage.clear());

describe('falling back to the redirect sign-in', () => {
  it('redirects when the browser blocks the pop-up or has none', () => {
    expect(shouldRedirectInstead(firebase('auth/popup-blocked'))).toBe(true);
    expect(shouldRedirectInstead(firebase('auth/operation-not-supported-in-this-environment'))).toBe(true);
  });

  it('keeps every other failure (and a closed pop-up) for the page to handle', () => {
    for (const code of ['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/network-request-failed', 'auth/internal-error']) {
      expect(shouldRedirectInstead(firebase(code))).toBe(false);
    }
    expect(shouldRedirectInstead(new Error('boom'))).toBe(false);
    expect(shouldRedirectInstead(null)).toBe(false);
  });
});

describe('the way back from the redirect sign-in', () => {
  it('remembers the page and its query in this tab only, until the round trip is over', () => {
    expect(pendingGoogleReturn()).toBeNull();
    expect(rememberGoogleReturn('/login?returnTo=%2Fwallet')).toBe(true);
    expect(sessionStorage.getItem(GOOGLE_RETURN_KEY)).toBe('/login?returnTo=%2Fwallet');
    expect(localStorage.getItem(GOOGLE_RETURN_KEY)).toBeNull();
    expect(pendingGoogleReturn()).toBe('/login?returnTo=%2Fwallet');
    forgetGoogleReturn();
    expect(pendingGoogleReturn()).toBeNull();
    expect(sessionStorage.getItem(GOOGLE_RETURN_KEY)).toBeNull();
  });

  it('never leads off the site, whatever the storage holds', () => {
    sessionStorage.setItem(GOOGLE_RETURN_KEY, 'https://evil.test/steal');
    expect(pendingGoogleReturn()).toBe('/');
    sessionStorage.setItem(GOOGLE_RETURN_KEY, '//evil.test/steal');
    expect(pendingGoogleReturn()).toBe('/');
    rememberGoogleReturn('https://evil.test/');
    expect(pendingGoogleReturn()).toBe('/');
  });

  it('says so when the tab keeps no session storage (no redirect is started then)', () => {
    const broken = deniedStorage();
    expect(rememberGoogleReturn('/orders', broken)).toBe(false);
    expect(rememberGoogleReturn('/orders', null)).toBe(false);
    expect(pendingGoogleReturn(broken)).toBeNull();
    expect(() => forgetGoogleReturn(broken)).not.toThrow();
  });

  it("goes on to a sign-in page's returnTo, or back to any other page itself", () => {
    expect(destinationAfterSignIn('/login?returnTo=%2Fwallet')).toBe('/wallet');
    expect(destinationAfterSignIn('/login?returnTo=%2Fshops%3Fq%3Dpizza')).toBe('/shops?q=pizza');
    expect(destinationAfterSignIn('/login')).toBe('/');
    expect(destinationAfterSignIn('/login?returnTo=%2Fregister')).toBe('/');
    expect(destinationAfterSignIn('/login?returnTo=https%3A%2F%2Fevil.test')).toBe('/');
    expect(destinationAfterSignIn('/shop/12?tab=menu')).toBe('/shop/12?tab=menu');
  });
});
