import { useEffect, useState } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { AddressEditorProps } from '@market/contract';
import { $session, addressChanged, toastShown } from '@market/bus';
import { errorMessage, getRuntimeConfig } from '@market/http';
import { AutoComplete, Button, DATA_TEXT_CLASS, dataOptions, EnvironmentOutlined, Flex, Input, Modal, SEARCH_DEBOUNCE_MS, useDebouncedCallback } from '@market/ui';
import { Col, Form, Row } from '@market/ui/forms';
import { reverseGeocode, searchPlaces, useAddresses, useSaveAddress, type AddressInput } from '../api/addresses.ts';

/** Where the map starts when no point is chosen yet: Washington, DC. */
export const DEFAULT_POSITION: [number, number] = [38.9120424, -77.035308];

interface Values {
  address: string;
  title?: string;
  house?: string;
  floor?: string;
  office?: string;
}

const clean = (s?: string) => s?.trim() || undefined;

/** A static map of the chosen point, only where the deployment configured a maps key. */
function StaticMap({ location, label }: { location: [number, number]; label: string }) {
  const key = getRuntimeConfig().mapsKey;
  if (!key) return null;
  const at = `${location[0]},${location[1]}`;
  const src = `https://maps.googleapis.com/maps/api/staticmap?center=${at}&zoom=16&size=600x240&markers=${at}&key=${encodeURIComponent(key)}`;
  return <img src={src} alt={label} width={600} height={240} loading="lazy" style={{ inlineSize: '100%', blockSize: 'auto', borderRadius: 8 }} />;
}

/** The address editor the shell opens (guests, the address selector) and the saved-locations page uses. */
export default function AddressEditor({ open, onClose, addressId }: AddressEditorProps) {
  const { t } = useTranslation('account-wallet-orders');
  const { signedIn } = useUnit($session);
  const [form] = Form.useForm<Values>();
  const [location, setLocation] = useState<[number, number] | null>(null);
  const [options, setOptions] = useState<{ value: string; location: [number, number] }[]>([]);
  const [query, setQuery] = useState('');
  const [locating, setLocating] = useState(false);
  const [saving, setSaving] = useState(false);
  const addresses = useAddresses(signedIn && open && addressId !== undefined);
  const save = useSaveAddress();
  const editing = addressId !== undefined ? addresses.data?.find((a) => a.id === addressId) : undefined;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing) {
      form.setFieldsValue({ ...editing.address, title: editing.title });
      setLocation(editing.location);
    } else setLocation(null);
  }, [open, editing, form]);

  const findPlaces = useDebouncedCallback((q: string) => {
    searchPlaces(q)
      .then((rows) => setOptions(rows.map((r) => ({ value: r.address, location: [r.location.latitude, r.location.longitude] }))))
      .catch(() => setOptions([]));
  }, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    const q = query.trim();
    if (q.length >= 3) findPlaces(q);
    else {
      findPlaces.cancel();
      setOptions([]);
    }
  }, [query, findPlaces]);

  const useMyLocation = () => {
    if (!navigator.geolocation) return toastShown({ kind: 'error', message: t('common:not found') });
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      async (pos) => {
        const at: [number, number] = [pos.coords.latitude, pos.coords.longitude];
        setLocation(at);
        try {
          form.setFieldValue('address', (await reverseGeocode(at[0], at[1])).address);
        } catch {
          form.setFieldValue('address', t('common:not found'));
        }
        setLocating(false);
      },
      () => {
        setLocating(false);
        toastShown({ kind: 'error', message: t('address.location.denied') });
      },
    );
  };

  const submit = async (v: Values) => {
    setSaving(true);
    try {
      let at = location;
      if (!at) {
        const [first] = await searchPlaces(v.address.trim()).catch(() => []);
        at = first ? [first.location.latitude, first.location.longitude] : null;
      }
      if (!at) {
        form.setFields([{ name: 'address', errors: [t('address.not.found')] }]);
        return;
      }
      const body: AddressInput = {
        title: clean(v.title),
        address: { address: v.address.trim(), house: clean(v.house), floor: clean(v.floor), office: clean(v.office) },
        location: at,
      };
      if (signedIn) await save.mutateAsync({ id: addressId, body });
      else addressChanged({ title: body.title, address: body.address.address, location: at });
      toastShown({ kind: 'success', message: t('address.saved') });
      onClose();
    } catch (e) {
      toastShown({ kind: 'error', message: errorMessage(e) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={addressId !== undefined ? t('address.editor.edit') : t('address.editor.title')}
      footer={null}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item label={t('address.address')} required>
          <Flex gap={8}>
            <Form.Item name="address" noStyle rules={[{ required: true, whitespace: true, message: t('common:Required') }]}>
              <AutoComplete
                aria-label={t('address.address')}
                options={dataOptions(options.map((o) => ({ value: o.value, label: o.value })))}
                className={DATA_TEXT_CLASS}
                onSearch={(text) => {
                  setQuery(text);
                  setLocation(null);
                }}
                onSelect={(value) => setLocation(options.find((o) => o.value === value)?.location ?? null)}
                style={{ flex: 1 }}
                placeholder={t('address.search')}
              />
            </Form.Item>
            <Button icon={<EnvironmentOutlined />} loading={locating} onClick={useMyLocation} aria-label={t('address.my.location')} />
          </Flex>
        </Form.Item>
        <StaticMap location={location ?? DEFAULT_POSITION} label={t('address.map')} />
        <Form.Item name="title" label={t('address.title')}>
          <Input placeholder={t('address.title.placeholder')} maxLength={255} className={DATA_TEXT_CLASS} />
        </Form.Item>
        <Row gutter={8}>
          {(['house', 'floor', 'office'] as const).map((f) => (
            <Col span={8} key={f}>
              <Form.Item name={f} label={t(`address.${f}`)}>
                <Input maxLength={64} className={DATA_TEXT_CLASS} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Flex gap={8} justify="end">
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('common:save')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
