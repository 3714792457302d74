import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@market/http';
import { Alert, Button, dataInText, Flex, Input, LTR_INPUT, TextWithData, Typography } from '@market/ui';
import { Segmented } from '@market/ui/forms';
import { useCheckCoupon } from '../api/checkout-api.ts';
import { Section } from './section.tsx';

/** The tips a shopper may add, in percent of the items. */
export const TIP_PERCENTS = [0, 5, 10, 15];

interface Props {
  shopId: number;
  /** The applied coupon's code (checked with the server first), or none. */
  coupon: string | undefined;
  onCoupon: (code: string | undefined) => void;
  tipPercent: number;
  onTipPercent: (percent: number) => void;
}

/** A coupon code, checked for the shop before it applies, and a tip. */
export function CouponTipsSection({ shopId, coupon, onCoupon, tipPercent, onTipPercent }: Props) {
  const { t } = useTranslation('cart-checkout-group');
  const [text, setText] = useState('');
  const check = useCheckCoupon(shopId, onCoupon);
  return (
    <Section title={t('checkout.coupon.and.tips')}>
      <Flex vertical gap={12}>
        <Flex gap={8}>
          <Input aria-label={t('checkout.coupon.code')} placeholder={t('checkout.coupon.code')} {...LTR_INPUT} value={text} onChange={(e) => setText(e.target.value)} onPressEnter={() => text.trim() && check.mutate(text.trim())} />
          <Button loading={check.isPending} disabled={!text.trim()} onClick={() => check.mutate(text.trim())}>
            {t('checkout.coupon.check')}
          </Button>
        </Flex>
        {check.isError && <Alert type="error" showIcon message={errorMessage(check.error)} />}
        {coupon && (
          <Alert
            type="success"
            showIcon
            message={<TextWithData>{t('checkout.coupon.applied', { code: dataInText(coupon) })}</TextWithData>}
            action={
              <Button size="small" type="text" onClick={() => onCoupon(undefined)}>
                {t('checkout.coupon.remove')}
              </Button>
            }
          />
        )}
        <Flex vertical gap={4}>
          <Typography.Text id="tips-label">{t('checkout.tips')}</Typography.Text>
          <Segmented aria-labelledby="tips-label" value={tipPercent} onChange={(v) => onTipPercent(Number(v))} options={TIP_PERCENTS.map((p) => ({ value: p, label: p ? `${p}%` : t('checkout.tips.none') }))} />
        </Flex>
      </Flex>
    </Section>
  );
}
