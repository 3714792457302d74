import { useEffect, useState } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { AddressEditorProps, GeocodeResult } from '@market/contract';
import { $cartSummary, $session, addressChanged, toastShown } from '@market/bus';
import { errorMessage } from '@market/http';
import { LazyMap } from '@market/map/lazy';
import { PointStatus, searchAddressMatches, shopZoneQuery, useStartPosition, usePointPicker, zoneVerdict } from '@market/map/picker';
import { AutoComplete, Button, DATA_TEXT_CLASS, dataOptions, EnvironmentOutlined, Flex, Input, Modal } from '@market/ui';
import { Col, Form, Row } from '@market/ui/forms';
import { useAddresses, useSaveAddress, type AddressInput } from '../api/addresses.ts';


interface Values {
  address: string;
  title?: string;
  house?: string;
  floor?: string;
  office?: string;
}

const clean = (s?: string) => s?.trim() || undefined;
const label = (m: GeocodeResult) => m.address;

/**
 * The address editor the shell opens (guests, the header's address panel) and the saved-locations page uses. The text
 * field is the first way in; the map beside it sets the point by a tap, a drag of the pin or the keyboard, and fills
 * the text by reverse geocoding. Where the cart has a shop, its delivery zone is drawn and a point outside it is
 * refused before checkout.
 */
export default function AddressEditor({ open, onClose, addressId }: AddressEditorProps) {
  const { t } = useTranslation('account-wallet-orders');
  const { signedIn } = useUnit($session);
  const { shop_id: shopId } = useUnit($cartSummary);
  const [form] = Form.useForm<Values>();
  const [locating, setLocating] = useState(false);
  const [saving, setSaving] = useState(false);
  const addresses = useAddresses(signedIn && open && addressId !== undefined);
  const save = useSaveAddress();
  const editing = addressId !== undefined ? addresses.data?.find((a) => a.id === addressId) : undefined;
  const picker = usePointPicker();
  const { point, text, lookup } = picker.state;
  const editingPoint = editing ? { latitude: editing.location[0], longitude: editing.location[1] } : null;
  const start = useStartPosition(editingPoint, open && addressId === undefined);
  const zone = useQuery({ ...shopZoneQuery(shopId), enabled: open && !!shopId }).data ?? null;
  const verdict = zoneVerdict(point, zone?.zone);
  const { start: startPicker, movePin } = picker;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing) {
      form.setFieldsValue({ ...editing.address, title: editing.title });
      startPicker({ latitude: editing.location[0], longitude: editing.location[1] }, editing.address.address);
    } else startPicker(null, '');
  }, [open, editing, form, startPicker]);

  // A new address where the device gave its position: the pin goes there and the text follows.
  useEffect(() => {
    if (open && start.source === 'device' && !point) movePin(start.center);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the device's position arrives
  }, [open, start.source]);

  // The geocoder's answer for a pin move fills the field; a failure leaves what was typed.
  useEffect(() => {
    if (lookup === 'found' || lookup === 'not-found') form.setFieldValue('address', text);
  }, [lookup, text, form]);

  const useMyLocation = () => {
    if (!navigator.geolocation) return toastShown({ kind: 'error', message: t('address.location.denied') });
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        movePin({ latitude: pos.coords.latitude, longitude: pos.coords.longitude });
      },
      () => {
        setLocating(false);
        toastShown({ kind: 'error', message: t('address.location.denied') });
      },
    );
  };

  const submit = async (v: Values) => {
    if (verdict === 'outside') {
      form.setFields([{ name: 'address', errors: [t('common:map.zone.outside')] }]);
      return;
    }
    setSaving(true);
    try {
      let at: [number, number] | null = point ? [point.latitude, point.longitude] : null;
      if (!at) {
        const [first] = await searchAddressMatches(v.address.trim()).catch(() => []);
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

  const center = point ?? start.center;
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
                options={dataOptions(picker.matches.map((m) => ({ value: label(m), label: label(m) })))}
                className={DATA_TEXT_CLASS}
                onSearch={picker.type}
                onSelect={(value) => {
                  const match = picker.matches.find((m) => label(m) === value);
                  if (match) picker.chooseMatch(match);
                }}
                style={{ flex: 1 }}
                placeholder={t('address.search')}
              />
            </Form.Item>
            <Button icon={<EnvironmentOutlined />} loading={locating} onClick={useMyLocation} aria-label={t('address.my.location')} />
          </Flex>
        </Form.Item>
        <Flex vertical gap={8} style={{ marginBlockEnd: 16 }}>
          {open && (
            <LazyMap
              label={t('common:map.picker')}
              center={center}
              pin={point ? { point, label: t('common:map.pin'), draggable: true, onMove: movePin } : undefined}
              onPick={movePin}
              zones={zone ? [{ id: `shop-${zone.shop_id}`, polygon: zone.zone, label: t('common:map.zone') }] : undefined}
              markers={zone ? [{ id: 'shop', point: zone.location, label: t('common:map.shop'), kind: 'shop' }] : undefined}
            />
          )}
          <PointStatus picker={picker} located={start} verdict={verdict} />
        </Flex>
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
