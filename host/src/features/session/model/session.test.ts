import { $session, loggedOut } from '@market/bus';
import { aUser, createApiServer, fail, http as mock, HttpResponse, initTestI18n, ok } from '@market/testing';
import { createQueryClient, getCookie, http, PROFILE_KEY, resetUnauthorized, setCookie } from '@market/http';
import { AUTH_PAGES } from '@market/contract';
import { forgetEndedSessions, initSession, logout, refreshProfileFx, safeReturnTo, signedIn, signOutFx } from './session.ts';

const user = aUser({ id: 1, uuid: 'u1', firstname: 'Demo', img: '/a.png' });

let signOuts: (string | null)[] = [];
createApiServer(
  mock.post('*/auth/logout', ({ request }) => {
    signOuts.push(request.headers.get('authorization'));
    return new HttpResponse(null, { status: 204 });
  }),
  mock.get('*/dashboard/user/profile/show', () => ok({ ...user, firstname: 'Fresh', wallet: { id: 1, uuid: 'w', price: 5, symbol: '$' } })),
  mock.get('*/dashboard/user/wallet/histories', () => fail(401, 'Unauthorized')),
);

beforeAll(() => initTestI18n());

describe('the session', () => {
  it('signs in: the user cookie and the bus; no token is written where a script could read it', () => {
    signedIn({ access_token: 'tok', user } as Parameters<typeof signedIn>[0]);
    expect(getCookie('access_token')).toBeUndefined();
    expect(document.cookie).not.toContain('tok');
    expect(JSON.parse(getCookie('user')!)).toMatchObject({ id: 1, firstname: 'Demo' });
    expect($session.getState()).toEqual({ user, signedIn: true });
  });

  it('refreshes the profile on load and keeps the user cookie current (without the bulky fields)', async () => {
    setCookie('user', JSON.stringify({ id: 1, firstname: 'Demo' }));
    // A token an earlier version wrote where scripts read it: gone at start-up.
    setCookie('access_token', 'old-readable');
    const client = createQueryClient();
    initSession(client);
    expect(getCookie('access_token')).toBeUndefined();
    await new Promise<void>((resolve) => { const s = refreshProfileFx.finally.watch(() => { s.unsubscribe(); resolve(); }); });
    expect($session.getState().user?.firstname).toBe('Fresh');
    const cookie = JSON.parse(getCookie('user')!);
    expect(cookie.firstname).toBe('Fresh');
    expect(cookie.wallet).toBeUndefined();
    // Into the apps' one profile entry: the account pages and the checkout read this answer.
    expect(client.getQueryData(PROFILE_KEY)).toMatchObject({ firstname: 'Fresh', wallet: { price: 5 } });
  });

  it('logs out: the API revokes the token (auth/logout), user and settings cookies gone, loggedOut fired', async () => {
    setCookie('settings', '{}');
    signOuts = [];
    let fired = 0;
    const sub = loggedOut.watch(() => fired++);
    const told = new Promise<void>((resolve) => { const s = signOutFx.finally.watch(() => { s.unsubscribe(); resolve(); }); });
    logout();
    sub.unsubscribe();
    expect(fired).toBe(1);
    await told;
    // Sent once, with no token of the page's own (the HttpOnly cookie carries it; the gateway makes the header).
    expect(signOuts).toEqual([null]);
    expect(getCookie('user')).toBeUndefined();
    expect(getCookie('settings')).toBeUndefined();
    expect($session.getState().signedIn).toBe(false);
  });

  it('returns only to same-site, non-auth paths', () => {
    expect(safeReturnTo('/orders/3?x=1', AUTH_PAGES)).toBe('/orders/3?x=1');
    expect(safeReturnTo('//evil.example', AUTH_PAGES)).toBe('/');
    expect(safeReturnTo('https://evil.example', AUTH_PAGES)).toBe('/');
    expect(safeReturnTo('/login?returnTo=/x', AUTH_PAGES)).toBe('/');
    expect(safeReturnTo(null, AUTH_PAGES)).toBe('/');
  });

  it("forgets the old session's server state when the API refuses the session, and on logout", async () => {
    const client = createQueryClient();
    let providerSignOuts = 0;
    const stop = forgetEndedSessions(client, async () => void providerSignOuts++);
    client.setQueryData(PROFILE_KEY, { ...user, firstname: 'Previous' });
    resetUnauthorized();
    setCookie('user', '{"id":1}');
    await expect(http.get('dashboard/user/wallet/histories')).rejects.toMatchObject({ response: { status: 401 } });
    expect(client.getQueryData(PROFILE_KEY)).toBeUndefined();
    // A refused session is not a logout: the identity provider is left alone.
    expect(providerSignOuts).toBe(0);
    client.setQueryData(PROFILE_KEY, user);
    logout();
    expect(client.getQueryData(PROFILE_KEY)).toBeUndefined();
    expect(providerSignOuts).toBe(1);
    stop();
    resetUnauthorized();
  });
});
