import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@market/http';
import { toastShown } from '@market/bus';
import { Button, Flex, OfflineReason, Select, Skeleton, useOffline } from '@market/ui';
import type { Order } from '@market/contract';
import { isExternal, payThroughProvider, useExternalPayments, type ExternalTag } from '../api/orders.ts';

/** Pay an unpaid order through a provider's hosted page. */
export function PayOrder({ order }: { order: Order }) {
  const { t } = useTranslation('account-wallet-orders');
  const payments = useExternalPayments();
  const current = order.transaction?.payment_system?.tag;
  const [tag, setTag] = useState<ExternalTag | undefined>(current && isExternal(current) ? current : undefined);
  const [busy, setBusy] = useState(false);
  const offline = useOffline();
  if (payments.isPending) return <Skeleton.Button active />;
  // Only a first read that failed: a read again that fails (the order page is read again) keeps the providers.
  if (payments.data === undefined)
    return (
      <Button onClick={() => void payments.refetch()}>{t('common:try.again')}</Button>
    );
  const chosen = tag ?? (payments.data[0]?.tag as ExternalTag | undefined);
  if (!chosen) return null;
  const pay = async () => {
    setBusy(true);
    try {
      await payThroughProvider(chosen, { order_id: order.id });
    } catch (e) {
      toastShown({ kind: 'error', message: errorMessage(e) });
      setBusy(false);
    }
  };
  return (
    <Flex gap={8} wrap>
      <Select
        aria-label={t('payment.provider')}
        value={chosen}
        onChange={setTag}
        style={{ minInlineSize: 160 }}
        options={payments.data.map((p) => ({ value: p.tag, label: t(`payment.${p.tag}`, { defaultValue: p.tag }) }))}
      />
      <Button type="primary" loading={busy} disabled={offline} aria-describedby={offline ? `pay-offline-${order.id}` : undefined} onClick={() => void pay()}>
        {t('order.pay')}
      </Button>
      <OfflineReason id={`pay-offline-${order.id}`} />
    </Flex>
  );
}
