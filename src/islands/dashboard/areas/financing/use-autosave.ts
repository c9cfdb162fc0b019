/**
 * Saves a draft as the person types: a second after the last key, one save at a time (a change
 * made during a save is saved right after it), at once when asked (a step changes, the request is
 * submitted), and with `keepalive` when the page is left with something unsaved, so the browser
 * finishes that last save on its own.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../../lib/api-client.ts';

export const AUTOSAVE_DELAY_MS = 1000;

export type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: Date } | { kind: 'failed'; message: string };

/** `save` sends what the form holds now; it is read when the save starts, never earlier. */
export function useAutosave(save: (options: { keepalive?: boolean }) => Promise<unknown>) {
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const saveRef = useRef(save);
  saveRef.current = save;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** Changes made, and the changes the last finished or running save holds. */
  const changes = useRef(0);
  const saved = useRef(0);
  const running = useRef<Promise<boolean> | null>(null);

  const run = useCallback(async (): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    // One save at a time: wait for the one on its way, then save what came after it, if anything.
    while (running.current) await running.current;
    if (saved.current === changes.current) return true;
    const holding = changes.current;
    setState({ kind: 'saving' });
    running.current = saveRef.current({}).then(
      () => {
        saved.current = holding;
        setState(holding === changes.current ? { kind: 'saved', at: new Date() } : { kind: 'saving' });
        return true;
      },
      (error: unknown) => {
        setState({ kind: 'failed', message: errorMessage(error) });
        return false;
      },
    );
    const ok = await running.current;
    running.current = null;
    // Typed during the save: that is saved next, after the usual pause.
    if (ok && saved.current !== changes.current) timer.current = setTimeout(() => void run(), AUTOSAVE_DELAY_MS);
    return ok;
  }, []);

  /** Something changed: saved after a pause in typing. */
  const changed = useCallback(() => {
    changes.current += 1;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void run(), AUTOSAVE_DELAY_MS);
  }, [run]);

  useEffect(() => {
    const leave = () => {
      if (saved.current === changes.current) return;
      saved.current = changes.current;
      void saveRef.current({ keepalive: true }).catch(() => {});
    };
    addEventListener('pagehide', leave);
    return () => {
      removeEventListener('pagehide', leave);
      if (timer.current) clearTimeout(timer.current);
      // Leaving the draft inside the dashboard (another page, another step's component): save what is left.
      leave();
    };
  }, []);

  return {
    state,
    changed,
    /** Saves now whatever is unsaved; false when that save failed (the state says why). */
    flush: run,
    /** Nothing is left to save (the draft was discarded). */
    forget: () => {
      if (timer.current) clearTimeout(timer.current);
      saved.current = changes.current;
    },
  };
}
