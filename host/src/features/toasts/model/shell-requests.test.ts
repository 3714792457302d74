import { allSettled, fork } from 'effector';
import { loginRequested, toastShown } from '@market/bus';
import { $pendingNavigation, $toasts, navigated } from './shell-requests.ts';

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
