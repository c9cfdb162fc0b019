/**
 * The badges of financing, the same on the requests' pages and on /finance: a request's status and
 * an instalment's. The words carry the meaning (the contract's labels); the colour only helps.
 */
import type { InstalmentStatus } from '../../../contracts/financing.ts';
import { FINANCING_STATUS_LABELS, type FinancingStatus } from '../../../contracts/financing-terms.ts';
import './financing-badges.css';

const STATUS_TONE: Record<FinancingStatus, string> = {
  draft: '',
  submitted: 'info',
  in_review: 'info',
  offered: 'action',
  declined: 'danger',
  accepted: 'verified',
  expired: '',
  disbursed: 'info',
  repaying: 'info',
  overdue: 'danger',
  repaid: 'verified',
};

export function FinancingStatusBadge({ status }: { status: FinancingStatus }) {
  return <span className={`badge ${STATUS_TONE[status]}`.trim()}>{FINANCING_STATUS_LABELS[status]}</span>;
}

/** The contract names an instalment's states; these are the words a buyer reads. */
export const INSTALMENT_STATUS_LABELS: Record<InstalmentStatus, string> = {
  scheduled: 'Due',
  paid: 'Paid',
  overdue: 'Overdue',
  waived: 'Waived',
};
const INSTALMENT_TONE: Record<InstalmentStatus, string> = { scheduled: '', paid: 'verified', overdue: 'danger', waived: '' };

export function InstalmentBadge({ status }: { status: InstalmentStatus }) {
  return <span className={`badge ${INSTALMENT_TONE[status]}`.trim()}>{INSTALMENT_STATUS_LABELS[status]}</span>;
}
