/**
 * The campaign pages' gateway calls (docs/decisions/019-campaigns.md), typed from
 * src/contracts/campaigns.ts, with their query keys. Keys start with "campaigns:" so
 * `invalidate(CAMPAIGNS_KEY)` reloads the area after a change.
 */
import type { z } from 'zod';
import type {
  CampaignBody,
  CampaignStats,
  CampaignTransaction,
  CampaignUpdateBody,
  CampaignView,
  campaignProductOption,
} from '../../../../contracts/campaigns.ts';
import type { Envelope, PagedEnvelope } from '../../../../contracts/envelope.ts';
import type { SellerProduct } from '../../../../contracts/seller-products.ts';
import { api } from '../../../../lib/api-client.ts';
import { saveBlob } from '../../../shared/data/save-blob.ts';
import { invalidate, queryKey } from '../../../shared/data/use-query.ts';
import type { CampaignFilters } from './campaign-view.ts';

export type CampaignProductOption = z.infer<typeof campaignProductOption>;
/** A package as the price preview needs it. */
export type PreviewPackage = { id: number; label: string; listMinor: number };

export const CAMPAIGNS_KEY = 'campaigns:';
export const CAMPAIGNS_PAGE_SIZE = 10;
export const TRANSACTIONS_PAGE_SIZE = 20;

export const campaignsKey = (filters: CampaignFilters) => queryKey(`${CAMPAIGNS_KEY}list`, { ...filters });
export const campaignKey = (id: string) => queryKey(`${CAMPAIGNS_KEY}one`, { id });
export const statsKey = (id: string, days: number) => queryKey(`${CAMPAIGNS_KEY}stats`, { id, days });
export const transactionsKey = (id: string, page: number) => queryKey(`${CAMPAIGNS_KEY}transactions`, { id, page });
export const productOptionsKey = (search: string) => queryKey(`${CAMPAIGNS_KEY}products`, { search });
/** The packages of the products chosen, for the preview (sorted ids, so the order of choosing does not matter). */
export const packagesKey = (ids: readonly number[]) =>
  queryKey(`${CAMPAIGNS_KEY}packages`, { ids: [...ids].sort((a, b) => a - b).join(',') });

const BASE = '/v1/campaigns';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** After a change every campaign answer on screen is asked again. */
const changed = (answer: Envelope<CampaignView>): CampaignView => {
  invalidate(CAMPAIGNS_KEY);
  return answer.data;
};

export const loadCampaigns = (filters: CampaignFilters, signal: AbortSignal) =>
  api<PagedEnvelope<CampaignView>>(BASE, {
    query: { PageNumber: filters.page, PageSize: CAMPAIGNS_PAGE_SIZE, ...(filters.status ? { status: filters.status } : {}) },
    signal,
  });

export const loadCampaign = (id: string, signal: AbortSignal) => api<Envelope<CampaignView>>(one(id), { signal }).then((r) => r.data);

export const createCampaign = (body: CampaignBody) => api<Envelope<CampaignView>>(BASE, { method: 'POST', body }).then(changed);

/** 409 when a running campaign's discount, floor or start would change. */
export const updateCampaign = (id: string, body: CampaignUpdateBody) =>
  api<Envelope<CampaignView>>(one(id), { method: 'PUT', body }).then(changed);

export type CampaignMove = 'pause' | 'resume' | 'end';
export const moveCampaign = (id: string, move: CampaignMove) =>
  api<Envelope<CampaignView>>(`${one(id)}/${move}`, { method: 'POST', body: {} }).then(changed);

export const loadStats = (id: string, days: number, signal: AbortSignal) =>
  api<Envelope<CampaignStats>>(`${one(id)}/stats`, { query: { days }, signal }).then((r) => r.data);

export const loadTransactions = (id: string, page: number, signal: AbortSignal) =>
  api<PagedEnvelope<CampaignTransaction>>(`${one(id)}/transactions`, {
    query: { PageNumber: page, PageSize: TRANSACTIONS_PAGE_SIZE },
    signal,
  });

/** Every order that used the campaign, as a CSV file the browser saves. */
export async function downloadTransactions(id: string, name: string): Promise<void> {
  const blob = await api<Blob>(`${one(id)}/transactions.csv`, { responseType: 'blob' as never });
  saveBlob(
    blob,
    `campaign-${
      name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || id
    }-orders.csv`,
  );
}

/** The seller's published products a campaign may hold, those matching `search` when given. */
export const loadProductOptions = (search: string, signal: AbortSignal) =>
  api<Envelope<CampaignProductOption[]>>(`${BASE}/products`, { query: search ? { search } : {}, signal }).then((r) => r.data);

/**
 * The packages of the products chosen, with their list prices. The options the campaign offers do
 * not carry packages (reported as a gap of the contract), so each product is read from the seller's
 * product page once; a product seen before is not asked again.
 */
const packagesOf = new Map<number, Promise<PreviewPackage[]>>();

function loadPackagesOf(id: number): Promise<PreviewPackage[]> {
  let packages = packagesOf.get(id);
  if (!packages) {
    packages = api<Envelope<SellerProduct>>('/v1/product/get-product', { query: { productId: id } })
      .then((r) => r.data.packages.map((p) => ({ id: p.id, label: p.label, listMinor: p.priceMinor })))
      .catch((error: unknown) => {
        packagesOf.delete(id);
        throw error;
      });
    packagesOf.set(id, packages);
  }
  return packages;
}

export const loadPackages = (ids: readonly number[]) =>
  Promise.all(ids.map(async (id) => ({ productId: id, packages: await loadPackagesOf(id) })));
