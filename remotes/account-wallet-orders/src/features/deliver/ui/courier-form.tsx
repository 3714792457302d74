import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $session, toastShown } from '@market/bus';
import { errorMessage, fieldErrors } from '@market/http';
import { VEHICLE_TYPES, type DeliverymanRequestBody, type VehicleType } from '@market/contract';
import { Button, DATA_TEXT_CLASS, Input, LTR_INPUT, Select } from '@market/ui';
import { Col, Form, Row } from '@market/ui/forms';
import { phoneRules, requiredRule } from '../../profile/index.ts';
import { useSendCourierRequest } from '../api/courier-request.ts';
import { DocumentsField, MAX_DOCUMENTS } from './documents-field.tsx';

interface Values {
  name: string;
  phone: string;
  vehicle_type?: VehicleType;
  city: string;
  documents?: string[];
}

/** The courier application: name, phone, vehicle, city and at least one document. What was typed stays after an error. */
export function CourierForm() {
  const { t } = useTranslation('account-wallet-orders');
  const { user } = useUnit($session);
  const [form] = Form.useForm<Values>();
  const send = useSendCourierRequest();
  const required = { required: true, message: t('common:Required') };

  const submit = (v: Values) => {
    const body: DeliverymanRequestBody = { name: v.name.trim(), phone: v.phone.trim(), vehicle_type: v.vehicle_type!, city: v.city.trim(), documents: v.documents ?? [] };
    send.mutate(body, {
      onSuccess: () => toastShown({ kind: 'success', message: t('courier.sent') }),
      onError: (e) => {
        // The server's messages are the catalogue's texts: shown translated beside their fields.
        const fields = Object.entries(fieldErrors(e)).map(([name, msg]) => ({ name: name as keyof Values, errors: [t(`common:${msg}`, { defaultValue: msg })] }));
        form.setFields(fields.filter((f) => f.name in body));
        toastShown({ kind: 'error', message: errorMessage(e) });
      },
    });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={{ name: [user?.firstname, user?.lastname].filter(Boolean).join(' '), phone: user?.phone ?? '', city: '', documents: [] }}
    >
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="name" label={t('courier.name')} rules={[requiredRule(t)]}>
            <Input maxLength={255} autoComplete="name" className={DATA_TEXT_CLASS} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="phone" label={t('profile.phone')} rules={phoneRules(t)}>
            <Input type="tel" autoComplete="tel" {...LTR_INPUT} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="vehicle_type" label={t('courier.vehicle')} rules={[required]}>
            <Select placeholder={t('courier.vehicle.placeholder')} options={VEHICLE_TYPES.map((v) => ({ value: v, label: t(`courier.vehicle.${v}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="city" label={t('courier.city')} rules={[requiredRule(t)]}>
            <Input maxLength={255} autoComplete="address-level2" className={DATA_TEXT_CLASS} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="documents"
        label={t('courier.documents')}
        extra={t('courier.documents.help', { max: MAX_DOCUMENTS })}
        rules={[{ ...required, type: 'array', min: 1 }]}
      >
        <DocumentsField />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={send.isPending}>
        {t('courier.submit')}
      </Button>
    </Form>
  );
}
