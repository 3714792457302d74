import { useState } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $locale, toastShown } from '@market/bus';
import { errorMessage, fieldErrors } from '@market/http';
import { AutoComplete, Button, DATA_TEXT_CLASS, dataOptions, Input, InputNumber, LTR_INPUT, Select } from '@market/ui';
import { Col, Form, Row } from '@market/ui/forms';
import { Tabs } from '@market/ui/extras';
import { searchPlaces } from '../../addresses/index.ts';
import { phoneRules, requiredRule } from '../../profile/index.ts';
import { useSendSellerRequest, useShopCategories, useShopTags } from '../api/seller.ts';
import { ImageField } from './image-field.tsx';

type Texts = Record<string, string | undefined>;
interface Values {
  title: Texts;
  description: Texts;
  address: Texts;
  place: string;
  phone: string;
  type: 'shop' | 'restaurant';
  logo?: string;
  background?: string;
  categories?: number[];
  tags?: number[];
  price: number;
  price_per_km: number;
  min_amount: number;
  tax: number;
  delivery_time_type: 'minute' | 'hour';
  delivery_time_from: number;
  delivery_time_to: number;
}

const compact = (texts: Texts = {}) => Object.fromEntries(Object.entries(texts).filter(([, v]) => v?.trim()).map(([k, v]) => [k, v!.trim()]));

export function SellerForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation('account-wallet-orders');
  const { locale, languages } = useUnit($locale);
  const langs = languages.length ? languages.map((l) => ({ locale: l.locale, title: l.title })) : [{ locale, title: locale }];
  const main = languages.find((l) => l.default)?.locale ?? langs[0]!.locale;
  const [form] = Form.useForm<Values>();
  const [places, setPlaces] = useState<{ value: string; location: { latitude: number; longitude: number } }[]>([]);
  const [location, setLocation] = useState<{ latitude: number; longitude: number } | null>(null);
  const categories = useShopCategories();
  const tags = useShopTags();
  const send = useSendSellerRequest();

  const submit = (v: Values) => {
    if (!location) return form.setFields([{ name: 'place', errors: [t('address.not.found')] }]);
    send.mutate(
      {
        title: compact(v.title),
        description: compact(v.description),
        address: compact(v.address),
        phone: v.phone.trim(),
        type: v.type,
        images: [v.logo, v.background].filter(Boolean),
        categories: v.categories ?? [],
        tags: v.tags ?? [],
        price: v.price,
        price_per_km: v.price_per_km,
        min_amount: v.min_amount,
        tax: v.tax,
        delivery_time_type: v.delivery_time_type,
        delivery_time_from: v.delivery_time_from,
        delivery_time_to: v.delivery_time_to,
        location,
      },
      {
        onSuccess: () => {
          toastShown({ kind: 'success', message: t('seller.sent') });
          onSent();
        },
        onError: (e) => {
          const fields = fieldErrors(e);
          if (Object.keys(fields).length) form.setFields(Object.entries(fields).map(([name, msg]) => ({ name: name as never, errors: [msg] })));
          toastShown({ kind: 'error', message: errorMessage(e) });
        },
      },
    );
  };

  const num = (name: keyof Values, label: string, max?: number) => (
    <Col xs={24} sm={12} md={8}>
      <Form.Item name={name} label={label} rules={[{ required: true, message: t('common:Required') }]}>
        <InputNumber min={0} max={max} style={{ inlineSize: '100%' }} />
      </Form.Item>
    </Col>
  );

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={{ type: 'restaurant', delivery_time_type: 'minute', price: 0, price_per_km: 0, min_amount: 0, tax: 0, delivery_time_from: 20, delivery_time_to: 40 }}
    >
      <Tabs
        items={langs.map((l) => ({
          key: l.locale,
          label: l.title,
          forceRender: true,
          children: (
            <>
              <Form.Item name={['title', l.locale]} label={t('seller.name')} rules={l.locale === main ? [requiredRule(t)] : []}>
                <Input maxLength={255} className={DATA_TEXT_CLASS} />
              </Form.Item>
              <Form.Item name={['description', l.locale]} label={t('seller.description')}>
                <Input.TextArea rows={3} maxLength={2000} className={DATA_TEXT_CLASS} />
              </Form.Item>
              <Form.Item name={['address', l.locale]} label={t('seller.address.text')}>
                <Input maxLength={500} className={DATA_TEXT_CLASS} />
              </Form.Item>
            </>
          ),
        }))}
      />
      <Form.Item name="place" label={t('seller.location')} rules={[requiredRule(t)]}>
        <AutoComplete
          options={dataOptions(places.map((p) => ({ value: p.value, label: p.value })))}
          className={DATA_TEXT_CLASS}
          placeholder={t('address.search')}
          onSearch={(q) => {
            setLocation(null);
            if (q.trim().length >= 3) void searchPlaces(q.trim()).then((rows) => setPlaces(rows.map((r) => ({ value: r.address, location: r.location })))).catch(() => setPlaces([]));
          }}
          onSelect={(value) => setLocation(places.find((p) => p.value === value)?.location ?? null)}
        />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="phone" label={t('profile.phone')} rules={phoneRules(t)}>
            <Input type="tel" {...LTR_INPUT} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="type" label={t('seller.type')}>
            <Select options={(['restaurant', 'shop'] as const).map((v) => ({ value: v, label: t(`seller.type.${v}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="logo" label={t('seller.logo')}>
            <ImageField label={t('seller.logo')} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="background" label={t('seller.background')}>
            <ImageField label={t('seller.background')} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="categories" label={t('seller.categories')}>
            <Select mode="multiple" placeholder={t('seller.categories.placeholder')} loading={categories.isPending} options={dataOptions((categories.data ?? []).map((c) => ({ value: c.id, label: c.translation.title })))} optionFilterProp="label" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="tags" label={t('seller.tags')}>
            <Select mode="multiple" placeholder={t('seller.tags.placeholder')} loading={tags.isPending} options={dataOptions((tags.data ?? []).map((c) => ({ value: c.id, label: c.translation.title })))} optionFilterProp="label" />
          </Form.Item>
        </Col>
        {num('price', t('order.delivery.fee'))}
        {num('price_per_km', t('seller.price.per.km'))}
        {num('min_amount', t('seller.min.amount'))}
        {num('tax', t('seller.tax'), 100)}
        {num('delivery_time_from', t('seller.time.from'))}
        {num('delivery_time_to', t('seller.time.to'))}
        <Col xs={24} sm={12} md={8}>
          <Form.Item name="delivery_time_type" label={t('seller.time.unit')}>
            <Select options={(['minute', 'hour'] as const).map((v) => ({ value: v, label: t(`seller.time.${v}`) }))} />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={send.isPending}>
        {t('seller.submit')}
      </Button>
    </Form>
  );
}
