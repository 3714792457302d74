import { useCallback, useState } from 'react';
import { authErrorMessage } from '../model/sign-in.ts';

/** One async step of a sign-in form: busy while it runs, its failure as a translated message. */
export function useAction<K extends string = 'submit'>() {
  const [busy, setBusy] = useState<K | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async (step: () => Promise<void>, kind = 'submit' as K) => {
    setBusy(kind);
    setError(null);
    try {
      await step();
    } catch (e) {
      setError(authErrorMessage(e));
    } finally {
      setBusy(null);
    }
  }, []);
  return { busy, error, run };
}
