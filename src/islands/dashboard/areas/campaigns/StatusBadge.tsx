/** A campaign's status as a badge; the contract's words carry the meaning, the colour only helps. */
import { CAMPAIGN_STATUS_LABELS, type CampaignStatus } from '../../../../contracts/campaign-statuses.ts';

const TONE: Record<CampaignStatus, string> = {
  scheduled: 'campaign-scheduled',
  active: 'verified',
  paused: 'warning',
  ended: '',
  exhausted: 'danger',
};

export function StatusBadge({ status }: { status: CampaignStatus }) {
  return <span className={`badge ${TONE[status]}`.trim()}>{CAMPAIGN_STATUS_LABELS[status]}</span>;
}
