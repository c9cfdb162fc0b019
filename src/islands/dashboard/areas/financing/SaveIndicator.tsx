/**
 * The draft's save state beside its title: saving, saved (and when), or why not with a retry.
 * Only a failure is announced: a screen reader saying "Saving…" at every pause in typing would drown the form.
 */
import { useAccountDates } from '../../../shared/data/use-account-dates.ts';
import type { SaveState } from './use-autosave.ts';

export function SaveIndicator({ state, retry }: { state: SaveState; retry: () => void }) {
  const { time } = useAccountDates();
  if (state.kind === 'failed')
    return (
      <p className="fin-save failed" role="alert">
        Not saved: {state.message}{' '}
        <button type="button" className="link-button" onClick={retry}>
          Save again
        </button>
      </p>
    );
  return (
    <p className={`fin-save ${state.kind}`} data-testid="save-state">
      {state.kind === 'idle' && 'Saved as you type'}
      {state.kind === 'saving' && 'Saving…'}
      {state.kind === 'saved' && (
        <>
          <span aria-hidden="true">✓</span> Saved at {time(state.at)}
        </>
      )}
    </p>
  );
}
