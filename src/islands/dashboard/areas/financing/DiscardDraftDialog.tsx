/** "Discard this draft": asked once more, since what was typed goes with it. */
import { Dialog } from '../../../shared/ui/Dialog.tsx';
import { FormMessage } from '../../../shared/ui/FormMessage.tsx';
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
    <Dialog
      title="Discard this draft?"
      intro={`Draft ${reference} and everything typed in it will be deleted.`}
      busy={discard.busy}
      onClose={onClose}
    >
      <FormMessage error={discard.error?.message} />
      <div className="form-actions">
        <button
          type="button"
          className="button fin-danger"
          disabled={discard.busy}
          onClick={async () => {
            if ((await discard.run(id)) !== null) onDiscarded();
          }}
        >
          {discard.busy ? 'Discarding…' : 'Discard the draft'}
        </button>
        <button type="button" className="button secondary" disabled={discard.busy} onClick={onClose}>
          Keep it
        </button>
      </div>
    </Dialog>
  );
}
