/**
 * Where the financing pages keep their place: the list's status filter and page
 * (/financing/list?status=offered&page=2), and the request open with the step of its draft
 * (/financing/requests/import?id=…&step=3), so Back, reload and a copied link show the same.
 */
import { FINANCING_STATUSES, FINANCING_TYPES, type FinancingStatus, type FinancingType } from '../../../../contracts/financing-terms.ts';
import { pageParam, type UrlView } from '../../../shared/data/use-url-state.ts';
import type { RequestFilters } from './api.ts';

export const LIST_PATH = '/financing/list';
export const requestPath = (type: FinancingType) => `/financing/requests/${type}`;
export const requestAddress = (type: FinancingType, id: string) => `${requestPath(type)}?id=${encodeURIComponent(id)}`;

export const isFinancingType = (value: string | undefined): value is FinancingType => FINANCING_TYPES.includes(value as FinancingType);

export const LIST_VIEW: UrlView<RequestFilters> = {
  read: (params) => {
    const status = params.get('status') as FinancingStatus | null;
    return { page: pageParam(params), status: status && FINANCING_STATUSES.includes(status) ? status : null };
  },
  defaults: { page: 1, status: null },
};

/** `step` is null when the address does not say: the draft's saved step is used. */
export type RequestView = { id: string | null; step: number | null };

export const REQUEST_VIEW: UrlView<RequestView> = {
  read: (params) => {
    const step = Number(params.get('step'));
    return { id: params.get('id')?.trim() || null, step: Number.isInteger(step) && step >= 1 ? step : null };
  },
  defaults: { id: null, step: null },
};
