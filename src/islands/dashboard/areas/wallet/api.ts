/** The wallet areas' gateway calls (spec §7 wallet), typed from src/contracts/wallet.ts. */
import type { Envelope, PagedEnvelope } from '../../../../contracts/envelope.ts';
import type { CardPayment } from '../../../../contracts/commerce.ts';
import type { WalletDetails, WalletState, WalletTransaction } from '../../../../contracts/wallet.ts';
import { api } from '../../../../lib/api-client.ts';
import { invalidate, queryKey } from '../../../shared/use-query.ts';

export const WALLET_KEY = 'wallet:';
export const TRANSACTIONS_PAGE_SIZE = 20;

export const walletKey = () => queryKey(`${WALLET_KEY}details`);
export const flowKey = (days: number) => queryKey(`${WALLET_KEY}flow`, { days });
export const transactionsKey = (filters: TransactionFilters) => queryKey(`${WALLET_KEY}transactions`, { ...filters });

export interface TransactionFilters {
  page: number;
  pageSize?: number;
  type?: string | null;
  status?: string | null;
  from?: string | null;
  to?: string | null;
  search?: string | null;
}

/** Every wallet answer on screen is asked again after a change. */
const changed = <T>(answer: T): T => {
  invalidate(WALLET_KEY);
  return answer;
};

export const loadWallet = (signal: AbortSignal) => api<Envelope<WalletState>>('/v1/wallet/details', { signal }).then((r) => r.data);

export const openWallet = () => api<Envelope<WalletDetails>>('/v1/wallet/new', { method: 'POST', body: {} }).then(changed);

export const setPin = (pin: string) => api<Envelope<null>>('/v1/wallet/set-pin', { method: 'POST', body: { pin } }).then(changed);

export const changePin = (body: { currentPin: string; newPin: string; otpId: string }) =>
  api<Envelope<null>>('/v1/wallet/change-pin', { method: 'POST', body }).then(changed);

export const setLimits = (body: {
  pin: string;
  warningLimit: number | null;
  perTransactionLimit: number | null;
  dailyLimit: number | null;
}) => api<Envelope<WalletDetails>>('/v1/wallet/limits', { method: 'POST', body }).then(changed);

export const startTopUp = (amount: number) =>
  api<Envelope<{ reference: string; authorizationUrl: string | null; accessCode: string | null }>>('/v1/wallet/top-up', {
    method: 'POST',
    body: { amount },
  }).then((r) => r.data);

export const checkTopUp = (reference: string) =>
  api<Envelope<CardPayment>>(`/v1/wallet/top-up/${encodeURIComponent(reference)}`).then((r) => changed(r.data));

const transactionQuery = (filters: TransactionFilters) => ({
  PageNumber: filters.page,
  PageSize: filters.pageSize ?? TRANSACTIONS_PAGE_SIZE,
  ...(filters.type ? { type: filters.type } : {}),
  ...(filters.status ? { status: filters.status } : {}),
  ...(filters.from ? { from: filters.from } : {}),
  ...(filters.to ? { to: filters.to } : {}),
  ...(filters.search ? { search: filters.search } : {}),
});

export const loadTransactions = (filters: TransactionFilters, signal: AbortSignal) =>
  api<PagedEnvelope<WalletTransaction>>('/v1/wallet/transactions', { query: transactionQuery(filters), signal });

export const loadFlow = (days: number, signal: AbortSignal) =>
  api<Envelope<{ days: number; points: { day: string; in: number; out: number }[] }>>('/v1/wallet/flow', { query: { days }, signal }).then(
    (r) => r.data,
  );

/** The filtered lines as a CSV file the browser saves. */
export async function downloadTransactions(filters: TransactionFilters): Promise<void> {
  const { PageNumber: _page, PageSize: _size, ...query } = transactionQuery(filters);
  const blob = await api<Blob>('/v1/wallet/transactions.csv', { query, responseType: 'blob' as never });
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: 'wallet-transactions.csv' });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
