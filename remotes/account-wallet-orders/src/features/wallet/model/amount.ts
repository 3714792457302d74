import type { Currency, WalletHistoryType } from '@market/contract';

/** An amount typed in the chosen currency, in the default currency the API takes (rounded to cents). */
export function toDefaultCurrency(amount: number, currency: Pick<Currency, 'rate'> | null): number {
  const rate = currency?.rate || 1;
  return Math.round((amount / rate) * 100) / 100;
}

/** Money leaving the wallet shows with a minus. */
const OUTGOING: WalletHistoryType[] = ['withdraw', 'send'];
export const signedAmount = (type: WalletHistoryType, price: number) => (OUTGOING.includes(type) ? -price : price);
