/**
 * The request pages keep their view in the address: `tab`, `status`, `page` and `id` (the request
 * open). Notification links open a request by `?tab=quotes&id=…`; Back and Forward work.
 */
import type { RequestTab } from '../../../../contracts/requests.ts';
import { pageParam, type UrlView } from '../../../shared/data/use-url-state.ts';
import type { Side } from './api.ts';
import { MY_REQUESTS_PATH } from './new-request.ts';

/** The page's tabs: the kinds of request, and requests for quotation (to many suppliers at once). */
export type AreaTab = RequestTab | 'rfq';
export type RequestsView = { tab: AreaTab; status: string | null; page: number; id: string | null };

function viewOf(tabs: readonly AreaTab[]): UrlView<RequestsView> {
  return {
    defaults: { tab: tabs[0]!, status: null, page: 1, id: null },
    read(params) {
      const tab = params.get('tab') as AreaTab | null;
      return {
        tab: tab && tabs.includes(tab) ? tab : tabs[0]!,
        status: params.get('status') || null,
        page: pageParam(params),
        id: params.get('id') || null,
      };
    },
  };
}

const BUYER_TABS = ['quotes', 'rfq', 'samples', 'documents', 'products'] as const satisfies readonly AreaTab[];
const SELLER_TABS = ['quotes', 'rfq', 'samples', 'documents'] as const satisfies readonly AreaTab[];

/** Each side's page: its address, its tabs (product requests are the buyer's own) and how its view is read. */
export const SIDES: Record<Side, { path: string; tabs: readonly AreaTab[]; view: UrlView<RequestsView> }> = {
  buyer: { path: MY_REQUESTS_PATH, tabs: BUYER_TABS, view: viewOf(BUYER_TABS) },
  seller: { path: '/storefront/requests', tabs: SELLER_TABS, view: viewOf(SELLER_TABS) },
};

/** The view with another tab: its list from the first page, nothing open. */
export const tabView = (tab: AreaTab): Partial<RequestsView> => ({ tab, status: null, page: 1, id: null });
