/** Wallet and referrals: entities of the marketplace API (see ./index.ts). */

export type WalletHistoryType = 'topup' | 'withdraw' | 'send' | 'receive' | 'referral_from' | 'referral_to' | 'refund';

export interface WalletHistory {
  id: number;
  uuid: string;
  type: WalletHistoryType;
  /** Always positive; `type` tells the direction. */
  price: number;
  /** null when the row has none (the family sends null). */
  note: string | null;
  status: 'paid' | 'processed' | 'rejected' | 'canceled';
  created_at: string;
  /** Rows are never edited: the same as `created_at` (the family's client shows this one). */
  updated_at: string;
  /** The other party of a send, or the user for their own rows. */
  author: { id: number; firstname: string; lastname: string | null; img?: string };
}
