import { useEffect, useState } from 'react';
import { useNavigate } from '@market/router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@market/http';
import { Button, Checkbox, DATA_TEXT_CLASS, DateField, EmptyState, ErrorState, Input, PageSkeleton, RefreshFailed, TimeField, Typography } from '@market/ui';
import { Col, Form, Row } from '@market/ui/forms';
import { useParcelTypes } from '../api/parcels-api.ts';
import { loadParcelDraft, saveParcelDraft, validateParcel, type ParcelDraft, type ParcelErrors } from '../model/parcel-form.ts';
import { ParcelPriceBox } from './parcel-price.tsx';
import { ParcelTypes } from './parcel-types.tsx';
import { PartyFields } from './party-fields.tsx';

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Type, sender, receiver, when and notes; the draft is kept for /parcel-checkout (and a trip to /login). */
export function ParcelForm() {
  const { t } = useTranslation('parcels-recipes');
  const navigate = useNavigate();
  const types = useParcelTypes();
  const [draft, setDraft] = useState<ParcelDraft>(loadParcelDraft);
  const [errors, setErrors] = useState<ParcelErrors>({});
  const [tried, setTried] = useState(false);
  useEffect(() => saveParcelDraft(draft), [draft]);
  useEffect(() => {
    if (tried) setErrors(validateParcel(draft, new Date()));
  }, [draft, tried]);
  const set = (patch: Partial<ParcelDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const item = (field: string, label: string) => ({
    label,
    htmlFor: `parcel-${field}`,
    validateStatus: errors[field] ? ('error' as const) : undefined,
    help: errors[field] ? t(errors[field]!) : undefined,
  });

  if (types.isPending) return <PageSkeleton />;
  // Only a first read that failed: a read again that fails (a language switch reads everything again) keeps the form
  // on screen as it was being filled in, with a note.
  if (types.data === undefined) return <ErrorState message={errorMessage(types.error)} onRetry={() => void types.refetch()} />;
  if (types.data.length === 0) return <EmptyState message={t('parcel.no.types')} />;

  const submit = () => {
    setTried(true);
    const found = validateParcel(draft, new Date());
    setErrors(found);
    if (Object.keys(found).length === 0) navigate('/parcel-checkout');
  };

  return (
    <Form layout="vertical" component="form" onFinish={submit} aria-label={t('parcel.form')} requiredMark>
      <RefreshFailed query={types} style={{ marginBlockEnd: 16 }} />
      <section aria-labelledby="parcel-type" style={{ marginBlockEnd: 24 }}>
        <Typography.Title level={2} id="parcel-type" style={{ fontSize: 18 }}>
          {t('parcel.type')}
        </Typography.Title>
        <ParcelTypes types={types.data} value={draft.typeId} onChange={(typeId) => set({ typeId })} />
        {errors.typeId && (
          <Typography.Text type="danger" role="alert">
            {t(errors.typeId)}
          </Typography.Text>
        )}
      </section>
      <Row gutter={24}>
        <Col xs={24} lg={12}>
          <PartyFields side="from" value={draft.from} onChange={(from) => set({ from })} errors={errors} />
        </Col>
        <Col xs={24} lg={12}>
          <PartyFields side="to" value={draft.to} onChange={(to) => set({ to })} errors={errors} />
        </Col>
      </Row>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {t('parcel.when')}
      </Typography.Title>
      <Row gutter={12}>
        <Col xs={12} sm={8}>
          <Form.Item {...item('date', t('parcel.date'))} required>
            <DateField id="parcel-date" min={today()} value={draft.date} onChange={(date) => set({ date })} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item {...item('time', t('parcel.time'))} required>
            <TimeField id="parcel-time" value={draft.time} onChange={(time) => set({ time })} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item {...item('description', t('parcel.description'))}>
        <Input id="parcel-description" className={DATA_TEXT_CLASS} maxLength={1000} value={draft.description} onChange={(e) => set({ description: e.target.value })} />
      </Form.Item>
      <Form.Item {...item('instruction', t('parcel.instruction'))}>
        <Input.TextArea id="parcel-instruction" className={DATA_TEXT_CLASS} maxLength={1000} autoSize={{ minRows: 2 }} value={draft.instruction} onChange={(e) => set({ instruction: e.target.value })} />
      </Form.Item>
      <Form.Item {...item('note', t('parcel.note'))}>
        <Input.TextArea id="parcel-note" className={DATA_TEXT_CLASS} maxLength={1000} autoSize={{ minRows: 2 }} value={draft.note} onChange={(e) => set({ note: e.target.value })} />
      </Form.Item>
      <Form.Item>
        <Checkbox checked={draft.notify} onChange={(e) => set({ notify: e.target.checked })}>
          {t('parcel.notify')}
        </Checkbox>
      </Form.Item>
      <div style={{ marginBlockEnd: 16 }}>
        <ParcelPriceBox draft={draft} />
      </div>
      <Button type="primary" size="large" htmlType="submit" block>
        {t('parcel.continue')}
      </Button>
    </Form>
  );
}
