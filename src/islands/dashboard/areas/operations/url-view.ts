/**
 * The console keeps its view in the address: `tab`, `state` (waiting or decided), `page`, and the
 * audit log's `subject` filter, so a copied link opens the same queue page for another operator.
 */
import { pageParam, type UrlView } from '../../../shared/data/use-url-state.ts';
import type { Queue, QueueState } from './api.ts';

export const OPERATIONS_PATH = '/operations';

export const TABS = [
  'verifications',
  'beneficiaries',
  'payouts',
  'product-requests',
  'financing',
  'message-reports',
  'claims',
  'ledger',
  'audit',
] as const;
export type OperationsTab = (typeof TABS)[number];

export const TAB_LABEL: Record<OperationsTab, string> = {
  verifications: 'Verifications',
  beneficiaries: 'Beneficiaries',
  payouts: 'Payouts',
  'product-requests': 'Product requests',
  financing: 'Financing',
  'message-reports': 'Reported messages',
  claims: 'Claims',
  ledger: 'Ledger',
  audit: 'Audit log',
};

export type OperationsView = { tab: OperationsTab; state: QueueState; page: number; subject: string | null };

export const operationsView: UrlView<OperationsView> = {
  defaults: { tab: 'verifications', state: 'waiting', page: 1, subject: null },
  read(params) {
    const tab = params.get('tab') as OperationsTab | null;
    return {
      tab: tab && TABS.includes(tab) ? tab : 'verifications',
      state: params.get('state') === 'decided' ? 'decided' : 'waiting',
      page: pageParam(params),
      subject: params.get('subject')?.trim().slice(0, 100) || null,
    };
  },
};

export const isQueue = (tab: OperationsTab): tab is Queue => tab !== 'ledger' && tab !== 'audit';

/** Another tab opens on its first page, waiting items first, unfiltered. */
export const tabView = (tab: OperationsTab): Partial<OperationsView> => ({ tab, state: 'waiting', page: 1, subject: null });
