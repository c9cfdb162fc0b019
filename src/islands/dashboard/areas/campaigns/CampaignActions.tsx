/**
 * What a seller can do with one campaign, by its status: pause a running or scheduled one, resume a paused one,
 * end one that has not ended (asked once more, in a dialog), edit it while it has not ended, and
 * open its orders. Each button names its campaign, so a screen reader's list of buttons reads well.
 */
import type { CampaignView } from '../../../../contracts/campaigns.ts';
import type { CampaignMove } from './api.ts';
import { editAddress, transactionsPath } from './campaign-view.ts';

interface Props {
  campaign: CampaignView;
  busy: boolean;
  onMove: (campaign: CampaignView, move: Exclude<CampaignMove, 'end'>) => void;
  onEnd: (campaign: CampaignView) => void;
}

export function CampaignActions({ campaign, busy, onMove, onEnd }: Props) {
  const { name, status } = campaign;
  return (
    <span className="row-actions campaign-actions">
      {(status === 'active' || status === 'scheduled') && (
        <button
          type="button"
          className="button secondary compact"
          disabled={busy}
          onClick={() => onMove(campaign, 'pause')}
          aria-label={`Pause ${name}`}
        >
          Pause
        </button>
      )}
      {status === 'paused' && (
        <button
          type="button"
          className="button compact"
          disabled={busy}
          onClick={() => onMove(campaign, 'resume')}
          aria-label={`Resume ${name}`}
        >
          Resume
        </button>
      )}
      {status !== 'ended' && (
        <a className="button secondary compact" href={editAddress(campaign.id)} aria-label={`Edit ${name}`}>
          Edit
        </a>
      )}
      {status !== 'ended' && (
        <button
          type="button"
          className="button secondary compact campaign-end"
          disabled={busy}
          onClick={() => onEnd(campaign)}
          aria-label={`End ${name}`}
        >
          End
        </button>
      )}
      <a className="button secondary compact" href={transactionsPath(campaign.id)} aria-label={`Transactions of ${name}`}>
        Transactions
      </a>
    </span>
  );
}
