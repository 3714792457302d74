import { useState } from 'react';
import { useNavigate } from '@market/router';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $currency, toastShown } from '@market/bus';
import { errorMessage } from '@market/http';
import { formatDate, formatTime } from '@market/i18n';
import { Alert, Button, DataText, Descriptions, EmptyState, ErrorState, LinkButton, OfflineReason, Radio, Skeleton, Typography, useOffline } from '@market/ui';
import { Card } from '@market/ui/extras';
import { useCreateParcel, useParcelTypes, usePayments } from '../api/parcels-api.ts';
import { clearParcelDraft, loadParcelDraft, parcelBody, validateParcel } from '../model/parcel-form.ts';
import { ParcelPriceBox } from './parcel-price.tsx';
import { PartyLine } from './party-line.tsx';

/** Summary of the draft, the price and a payment method: cash, wallet or a provider (the browser goes there). */
export function ParcelCheckout() {
  const { t, i18n } = useTranslation('parcels-recipes');
  const navigate = useNavigate();
  const { current } = useUnit($currency);
  const [draft] = useState(loadParcelDraft);
  const [paymentId, setPaymentId] = useState<number>();
  const [noPayment, setNoPayment] = useState(false);
  const payments = usePayments();
  const types = useParcelTypes();
  const create = useCreateParcel();
  const offline = useOffline();
  const back = (
    <LinkButton to="/parcels">{t('checkout.edit')}</LinkButton>
  );

  if (Object.keys(validateParcel(draft, new Date())).length > 0) return <EmptyState message={t('checkout.empty')} action={back} />;
  const type = types.data?.find((x) => x.id === draft.typeId);

  const pay = () => {
    if (offline) return;
    if (!paymentId) return setNoPayment(true);
    create.mutate({ body: parcelBody(draft, current, paymentId), tag: payments.data?.find((p) => p.id === paymentId)?.tag }, {
      onSuccess: (result) => {
        clearParcelDraft();
        if ('url' in result) {
          window.location.assign(result.url);
          return;
        }
        toastShown({ kind: 'success', message: t('checkout.done') });
        navigate(`/parcels/${result.id}`);
      },
    });
  };

  return (
    <div style={{ maxWidth: 720 }}>
      <Card size="small" style={{ marginBlockEnd: 16 }}>
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'type', label: t('parcel.type'), children: <DataText>{type?.type ?? '…'}</DataText> },
            { key: 'from', label: t('parcel.from'), children: <PartyLine {...draft.from} /> },
            { key: 'to', label: t('parcel.to'), children: <PartyLine {...draft.to} /> },
            { key: 'when', label: t('parcel.when'), children: `${formatDate(`${draft.date}T00:00`, i18n.language)} ${formatTime(draft.time, i18n.language)}` },
          ]}
        />
      </Card>
      <div style={{ marginBlockEnd: 16 }}>
        <ParcelPriceBox draft={draft} />
      </div>
      <section aria-labelledby="checkout-payment" style={{ marginBlockEnd: 16 }}>
        <Typography.Title level={2} id="checkout-payment" style={{ fontSize: 18 }}>
          {t('checkout.payment')}
        </Typography.Title>
        {payments.isPending ? (
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        ) : payments.isError && payments.data === undefined ? (
          <ErrorState message={errorMessage(payments.error)} onRetry={() => void payments.refetch()} />
        ) : (
          <Radio.Group
            aria-labelledby="checkout-payment"
            value={paymentId}
            onChange={(e) => {
              setPaymentId(Number(e.target.value));
              setNoPayment(false);
            }}
            style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}
          >
            {payments.data.map((p) => (
              <Radio.Button key={p.id} value={p.id}>
                {t(`payment.${p.tag}`, { defaultValue: p.tag })}
              </Radio.Button>
            ))}
          </Radio.Group>
        )}
        {noPayment && (
          <Typography.Text type="danger" role="alert" style={{ display: 'block', marginBlockStart: 8 }}>
            {t('common:Please, choose payment method')}
          </Typography.Text>
        )}
      </section>
      {create.isError && <Alert type="error" showIcon role="alert" title={errorMessage(create.error)} style={{ marginBlockEnd: 16 }} />}
      <Button type="primary" size="large" block onClick={pay} loading={create.isPending} disabled={offline} aria-describedby={offline ? 'parcel-offline' : undefined}>
        {t('checkout.pay')}
      </Button>
      <OfflineReason id="parcel-offline" />
      <div style={{ marginBlockStart: 12 }}>{back}</div>
    </div>
  );
}
