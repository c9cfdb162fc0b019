/** The draft's save state beside its title: saving, saved (and when), or why not with a retry. */
import type { SaveState } from './use-autosave.ts';

const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

export function SaveIndicator({ state, retry }: { state: SaveState; retry: () => void }) {
  return (
    <p className={`fin-save ${state.kind}`} role="status">
      {state.kind === 'idle' && 'Saved as you type'}
      {state.kind === 'saving' && 'Saving…'}
      {state.kind === 'saved' && (
        <>
          <span aria-hidden="true">✓</span> Saved at {time.format(state.at)}
        </>
      )}
      {state.kind === 'failed' && (
        <>
          Not saved: {state.message}{' '}
          <button type="button" className="link-button" onClick={retry}>
            Save again
          </button>
        </>
      )}
    </p>
  );
}
