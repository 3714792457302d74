import { allSettled, fork } from 'effector';
import { loginRequested, toastShown } from '@market/bus';
import { $pendingNavigation, $toasts, handOverToasts, navigated, takeHandedOverToasts, TOAST_SECONDS } from './shell-requests.ts';

// The shell's requests, each test in a scope of its own (fork).
describe('shell requests', () => {
  it('keeps every toast asked for, in order', async () => {
    const scope = fork();
    await allSettled(toastShown, { scope, params: { kind: 'success', message: 'Saved' } });
    await allSettled(toastShown, { scope, params: { kind: 'error', message: 'Could not save' } });
    expect(scope.getState($toasts).map((t) => t.message)).toEqual(['Saved', 'Could not save']);
  });

  it('goes to sign-in with the page to come back to, once', async () => {
    const scope = fork();
    await allSettled(loginRequested, { scope, params: { returnTo: '/orders?page=2' } });
    expect(scope.getState($pendingNavigation)).toBe('/login?returnTo=%2Forders%3Fpage%3D2');
    await allSettled(navigated, { scope });
    expect(scope.getState($pendingNavigation)).toBeNull();
  });
});

describe('toasts handed over to the next document of the tab', () => {
  it('keeps the toasts still on screen for the next document, once', () => {
    const storage = new Map<string, string>();
    const area = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
      removeItem: (k: string) => void storage.delete(k),
    } as unknown as Storage;
    const started = Date.now();
    toastShown({ kind: 'error', message: 'Unauthorized' });
    handOverToasts(area, started + 1000);
    // (With the toasts the tests above raised a moment ago: they are on screen too.)
    expect(takeHandedOverToasts(area).at(-1)).toEqual({ kind: 'error', message: 'Unauthorized' });
    expect(takeHandedOverToasts(area)).toEqual([]);
    // A toast that has closed already stays behind.
    handOverToasts(area, started + (TOAST_SECONDS + 1) * 1000);
    expect(takeHandedOverToasts(area)).toEqual([]);
  });
});
