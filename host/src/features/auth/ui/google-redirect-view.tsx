import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@market/router';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Spin, Typography } from '@market/ui';
import type { AuthResult } from '@market/contract';
import { AuthLayout } from '../../layout/index.ts';
import { signedIn } from '../../session/index.ts';
import { exchangeIdentity } from '../api/auth.ts';
import { googleRedirectResult, redirectToGoogle } from '../api/firebase.ts';
import { destinationAfterSignIn, forgetGoogleReturn, rememberGoogleReturn } from '../model/google-redirect.ts';
import { authErrorMessage } from '../model/sign-in.ts';
import { AuthCard } from './auth-card.tsx';
import { useAction } from './use-action.ts';

/** Google's answer, then the same exchange with the API as the pop-up; null when the user came back without signing in. */
async function finishGoogleRedirect(): Promise<AuthResult | null> {
  const proof = await googleRedirectResult();
  return proof ? exchangeIdentity(proof) : null;
}

/** Past this the sign-in is given up on with an error, so the page never waits forever. */
const FINISH_TIMEOUT_MS = 30_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(Object.assign(new Error('sign-in timed out'), { code: 'auth/timeout' })), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

export interface GoogleRedirectViewProps {
  /** The page (path and query) the sign-in started from. */
  start: string;
  /** The round trip is over: the pages render again. */
  onSettled: () => void;
  finish?: () => Promise<AuthResult | null>;
  timeoutMs?: number;
}

/**
 * Finishes a redirect sign-in with Google: a loading state while it completes; then signed in on the page it started
 * from (a sign-in page passes the user on to its ?returnTo=), or a translated error with a retry and a way back.
 */
export default function GoogleRedirectView({ start, onSettled, finish = finishGoogleRedirect, timeoutMs = FINISH_TIMEOUT_MS }: GoogleRedirectViewProps) {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const [finishError, setFinishError] = useState<string | null>(null);
  // Going back to Google: busy until the browser leaves, its own failure shown in place of the first one.
  const retry = useAction<'retry'>();
  const error = retry.error ?? finishError;
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        const result = await withTimeout(finish(), timeoutMs);
        forgetGoogleReturn();
        if (result) signedIn(result);
        navigate(result ? destinationAfterSignIn(start) : start, { replace: true });
        onSettled();
      } catch (e) {
        forgetGoogleReturn();
        setFinishError(authErrorMessage(e));
      }
    })();
  }, [finish, navigate, onSettled, start, timeoutMs]);

  const back = () => {
    navigate(start, { replace: true });
    onSettled();
  };

  const goAgain = () =>
    retry.run(async () => {
      rememberGoogleReturn(start);
      await redirectToGoogle();
    }, 'retry');

  return (
    <AuthLayout>
      <AuthCard title={error ? t('login.google.redirect.failed') : t('login.google.redirect.title')} error={error}>
        {error ? (
          <Flex vertical gap={8}>
            <Button type="primary" block loading={retry.busy === 'retry'} onClick={goAgain}>
              {t('login.google.redirect.retry')}
            </Button>
            <Button block onClick={back}>
              {t('login.google.redirect.back')}
            </Button>
          </Flex>
        ) : (
          <Flex vertical align="center" gap={12} role="status" aria-live="polite">
            <Spin size="large" />
            <Typography.Text>{t('login.google.redirect.busy')}</Typography.Text>
          </Flex>
        )}
      </AuthCard>
    </AuthLayout>
  );
}
