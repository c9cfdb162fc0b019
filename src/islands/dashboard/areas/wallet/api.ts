/** The wallet areas' gateway calls (spec §7 wallet), typed from src/contracts/wallet.ts. */
import type { Envelope, PagedEnvelope } from '../../../../contracts/envelope.ts';
import type { CardPayment } from '../../../../contracts/commerce.ts';
import type {
  Bank,
  BeneficiaryView,
  BusinessVerificationBody,
  PayoutStatus,
  PayoutView,
  PersonVerificationBody,
  VerificationState,
} from '../../../../contracts/verification.ts';
import type { WalletDetails, WalletState, WalletTransaction } from '../../../../contracts/wallet.ts';
import { saveBlob } from '../../../shared/data/save-blob.ts';
import { api } from '../../../../lib/api-client.ts';
import { invalidate, queryKey } from '../../../shared/data/use-query.ts';

export const WALLET_KEY = 'wallet:';
export const TRANSACTIONS_PAGE_SIZE = 20;
export const PAYOUTS_PAGE_SIZE = 10;

export const walletKey = () => queryKey(`${WALLET_KEY}details`);
export const flowKey = (days: number) => queryKey(`${WALLET_KEY}flow`, { days });
export const transactionsKey = (filters: TransactionFilters) => queryKey(`${WALLET_KEY}transactions`, { ...filters });
export const verificationKey = () => queryKey(`${WALLET_KEY}verification`);
/** The bank list changes with no wallet change, so it sits outside the wallet's keys. */
export const banksKey = () => queryKey('banks');
export const beneficiariesKey = () => queryKey(`${WALLET_KEY}beneficiaries`);
export const payoutsKey = (filters: PayoutFilters) => queryKey(`${WALLET_KEY}payouts`, { ...filters });

export interface TransactionFilters {
  page: number;
  pageSize?: number;
  type?: string | null;
  status?: string | null;
  from?: string | null;
  to?: string | null;
  search?: string | null;
}

/** A type, not an interface: the address keeps it (use-url-state wants its values indexable). */
export type PayoutFilters = {
  page: number;
  status: PayoutStatus | null;
};

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
  saveBlob(blob, 'wallet-transactions.csv');
}

/* ---- Verification tiers ---- */

export const loadVerification = (signal: AbortSignal) =>
  api<Envelope<VerificationState>>('/v1/wallet/verification', { signal }).then((r) => r.data);

export const verifyPerson = (body: PersonVerificationBody) =>
  api<Envelope<VerificationState>>('/v1/wallet/verification/person', { method: 'POST', body }).then((r) => changed(r.data));

export const verifyBusiness = (body: BusinessVerificationBody) =>
  api<Envelope<VerificationState>>('/v1/wallet/verification/business', { method: 'POST', body }).then((r) => changed(r.data));

/* ---- Beneficiary bank accounts ---- */

export const loadBanks = (signal: AbortSignal) => api<Envelope<Bank[]>>('/v1/wallet/banks', { signal }).then((r) => r.data);

export const resolveAccount = (body: { bankCode: string; accountNumber: string }) =>
  api<Envelope<{ accountName: string; bankName: string; nameMatches: boolean }>>('/v1/wallet/beneficiaries/resolve', {
    method: 'POST',
    body,
  }).then((r) => r.data);

export const loadBeneficiaries = (signal: AbortSignal) =>
  api<Envelope<BeneficiaryView[]>>('/v1/wallet/beneficiaries', { signal }).then((r) => r.data);

export const addBeneficiary = (body: { bankCode: string; accountNumber: string; pin: string; otpId: string }) =>
  api<Envelope<BeneficiaryView>>('/v1/wallet/beneficiaries', { method: 'POST', body }).then((r) => changed(r.data));

export const removeBeneficiary = (id: string) =>
  api<Envelope<null>>(`/v1/wallet/beneficiaries/${encodeURIComponent(id)}`, { method: 'DELETE' }).then(changed);

/* ---- Payouts ---- */

export const loadPayouts = (filters: PayoutFilters, signal: AbortSignal) =>
  api<PagedEnvelope<PayoutView>>('/v1/wallet/payouts', {
    query: { PageNumber: filters.page, PageSize: PAYOUTS_PAGE_SIZE, ...(filters.status ? { status: filters.status } : {}) },
    signal,
  });

export const createPayout = (body: { beneficiaryId: string; amount: number; pin: string; otpId?: string; confirmLarge?: boolean }) =>
  api<Envelope<PayoutView>>('/v1/wallet/payouts', { method: 'POST', body }).then((r) => changed(r.data));

/** The wallet's statement for a period (market days, both included) as the PDF the gateway makes. */
export async function downloadStatement(from: string, to: string): Promise<void> {
  const blob = await api<Blob>('/v1/wallet/statement.pdf', { query: { from, to }, responseType: 'blob' as never });
  saveBlob(blob, `wallet-statement-${from}-to-${to}.pdf`);
}
