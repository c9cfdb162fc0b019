/** "Discard this draft": asked once more, since what was typed goes with it. */
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { useMutation } from '../../../shared/data/use-query.ts';
import { discardDraft } from './api.ts';

export function DiscardDraftDialog({
  id,
  reference,
  onClose,
  onDiscarded,
}: {
  id: string;
  reference: string;
  onClose: () => void;
  onDiscarded: () => void;
}) {
  const discard = useMutation(discardDraft);
  return (
    <FormDialog
      title="Discard this draft?"
      intro={`Draft ${reference} and everything typed in it will be deleted.`}
      onClose={onClose}
      onSubmit={async () => {
        if ((await discard.run(id)) !== null) onDiscarded();
      }}
      error={discard.error?.message}
      sending={discard.busy}
      submitLabel="Discard the draft"
      sendingLabel="Discarding…"
      cancelLabel="Keep it"
      danger
    />
  );
}
