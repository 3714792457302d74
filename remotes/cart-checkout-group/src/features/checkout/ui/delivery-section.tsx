import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $locale, addressPickerRequested } from '@market/bus';
import type { ActiveAddress, Shop } from '@market/contract';
import { formatDate, formatTime } from '@market/i18n';
import { Alert, Button, dataInText, DataText, EnvironmentOutlined, Flex, Input, LTR_INPUT, Select, TextWithData, Typography } from '@market/ui';
import { Segmented } from '@market/ui/forms';
import { draftChanged } from '../model/checkout-session.ts';
import type { DaySlots } from '../model/slots.ts';
import { Section } from './section.tsx';

export type DeliveryType = 'delivery' | 'pickup';

interface Props {
  shop: Shop;
  type: DeliveryType;
  onType: (type: DeliveryType) => void;
  address: ActiveAddress | null;
  outOfZone: boolean;
  /** The zone could not be checked (the network, the server): why, and a check again. */
  zoneUnread?: { message: string; onRetry: () => void };
  /** The days the shop delivers, with their times; the chosen day and time. */
  slots: DaySlots[];
  date: string | undefined;
  time: string | undefined;
  /** Asked only when the marketplace requires a phone before ordering. */
  phone: { required: boolean; value: string; onChange: (value: string) => void; missing: boolean };
}

/** Delivery or pickup, where to, when (the shop's slots; the choice is kept in the draft), and the phone if asked. */
export function DeliverySection({ shop, type, onType, address, outOfZone, zoneUnread, slots, date, time, phone }: Props) {
  const { t } = useTranslation('cart-checkout-group');
  const locale = useUnit($locale);
  const day = slots.find((d) => d.date === date);
  return (
    <Section title={t('checkout.delivery')}>
      <Flex vertical gap={12}>
        <Segmented
          aria-label={t('checkout.delivery.type')}
          value={type}
          onChange={(v) => onType(v as DeliveryType)}
          options={[
            { value: 'delivery', label: t('checkout.type.delivery') },
            { value: 'pickup', label: t('checkout.type.pickup') },
          ]}
        />
        {type === 'delivery' ? (
          <Flex vertical gap={8}>
            <Flex gap={8} align="center" wrap>
              <EnvironmentOutlined aria-hidden />
              <Typography.Text>{address ? <DataText>{address.address}</DataText> : t('checkout.address.missing')}</Typography.Text>
              <Button size="small" onClick={() => addressPickerRequested()}>
                {address ? t('checkout.address.change') : t('checkout.address.choose')}
              </Button>
            </Flex>
            {outOfZone && <Alert type="warning" showIcon message={t("common:We don't deliver here yet")} />}
            {zoneUnread && (
              <Alert
                type="warning"
                showIcon
                message={zoneUnread.message}
                action={
                  <Button size="small" onClick={zoneUnread.onRetry}>
                    {t('common:try.again')}
                  </Button>
                }
              />
            )}
          </Flex>
        ) : (
          <Typography.Text>
            <TextWithData>{t('checkout.pickup.at', { shop: dataInText(shop.translation.title), address: dataInText(shop.translation.address ?? '') })}</TextWithData>
          </Typography.Text>
        )}
        {slots.length ? (
          <Flex gap={8} wrap>
            <Select
              aria-label={t('checkout.date')}
              style={{ minWidth: 180 }}
              value={date}
              onChange={(d: string) => draftChanged({ shop_id: shop.id, delivery_date: d, delivery_time: slots.find((s) => s.date === d)?.times[0] ?? null })}
              options={slots.map((s) => ({ value: s.date, label: formatDate(`${s.date}T12:00:00`, locale.locale, { weekday: 'short', day: 'numeric', month: 'short' }) }))}
            />
            <Select
              aria-label={t('checkout.time')}
              style={{ minWidth: 120 }}
              value={time}
              onChange={(v: string) => draftChanged({ shop_id: shop.id, delivery_date: date, delivery_time: v })}
              options={(day?.times ?? []).map((v) => ({ value: v, label: formatTime(v, locale.locale) }))}
            />
          </Flex>
        ) : (
          <Alert type="warning" showIcon message={t('common:Shop is closed')} />
        )}
        {phone.required && (
          <label>
            <Typography.Text>{t('checkout.phone')}</Typography.Text>
            <Input type="tel" autoComplete="tel" {...LTR_INPUT} value={phone.value} onChange={(e) => phone.onChange(e.target.value)} aria-required status={phone.missing ? 'error' : undefined} />
          </label>
        )}
      </Flex>
    </Section>
  );
}
