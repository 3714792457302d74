import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button } from '@market/ui';

/** An answer's HTTP status, if the request reached the server. */
export function statusOf(error: unknown): number | undefined {
  return (error as { response?: { status?: number } } | null)?.response?.status;
}

/**
 * Whether a failed read of a group says the group is not there for this reader (refused, not found, ended): any 4xx
 * but a timeout (408) and too many requests (429), which say nothing of the group and pass with the next read.
 */
export function refusesGroup(error: unknown): boolean {
  const status = statusOf(error);
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/**
 * The note above a group view whose periodic read failed (the network dropped, the server was busy): what was loaded
 * stays on screen, and with it what the shopper is doing there (a product being chosen, a removal being confirmed),
 * the reads go on, and the note offers one at once.
 */
export function RefreshFailed({ query }: { query: Pick<UseQueryResult, 'isRefetchError' | 'isFetching' | 'refetch'> }) {
  const { t } = useTranslation('cart-checkout-group');
  if (!query.isRefetchError) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      title={t('group.refresh.failed')}
      action={
        <Button size="small" loading={query.isFetching} onClick={() => void query.refetch()}>
          {t('common:try.again')}
        </Button>
      }
    />
  );
}
