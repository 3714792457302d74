import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Typography } from 'antd';
import { $offline } from '@market/bus';

/** True while the shopper is offline (the bus's `$offline`, fed by the shell). */
export function useOffline(): boolean {
  return useUnit($offline);
}

/**
 * Beside an action that needs the server (place an order, pay, send a message, book): while offline the action's
 * button is disabled and this says why. Give the button `aria-describedby={id}`; nothing shows online. The form
 * around it stays as it is, so what the shopper typed is kept.
 */
export function OfflineReason({ id }: { id: string }) {
  const { t } = useTranslation('common');
  const offline = useOffline();
  return offline ? (
    <Typography.Text id={id} type="secondary">
      {t('offline.reason')}
    </Typography.Text>
  ) : null;
}
