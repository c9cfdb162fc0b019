/**
 * Files the gateway makes, saved by the browser (a statement, a CSV of transactions, a private
 * document): fetched with the bearer token, so not plain links. `useDownload` keeps which one is
 * on its way and why the last one failed, for a page's download buttons (DownloadButton, and the
 * document buttons); the page shows `problem` where its messages go.
 */
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';

export interface Download {
  /** The key of the file on its way, or null. */
  downloading: string | null;
  /** Why the last attempt failed, or null. */
  problem: string | null;
  /** `save` fetches and saves the file (an area's api.ts, with save-blob.ts); `what` names it in a failure. */
  start: (what: string, save: () => Promise<void>, key?: string) => void;
}

export function useDownload(): Download {
  const [downloading, setDownloading] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  async function start(what: string, save: () => Promise<void>, key = what) {
    setDownloading(key);
    setProblem(null);
    try {
      await save();
    } catch (error) {
      setProblem(`${what} could not be downloaded: ${errorMessage(error)}`);
    } finally {
      setDownloading(null);
    }
  }
  return { downloading, problem, start: (what, save, key) => void start(what, save, key) };
}

/** A page's download button: it says "Preparing…" while its file comes. */
export function DownloadButton({
  download,
  what,
  save,
  children,
}: {
  download: Download;
  what: string;
  save: () => Promise<void>;
  children: ReactNode;
}) {
  const busy = download.downloading === what;
  return (
    <button
      type="button"
      className="button secondary compact"
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={() => download.start(what, save)}
    >
      {busy ? 'Preparing…' : children}
    </button>
  );
}
