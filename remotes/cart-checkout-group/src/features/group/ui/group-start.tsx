import { useNavigate } from '@market/router';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $currency, $settings } from '@market/bus';
import { errorMessage } from '@market/http';
import { Alert, Button } from '@market/ui';
import { useStartGroup } from '../api/group-hooks.ts';

/** "Order with friends" (settings group_order = "1"): opens a group cart for the shop and goes to its page. */
export function GroupStart({ shopId, onNavigate }: { shopId: number; onNavigate?: () => void }) {
  const { t } = useTranslation('cart-checkout-group');
  const navigate = useNavigate();
  const [settings, currency] = useUnit([$settings, $currency]);
  const start = useStartGroup(shopId, currency.current?.id, (cart) => {
    onNavigate?.();
    navigate(`/group/${cart.shop_id}?g=${cart.id}&o=${cart.owner_id}`);
  });
  if (settings.group_order !== '1') return null;
  return (
    <>
      {start.isError && <Alert type="error" showIcon message={errorMessage(start.error)} />}
      <Button block loading={start.isPending} onClick={() => start.mutate()}>
        {t('group.start')}
      </Button>
    </>
  );
}
