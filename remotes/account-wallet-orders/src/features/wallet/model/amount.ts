import type { Currency, WalletHistoryType } from '@market/contract';

/** An amount typed in the chosen currency, in the default currency the API takes (rounded to cents). */
export function toDefaultCurrency(amount: number, currency: Pick<Currency, 'rate'> | null): number {
  const rate = currency?.rate || 1;
  return Math.round((amount / rate) * 100) / 100;
}

/**
 * The least amount, in the chosen currency, that the API can take: one cent of its default currency, rounded up to
 * a cent of the chosen one (with SAR at 3.75 a cent is 3.75 halalas, so 0.04 SAR; 0.01 SAR would reach the API as
 * $0.00).
 */
export function smallestAmount(currency: Pick<Currency, 'rate'> | null): number {
  const rate = currency?.rate || 1;
  return Math.max(1, Math.ceil(rate - 1e-9)) / 100;
}

/** Money leaving the wallet shows with a minus. */
const OUTGOING: WalletHistoryType[] = ['withdraw', 'send'];
export const signedAmount = (type: WalletHistoryType, price: number) => (OUTGOING.includes(type) ? -price : price);
