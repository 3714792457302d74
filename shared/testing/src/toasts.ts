import { toastShown } from '@market/bus';
import type { Toast } from '@market/contract';

/** The toasts shown during each test of the file, in order (emptied before each test). Call once, at the top. */
export function collectToasts(): Toast[] {
  const toasts: Toast[] = [];
  const watch = toastShown.watch((toast) => toasts.push(toast));
  beforeEach(() => {
    toasts.length = 0;
  });
  afterAll(() => watch.unsubscribe());
  return toasts;
}
