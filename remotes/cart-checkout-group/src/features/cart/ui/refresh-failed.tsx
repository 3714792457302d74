import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button } from '@market/ui';

export interface RefreshFailedProps {
  query: Pick<UseQueryResult, 'isRefetchError' | 'isFetching' | 'refetch'>;
  /** What could not be read again, and that what is shown is what was last loaded. */
  message: string;
}

/**
 * The note above a view whose read failed after one had succeeded (a group's poll, the cart read again at checkout:
 * the network dropped, the server was busy). What was loaded stays on screen, and with it what the shopper is doing
 * there (a product being chosen, a form being filled in, a removal being confirmed); the note offers a read at once.
 * Rendered in the same place whether shown or not, so that nothing beside it is mounted again.
 */
export function RefreshFailed({ query, message }: RefreshFailedProps) {
  const { t } = useTranslation('cart-checkout-group');
  if (!query.isRefetchError) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      title={message}
      action={
        <Button size="small" loading={query.isFetching} onClick={() => void query.refetch()}>
          {t('common:try.again')}
        </Button>
      }
    />
  );
}
