import { useCallback } from 'react';
import { useNavigate, useSearchParams } from '@market/router';
import { AUTH_PAGES } from '@market/contract';
import { safeReturnTo } from '../../session/index.ts';

/** Where the user was before the sign-in pages (?returnTo=), carried from page to page and followed at the end. */
export function useReturnTo() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const returnTo = safeReturnTo(params.get('returnTo'), AUTH_PAGES);
  const link = useCallback(
    (path: string) => (returnTo === '/' ? path : `${path}?returnTo=${encodeURIComponent(returnTo)}`),
    [returnTo],
  );
  const done = useCallback(() => navigate(returnTo, { replace: true }), [navigate, returnTo]);
  return { returnTo, link, done };
}
