/** The discount a campaign gave against its budget: the amounts in words, a bar for the eye. */
import type { CampaignView } from '../../../../contracts/campaigns.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { spentShare } from './campaign-text.ts';

export function BudgetMeter({ campaign }: { campaign: Pick<CampaignView, 'budgetMinor' | 'spentMinor'> }) {
  const share = spentShare(campaign);
  if (share === null || campaign.budgetMinor === null)
    return (
      <span className="campaign-budget">
        <span className="nowrap">{formatMoney(campaign.spentMinor)} given</span>
        <span className="muted small">No budget</span>
      </span>
    );
  return (
    <span className="campaign-budget">
      <span className="nowrap">
        {formatMoney(campaign.spentMinor)} <span className="muted">of {formatMoney(campaign.budgetMinor)}</span>
      </span>
      <span className={share >= 90 ? 'campaign-meter near' : 'campaign-meter'} aria-hidden="true">
        <span style={{ width: `${share}%` }} />
      </span>
    </span>
  );
}
