import { waitFor } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { $currency, $locale, $session, $theme, currencyChangeRequested, sessionChanged, themeChangeRequested } from '@market/bus';
import type { Currency, Language } from '@market/contract';
import { COOKIE, getCookie, removeCookie, setCookie } from '@market/http';
import { aCurrency, aUser } from '@market/testing';
import { $languages, fetchCurrenciesFx, fetchLanguagesFx } from './preferences.ts';

// The shell's preferences model, each case in its own forked scope with the API calls answered by handlers.
const usd: Currency = aCurrency('USD');
const eur: Currency = aCurrency('EUR');
const languages: Language[] = [
  { id: 1, locale: 'en', title: 'English', backward: false, default: true },
  { id: 2, locale: 'ar', title: 'العربية', backward: true, default: false },
];

const withApi = () =>
  fork({
    handlers: [
      [fetchCurrenciesFx, async () => [usd, eur]],
      [fetchLanguagesFx, async () => languages],
    ],
  });

afterEach(() => {
  removeCookie(COOKIE.currency);
  removeCookie(COOKIE.theme);
});

describe('the shell’s preferences, in a forked scope', () => {
  it('starts on the default currency when this browser has chosen none', async () => {
    const scope = withApi();
    await allSettled(fetchCurrenciesFx, { scope });
    expect(scope.getState($currency).current?.id).toBe(1);
    expect(scope.getState($currency).currencies.map((c) => c.id)).toEqual([1, 2]);
    expect($currency.getState().current).toBeNull();
  });

  it('starts on the browser’s saved currency', async () => {
    setCookie(COOKIE.currency, '2');
    const scope = withApi();
    await allSettled(fetchCurrenciesFx, { scope });
    expect(scope.getState($currency).current?.id).toBe(2);
  });

  it('switches to a currency of the list, remembers it, and ignores one that is not offered', async () => {
    const scope = withApi();
    await allSettled(fetchCurrenciesFx, { scope });
    await allSettled(currencyChangeRequested, { scope, params: 99 });
    expect(scope.getState($currency).current?.id).toBe(1);
    await allSettled(currencyChangeRequested, { scope, params: 2 });
    expect(scope.getState($currency).current?.id).toBe(2);
    expect(getCookie(COOKIE.currency)).toBe('2');
  });

  it('takes a signed-in shopper’s preferred currency only when the browser has no choice', async () => {
    const scope = withApi();
    await allSettled(fetchCurrenciesFx, { scope });
    await allSettled(sessionChanged, { scope, params: { user: aUser({ currency_id: 2 }), signedIn: true } });
    expect(scope.getState($currency).current?.id).toBe(2);

    setCookie(COOKIE.currency, '1');
    const chosen = withApi();
    await allSettled(fetchCurrenciesFx, { scope: chosen });
    await allSettled(sessionChanged, { scope: chosen, params: { user: aUser({ currency_id: 2 }), signedIn: true } });
    expect(chosen.getState($currency).current?.id).toBe(1);
    expect(chosen.getState($session).signedIn).toBe(true);
  });

  it('reads the direction of the current language from the API’s list (Arabic is backward)', async () => {
    const scope = fork({
      values: [[$locale, { locale: 'ar', direction: 'ltr', languages: [] }]],
      handlers: [[fetchLanguagesFx, async () => languages]],
    });
    await allSettled(fetchLanguagesFx, { scope });
    expect(scope.getState($languages)).toEqual(languages);
    expect(scope.getState($locale)).toMatchObject({ locale: 'ar', direction: 'rtl' });
  });

  it('changes the theme, on the page and in a cookie for the next visit', async () => {
    const scope = fork();
    await allSettled(themeChangeRequested, { scope, params: 'dark' });
    expect(scope.getState($theme)).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    // Written after the frame that shows the theme.
    await waitFor(() => expect(getCookie(COOKIE.theme)).toBe('dark'));
    expect($theme.getState()).toBe('light');
  });
});
