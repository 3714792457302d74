import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $address } from '@market/bus';
import { Button, DATA_TEXT_CLASS, EnvironmentOutlined, Input, LTR_INPUT, Typography } from '@market/ui';
import { Col, Form, Row } from '@market/ui/forms';
import type { ParcelErrors, PartyDraft } from '../model/parcel-form.ts';
import { AddressField } from './address-field.tsx';
import { PartyMap } from './party-map.tsx';

export function PartyFields({ side, value, onChange, errors }: { side: 'from' | 'to'; value: PartyDraft; onChange: (v: PartyDraft) => void; errors: ParcelErrors }) {
  const { t } = useTranslation('parcels-recipes');
  const active = useUnit($address);
  const set = (patch: Partial<PartyDraft>) => onChange({ ...value, ...patch });
  const err = (field: string) => errors[`${side}.${field}`];
  const item = (field: string) => ({
    label: t(`parcel.${field}`),
    htmlFor: `${side}-${field}`,
    validateStatus: err(field) ? ('error' as const) : undefined,
    help: err(field) ? t(err(field)!) : undefined,
  });
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend>
        <Typography.Title level={2} style={{ fontSize: 18 }}>
          {t(`parcel.${side}`)}
        </Typography.Title>
      </legend>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item {...item('name')} required>
            <Input id={`${side}-name`} autoComplete="name" className={DATA_TEXT_CLASS} value={value.name} onChange={(e) => set({ name: e.target.value })} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item {...item('phone')} required>
            <Input id={`${side}-phone`} type="tel" autoComplete="tel" {...LTR_INPUT} value={value.phone} onChange={(e) => set({ phone: e.target.value })} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item {...item('address')} required>
        <AddressField id={`${side}-address`} value={value} invalid={Boolean(err('address'))} onChange={(a) => set(a)} />
      </Form.Item>
      {active && (
        <Button
          size="small"
          icon={<EnvironmentOutlined aria-hidden />}
          onClick={() => set({ address: active.address, latitude: active.location[0], longitude: active.location[1] })}
          style={{ marginBlockStart: -16, marginBlockEnd: 16 }}
        >
          {t('parcel.use.address')}
        </Button>
      )}
      <PartyMap side={side} value={value} onChange={set} />
      <Row gutter={12}>
        {(['house', 'floor', 'room'] as const).map((f) => (
          <Col xs={8} key={f}>
            <Form.Item {...item(f)}>
              <Input id={`${side}-${f}`} className={DATA_TEXT_CLASS} value={value[f]} onChange={(e) => set({ [f]: e.target.value })} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </fieldset>
  );
}
