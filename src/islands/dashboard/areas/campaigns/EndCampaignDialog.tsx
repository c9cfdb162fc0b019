/** "End this campaign?": asked once more, since an ended campaign cannot start again. */
import { useRef } from 'react';
import type { CampaignView } from '../../../../contracts/campaigns.ts';
import { toast } from '../../../../lib/toast.ts';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
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
    <FormDialog
      title={`End “${campaign.name}”?`}
      intro={
        campaign.status === 'scheduled'
          ? 'It will not start, and an ended campaign cannot start again.'
          : 'Its products go back to their own prices at once. An ended campaign cannot start again; its orders and figures stay.'
      }
      onClose={onClose}
      onCloseAutoFocus={(event) => {
        if (!ended.current) return;
        event.preventDefault();
        onEnded();
      }}
      onSubmit={async () => {
        if ((await end.run()) === null) return;
        ended.current = true;
        toast(`“${campaign.name}” has ended.`);
        onClose();
      }}
      error={end.error?.message}
      sending={end.busy}
      submitLabel="End the campaign"
      sendingLabel="Ending…"
      cancelLabel="Keep it"
      danger
    />
  );
}
