/**
 * The types and statuses of a wallet's transactions, without the schemas: wallet.ts builds its
 * schemas from them and re-exports them, and the transactions list reads them from here without
 * loading zod.
 */
export const WALLET_TRANSACTION_TYPES = [
  'topup',
  'payment',
  'settlement',
  'refund',
  'payout',
  'commission',
  'financing',
  'reversal',
] as const;
export const WALLET_TRANSACTION_STATUSES = ['held', 'completed', 'released'] as const;
