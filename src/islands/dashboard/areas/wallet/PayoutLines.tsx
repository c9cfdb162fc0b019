/**
 * Payouts as a table (cards on phones): when, the reference, where the money went, its status, and
 * the amount. A payout that failed, was reversed or declined says why and that its money is back
 * in the wallet.
 */
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { formatDateTime } from '../../../../contracts/format.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { PAYOUT_STATUS_LABELS, type PayoutStatus, type PayoutView } from '../../../../contracts/verification.ts';
import { Table, type TableColumn } from '../../../shared/ui/Table.tsx';
import { $timezone } from '../../../../lib/session.ts';

const TONE: Record<PayoutStatus, string> = {
  awaiting_approval: 'warning',
  processing: '',
  succeeded: 'verified',
  failed: 'danger',
  reversed: 'danger',
  rejected: 'danger',
};

/** Statuses whose money came back to the wallet. */
export const RETURNED: ReadonlySet<PayoutStatus> = new Set(['failed', 'reversed', 'rejected']);

function Status({ payout }: { payout: PayoutView }) {
  return (
    <div className="payout-status">
      <span className={`badge ${TONE[payout.status]}`}>{PAYOUT_STATUS_LABELS[payout.status]}</span>
      {payout.reason && RETURNED.has(payout.status) && <span className="small">{payout.reason}</span>}
      {RETURNED.has(payout.status) && (
        <span className="small money-back">{formatMoney(payout.amount)} is back in your wallet's available balance.</span>
      )}
      {payout.status === 'awaiting_approval' && (
        <span className="small muted">Large payouts wait for our team's approval; the money is held in your wallet meanwhile.</span>
      )}
    </div>
  );
}

function columnsIn(timeZone: string): TableColumn<PayoutView>[] {
  return [
    { id: 'date', header: 'Date', cell: (p) => <time dateTime={p.createdAt}>{formatDateTime(p.createdAt, timeZone)}</time> },
    { id: 'reference', header: 'Reference', rowHeader: true, cell: (p) => <span className="nowrap">{p.reference}</span> },
    {
      id: 'to',
      header: 'To',
      cell: (p) => (
        <>
          {p.beneficiary.accountName}
          <span className="small muted reference">
            {p.beneficiary.bankName} · {p.beneficiary.accountNumber}
          </span>
        </>
      ),
    },
    { id: 'status', header: 'Status', cell: (p) => <Status payout={p} /> },
    { id: 'amount', header: 'Amount', className: 'num', cell: (p) => <span className="amount-out">{formatMoney(p.amount)}</span> },
  ];
}

export function PayoutLines({ payouts }: { payouts: PayoutView[] }) {
  const timeZone = useStore($timezone);
  const columns = useMemo(() => columnsIn(timeZone), [timeZone]);
  return (
    <div className="table-frame">
      <Table caption="Payouts" columns={columns} rows={payouts} rowKey={(p) => p.id} className="wallet-lines payout-lines" />
    </div>
  );
}
