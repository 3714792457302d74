import { jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { loggedOut, sessionChanged } from '@market/bus';
import { COOKIE, removeCookie, setCookie } from '@market/http';
import { useSignedIn } from './use-signed-in.ts';

describe('useSignedIn', () => {
  it('is false from the first render after a logout (the server cart is never read without a session)', () => {
    setCookie(COOKIE.user, '{"id":1}');
    sessionChanged({ user: null, signedIn: true });
    const seen: boolean[] = [];
    renderHook(() => {
      const signedIn = useSignedIn();
      seen.push(signedIn);
      return signedIn;
    });
    expect(seen.at(-1)).toBe(true);
    const before = seen.length;
    // What the shell's logout does: the cookies go, then `loggedOut` resets the session.
    act(() => {
      removeCookie(COOKIE.user);
      loggedOut();
    });
    expect(seen.length).toBeGreaterThan(before);
    expect(seen.slice(before)).not.toContain(true);
  });

  it('follows the session cookie another tab set, on focus', () => {
    removeCookie(COOKIE.user);
    const { result } = renderHook(() => useSignedIn());
    expect(result.current).toBe(false);
    act(() => {
      setCookie(COOKIE.user, '{"id":1}');
      window.dispatchEvent(new Event('focus'));
    });
    expect(result.current).toBe(true);
    removeCookie(COOKIE.user);
  });
});

describe('useSignedIn, signed in by the shell', () => {
  it('reads no cookie to know it (a read waits on the browser’s cookie store)', () => {
    sessionChanged({ user: null, signedIn: true });
    const reads = jest.spyOn(Document.prototype, 'cookie', 'get');
    reads.mockClear();
    const { result } = renderHook(() => useSignedIn());
    expect(result.current).toBe(true);
    act(() => window.dispatchEvent(new Event('focus')));
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();
    act(() => loggedOut());
  });
});
