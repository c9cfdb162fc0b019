/**
 * What each verification tier allows (the platform's caps for this wallet) and where the wallet
 * stands on each: reached, being checked, under review, not accepted or not started.
 */
import { formatMoney } from '../../../../contracts/money.ts';
import {
  TIER_NAMES,
  TIERS,
  type Tier,
  type TierCaps,
  VERIFICATION_STATUS_LABELS,
  type VerificationState,
} from '../../../../contracts/verification.ts';
import { Table, type TableColumn } from '../../../shared/ui/Table.tsx';
import { VERIFICATION_TONE } from './SubmissionFacts.tsx';

interface TierRow {
  tier: Tier;
  caps: TierCaps;
  status: { label: string; tone: 'verified' | 'warning' | 'danger' | '' };
  current: boolean;
}

/** Where the wallet stands on one tier. */
export function tierStatus(state: VerificationState, tier: Tier): TierRow['status'] {
  if (tier <= state.tier) return { label: 'Verified', tone: 'verified' };
  if (tier === 2 && state.ownerKind === 'personal') return { label: 'For company wallets', tone: '' };
  const submission = tier === 1 ? state.person : state.business;
  if (!submission) return { label: 'Not started', tone: '' };
  return { label: VERIFICATION_STATUS_LABELS[submission.status], tone: VERIFICATION_TONE[submission.status] };
}

const columns: TableColumn<TierRow>[] = [
  {
    id: 'tier',
    header: 'Tier',
    rowHeader: true,
    cell: (row) => (
      <>
        Tier {row.tier}
        {row.current && <span className="badge verified tier-current">Your tier</span>}
        <span className="tier-name">{TIER_NAMES[row.tier]}</span>
      </>
    ),
  },
  { id: 'status', header: 'Status', cell: (row) => <span className={`badge ${row.status.tone}`}>{row.status.label}</span> },
  {
    id: 'balance',
    header: 'Balance cap',
    cell: (row) => (row.caps.maxBalance === null ? 'No cap' : formatMoney(row.caps.maxBalance)),
  },
  { id: 'per-transaction', header: 'Per payment', cell: (row) => formatMoney(row.caps.maxPerTransaction) },
  { id: 'daily', header: 'Per day', cell: (row) => formatMoney(row.caps.maxDaily) },
  { id: 'payouts', header: 'Bank payouts', cell: (row) => (row.caps.payouts ? 'Allowed' : 'Not allowed') },
];

export function TierTable({ state }: { state: VerificationState }) {
  const rows = TIERS.map((tier) => ({ tier, caps: state.caps[tier], status: tierStatus(state, tier), current: tier === state.tier }));
  return (
    <div className="table-frame">
      <Table
        caption="What each verification tier allows"
        columns={columns}
        rows={rows}
        rowKey={(row) => String(row.tier)}
        className="tier-table"
      />
    </div>
  );
}
