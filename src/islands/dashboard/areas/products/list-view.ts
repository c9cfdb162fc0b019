/** What the product list shows, kept in the address (`?status=&q=&sort=&page=`), and how it asks the gateway for it. */
import type { ProductCounts } from '../../../../contracts/seller-products.ts';
import { SELLER_SORT_ORDERS } from '../../../../contracts/seller-sort-orders.ts';
import { pageParam, type UrlView } from '../../../shared/data/use-url-state.ts';
import type { ProductsQuery, ProductStatus, SortOrder } from './api.ts';

export const PAGE_SIZE = 10;

export type StatusTab = ProductStatus | 'all';

export const TABS: { value: StatusTab; label: string; key: keyof ProductCounts }[] = [
  { value: 'all', label: 'All', key: 'all' },
  { value: 'draft', label: 'Drafts', key: 'draft' },
  { value: 'published', label: 'Published', key: 'published' },
  { value: 'archived', label: 'Archived', key: 'archived' },
];

export const SORT_LABELS: Record<SortOrder, string> = {
  updated: 'Recently changed',
  newest: 'Newest first',
  oldest: 'Oldest first',
  name: 'Name (A–Z)',
  'price-asc': 'Price, lowest first',
  'price-desc': 'Price, highest first',
};

export interface ListView extends Record<string, string | number> {
  status: StatusTab;
  q: string;
  sort: SortOrder;
  page: number;
}

export const LIST_VIEW: UrlView<ListView> = {
  read: (params) => ({
    status: TABS.find((t) => t.value !== 'all' && t.value === params.get('status'))?.value ?? 'all',
    q: params.get('q')?.trim() ?? '',
    sort: SELLER_SORT_ORDERS.find((s) => s === params.get('sort')) ?? 'updated',
    page: pageParam(params),
  }),
  defaults: { status: 'all', q: '', sort: 'updated', page: 1 },
};

export function productsQuery({ status, q, sort, page }: ListView): ProductsQuery {
  return {
    PageNumber: page,
    PageSize: PAGE_SIZE,
    SortOrder: sort,
    ...(status === 'all' ? {} : { Status: status }),
    ...(q ? { Search: q } : {}),
  };
}
