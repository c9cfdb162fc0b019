/** "End this campaign?": asked once more, since an ended campaign cannot start again. */
import { useRef } from 'react';
import type { CampaignView } from '../../../../contracts/campaigns.ts';
import { toast } from '../../../../lib/toast.ts';
import { Dialog } from '../../../shared/ui/Dialog.tsx';
import { FormMessage } from '../../../shared/ui/FormMessage.tsx';
import { useMutation } from '../../../shared/data/use-query.ts';
import { moveCampaign } from './api.ts';

interface Props {
  campaign: CampaignView;
  onClose: () => void;
  /** Where the keyboard goes once it ended: the button that opened the dialog goes away. */
  onEnded: () => void;
}

export function EndCampaignDialog({ campaign, onClose, onEnded }: Props) {
  const end = useMutation(() => moveCampaign(campaign.id, 'end'));
  const ended = useRef(false);
  return (
    <Dialog
      title={`End “${campaign.name}”?`}
      intro={
        campaign.status === 'scheduled'
          ? 'It will not start, and an ended campaign cannot start again.'
          : 'Its products go back to their own prices at once. An ended campaign cannot start again; its orders and figures stay.'
      }
      busy={end.busy}
      onClose={onClose}
      onCloseAutoFocus={(event) => {
        if (!ended.current) return;
        event.preventDefault();
        onEnded();
      }}
    >
      <FormMessage error={end.error?.message} />
      <div className="form-actions">
        <button
          type="button"
          className="button danger"
          disabled={end.busy}
          onClick={async () => {
            if ((await end.run()) === null) return;
            ended.current = true;
            toast(`“${campaign.name}” has ended.`);
            onClose();
          }}
        >
          {end.busy ? 'Ending…' : 'End the campaign'}
        </button>
        <button type="button" className="button secondary" disabled={end.busy} onClick={onClose}>
          Keep it
        </button>
      </div>
    </Dialog>
  );
}
