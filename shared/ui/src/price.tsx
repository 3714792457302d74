import { useUnit } from 'effector-react';
import { theme } from './theme.ts';
import { $currency } from '@market/bus';
import type { Currency } from '@market/contract';
import { formatPrice, type PriceFormatOptions } from '@market/i18n';
import { ltrInText } from './data-text.tsx';

export interface PriceProps {
  /** Amount in the default currency; shown × the chosen currency's rate. */
  value: number;
  /** Struck-through previous price. */
  old?: number;
  plus?: boolean;
  digits?: number;
  className?: string;
}

/**
 * Every price in the apps: symbol before or after, thousands separators, red minus, optional plus. A price is written
 * left to right in every language, isolated from the text around it: its sign, symbol and digits carry no strong
 * direction of their own, so in a right-to-left page the minus or plus of `-$13.55` would otherwise land at its end.
 */
export function Price({ value, old, plus, digits, className }: PriceProps) {
  const { current } = useUnit($currency);
  const { token } = theme.useToken();
  return (
    <span className={className}>
      <bdi dir="ltr" style={value < 0 ? { color: token.colorError } : undefined} data-testid="price">
        {formatPrice(value, current, { plus, digits })}
      </bdi>
      {old !== undefined && old !== value && (
        <>
          {' '}
          <del style={{ color: token.colorTextTertiary }}>
            <bdi dir="ltr">{formatPrice(old, current, { digits })}</bdi>
          </del>
        </>
      )}
    </span>
  );
}

/**
 * A price put into a translated sentence (`t('wallet.amount.min', { amount: priceInText(min, current) })`, shown
 * through `<TextWithData>`): written as `<Price>` writes it, and isolated left to right as `<Price>` is, so its sign,
 * symbol and digits keep their order in a right-to-left sentence.
 */
export function priceInText(value: number, currency?: Pick<Currency, 'symbol' | 'position' | 'rate'> | null, opts?: PriceFormatOptions): string {
  return ltrInText(formatPrice(value, currency, opts));
}
