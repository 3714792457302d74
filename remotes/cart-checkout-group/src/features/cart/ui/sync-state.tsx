import { useTranslation } from 'react-i18next';
import { Alert, Button, TextWithData, Typography } from '@market/ui';

/**
 * Changes on their way to the server: a quiet note while they go, and when a send failed, the error with a Retry
 * (the outbox also tries again by itself; the items stay in the cart meanwhile). `withSaving={false}`: the error
 * alone, where the note has a place of its own (the cart's first line).
 */
export function SyncState({ cart, withSaving = true }: { cart: { saving: boolean; syncError: string | null; retry: () => unknown }; withSaving?: boolean }) {
  const { t } = useTranslation('cart-checkout-group');
  if (cart.syncError) {
    return (
      <Alert
        type="error"
        showIcon
        message={<TextWithData>{cart.syncError}</TextWithData>}
        action={
          <Button size="small" onClick={() => void cart.retry()}>
            {t('common:try.again')}
          </Button>
        }
      />
    );
  }
  if (!cart.saving || !withSaving) return null;
  return (
    <Typography.Text type="secondary" role="status">
      {t('cart.sync.saving')}
    </Typography.Text>
  );
}
