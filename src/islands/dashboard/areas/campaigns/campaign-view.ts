/**
 * Where the campaign pages keep their place: the list's status filter and page
 * (/campaign/list?status=active&page=2), the campaign a form edits (/campaign/new?id=…), and the
 * transactions' page and chart period (/campaign/transactions/:id?page=2&days=7), so Back, reload
 * and a copied link show the same.
 */
import { CAMPAIGN_STATUSES, type CampaignStatus } from '../../../../contracts/campaign-statuses.ts';
import { STATS_PERIODS, type StatsPeriod } from '../../../../contracts/stats-periods.ts';
import { pageParam, type UrlView } from '../../../shared/data/use-url-state.ts';

export const LIST_PATH = '/campaign/list';
export const NEW_PATH = '/campaign/new';
export const editAddress = (id: string) => `${NEW_PATH}?id=${encodeURIComponent(id)}`;
export const transactionsPath = (id: string) => `/campaign/transactions/${encodeURIComponent(id)}`;
/** The seller's order page opens the order named in `?order=`. */
export const orderAddress = (orderId: string) => `/storefront/orders?order=${encodeURIComponent(orderId)}`;

/** A type, not an interface: the address keeps it (use-url-state wants its values indexable). */
export type CampaignFilters = { page: number; status: CampaignStatus | null };

export const LIST_VIEW: UrlView<CampaignFilters> = {
  read: (params) => {
    const status = params.get('status') as CampaignStatus | null;
    return { page: pageParam(params), status: status && CAMPAIGN_STATUSES.includes(status) ? status : null };
  },
  defaults: { page: 1, status: null },
};

export type FormView = { id: string | null };

export const FORM_VIEW: UrlView<FormView> = {
  read: (params) => ({ id: params.get('id')?.trim() || null }),
  defaults: { id: null },
};

/** The statistics cover the periods the storefront's numbers offer. */
export type TransactionsView = { page: number; days: StatsPeriod };

export const TRANSACTIONS_VIEW: UrlView<TransactionsView> = {
  read: (params) => {
    const days = Number(params.get('days'));
    return { page: pageParam(params), days: STATS_PERIODS.includes(days as StatsPeriod) ? (days as StatsPeriod) : 30 };
  },
  defaults: { page: 1, days: 30 },
};
