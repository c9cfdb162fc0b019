/**
 * The search page keeps its filters in the address (so a search can be shared) and sends them to
 * POST /api/v2/marketplace/products. Spec §5: empty or null filters are dropped before sending.
 */
import { nairaToKobo } from '../contracts/money.ts';
import type { ProductSearchFilters } from '../contracts/products.ts';
import { type SortOrder, sortOrders } from '../contracts/sort-orders.ts';

/** Address parameter → filter field. Prices in the address are whole naira; the API takes kobo. */
export interface SearchState {
  q: string;
  market: string;
  application: string;
  producer: string;
  supplier: string;
  country: string;
  grade: string;
  form: string;
  /** Transport: 'none' (not dangerous), a class ('3') or a division ('5.1'). */
  hazard: string;
  min: string;
  max: string;
  sort: SortOrder;
  page: number;
}

const KEYS = ['q', 'market', 'application', 'producer', 'supplier', 'country', 'grade', 'form', 'hazard', 'min', 'max'] as const;

export function readSearchState(params: URLSearchParams): SearchState {
  const state = Object.fromEntries(KEYS.map((k) => [k, params.get(k)?.trim() ?? ''])) as Omit<SearchState, 'sort' | 'page'>;
  const sort = params.get('sort') as SortOrder;
  const page = Number(params.get('page'));
  return { ...state, sort: sortOrders.includes(sort) ? sort : 'relevance', page: Number.isInteger(page) && page > 0 ? page : 1 };
}

export function writeSearchState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) if (state[key]) params.set(key, state[key]);
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

const toInt = (value: string) => (/^\d+$/.test(value) ? Number(value) : undefined);

/** Drops every filter that is empty, null or undefined (spec §5). */
export function compactFilters<T extends Record<string, unknown>>(filters: T): Partial<T> {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '' && v !== null && v !== undefined)) as Partial<T>;
}

export function toSearchFilters(state: SearchState, pageSize = 24): ProductSearchFilters {
  return compactFilters({
    search: state.q,
    marketId: toInt(state.market),
    applicationId: toInt(state.application),
    producerId: toInt(state.producer),
    supplierId: toInt(state.supplier),
    country: state.country,
    grade: state.grade,
    physicalForm: state.form,
    // The gateway names the values it takes (HAZARD_CLASS_FILTERS); an address holding another is left unfiltered.
    hazardClass: /^(none|[1-9](\.[1-6])?)$/.test(state.hazard) ? (state.hazard as ProductSearchFilters['hazardClass']) : undefined,
    minPrice: nairaToKobo(state.min) ?? undefined,
    maxPrice: nairaToKobo(state.max) ?? undefined,
    sortOrder: state.sort,
    pageNumber: state.page,
    pageSize,
  });
}
