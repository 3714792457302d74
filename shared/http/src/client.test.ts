import i18next from 'i18next';
import { loginRequested, sessionExpired, toastShown } from '@market/bus';
import { createApiServer, fail, http as mock, HttpResponse, initTestI18n, ok } from '@market/testing';
import { errorMessage, fieldErrors, http, resetUnauthorized } from './client.ts';
import { getCookie, removeCookie, setCookie } from './cookies.ts';

createApiServer(
  mock.get('*/rest/settings', ({ request }) => ok({ lang: new URL(request.url).searchParams.get('lang'), auth: request.headers.get('authorization') })),
  mock.get('*/dashboard/user/profile/show', () => fail(401, 'Unauthorized')),
  mock.get('*/forbidden', () => fail(403, 'Forbidden')),
  mock.get('*/slow-401', async () => {
    await slow;
    return fail(401, 'Unauthorized');
  }),
  // 422s: this API's message per field, a family backend's bare message, a single message per field, a page error.
  mock.post('*/ours', () => fail(422, 'The email has already been taken', { email: ['The email has already been taken'], phone: ['Phone number is invalid'] })),
  mock.post('*/bare', () => HttpResponse.json({ message: 'The given data was invalid.' }, { status: 422 })),
  mock.post('*/single', () => HttpResponse.json({ message: 'Required', params: { firstname: 'Required', odd: 5 } }, { status: 422 })),
  mock.post('*/page', () => new HttpResponse('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } })),
  // 429s: this API's per-account lockout and per-client limit, with the seconds to wait; a family backend's bare one.
  mock.post('*/locked', () => HttpResponse.json({ message: 'Too many sign-in attempts', retry_after: 900 }, { status: 429 })),
  mock.post('*/flooded', () => HttpResponse.json({ message: 'Too many requests', retry_after: 20 }, { status: 429 })),
  // The gateway's refusal of a call from another site.
  mock.post('*/cross-site', () => HttpResponse.json({ message: 'Cross-site request refused' }, { status: 403 })),
  mock.post('*/bare-429', () => HttpResponse.json({ message: 'Too many requests' }, { status: 429 })),
);

let releaseSlow: () => void = () => {};
const slow = new Promise<void>((resolve) => {
  releaseSlow = resolve;
});

/** The error of a call that fails. */
const failure = (url: string): Promise<unknown> => http.post(url).then(() => new Error(`${url} did not fail`), (e: unknown) => e);

beforeAll(() => initTestI18n());

describe('the HTTP client', () => {
  it('sends the lang parameter and never an Authorization header (the HttpOnly cookie carries the session)', async () => {
    setCookie('user', '{"id":1}');
    const res = await http.get('rest/settings');
    expect(res.data.data).toEqual({ lang: 'en', auth: null });
  });

  it('keeps a language the call asks for (a catalogue read before switching)', async () => {
    const res = await http.get('rest/settings', { params: { lang: 'ar' } });
    expect(res.data.data.lang).toBe('ar');
  });

  it('asks for /login with the page the user was on, to come back after sign-in', async () => {
    resetUnauthorized();
    setCookie('user', '{"id":1}');
    window.history.pushState({}, '', '/orders/7?tab=items');
    const logins: string[] = [];
    const b = loginRequested.watch((r) => logins.push(r.returnTo));
    await expect(http.get('dashboard/user/profile/show')).rejects.toMatchObject({ response: { status: 401 } });
    b.unsubscribe();
    window.history.pushState({}, '', '/');
    expect(logins).toEqual(['/orders/7?tab=items']);
    resetUnauthorized();
  });

  it('turns a storm of 401s into one toast, clears the session and asks for /login', async () => {
    setCookie('user', '{"id":1}');
    const toasts: string[] = [];
    const logins: string[] = [];
    const a = toastShown.watch((t) => toasts.push(t.message));
    const b = loginRequested.watch((r) => logins.push(r.returnTo));
    let expired = 0;
    const c = sessionExpired.watch(() => expired++);
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => http.get('dashboard/user/profile/show')));
    a.unsubscribe();
    b.unsubscribe();
    c.unsubscribe();
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(toasts).toEqual(['Unauthorized']);
    expect(logins).toHaveLength(1);
    expect(expired).toBe(1);
    expect(getCookie('user')).toBeUndefined();
  });

  it('signs nobody out for a 401 to a call sent without a session (a guest, or a call sent as the shopper logged out)', async () => {
    resetUnauthorized();
    removeCookie('user');
    const toasts: string[] = [];
    const logins: string[] = [];
    let expired = 0;
    const a = toastShown.watch((t) => toasts.push(t.message));
    const b = loginRequested.watch((r) => logins.push(r.returnTo));
    const c = sessionExpired.watch(() => expired++);
    // Sent as a guest; the shopper signs in (this tab or another) before its answer arrives.
    const sent = http.get('slow-401');
    await new Promise((r) => setTimeout(r, 0));
    setCookie('user', '{"id":1}');
    releaseSlow();
    await expect(sent).rejects.toMatchObject({ response: { status: 401 } });
    a.unsubscribe();
    b.unsubscribe();
    c.unsubscribe();
    expect(toasts).toEqual([]);
    expect(logins).toEqual([]);
    expect(expired).toBe(0);
    expect(getCookie('user')).toBe('{"id":1}');
  });

  it('takes no action on 403 but rejects', async () => {
    const toasts: string[] = [];
    const a = toastShown.watch((t) => toasts.push(t.message));
    await expect(http.get('forbidden')).rejects.toMatchObject({ response: { status: 403 } });
    a.unsubscribe();
    expect(toasts).toEqual([]);
  });
});

describe('reading a refusal', () => {
  it("says the gateway's cross-site refusal in the shopper's words", async () => {
    expect(errorMessage(await failure('cross-site'))).toBe('The request came from another site and was refused.');
  });

  it("names each field's first message when the API sends them", async () => {
    const e = await failure('ours');
    expect(fieldErrors(e)).toEqual({ email: 'The email has already been taken', phone: 'Phone number is invalid' });
    expect(errorMessage(e)).toBe('The email has already been taken');
  });

  it('has no field errors when a backend of the family answers only {message}: the message is what is shown', async () => {
    const e = await failure('bare');
    expect(fieldErrors(e)).toEqual({});
    expect(errorMessage(e)).toBe('The given data was invalid.');
  });

  it('reads a single message per field as the first one, and leaves out a field without a text', async () => {
    expect(fieldErrors(await failure('single'))).toEqual({ firstname: 'Required' });
  });

  it('says when to try again after too many tries, in minutes, in the current language', async () => {
    const locked = await failure('locked');
    expect(errorMessage(locked)).toBe('Too many sign-in attempts for this account. Try again in 15 minutes.');
    expect(errorMessage(await failure('flooded'))).toBe('Too many requests. Try again in 1 minute.');
    expect(errorMessage(await failure('bare-429'))).toBe('Too many requests.');
    await i18next.changeLanguage('fr');
    try {
      expect(errorMessage(locked)).toBe('Trop de tentatives de connexion pour ce compte. Réessayez dans 15 minutes.');
      await i18next.changeLanguage('ar');
      // Latin digits in Arabic, as every number the app shows.
      expect(errorMessage(locked)).toBe('محاولات تسجيل دخول كثيرة جدًا لهذا الحساب. حاول مرة أخرى بعد 15 دقيقة.');
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('shows the generic message for a page that is not the API (a proxy error)', async () => {
    const e = await failure('page');
    expect(fieldErrors(e)).toEqual({});
    expect(errorMessage(e)).toBe('Error occured. Please, try again later');
  });
});
