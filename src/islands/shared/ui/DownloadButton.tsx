/**
 * A button that has the browser save a file the gateway makes (a statement, a CSV of transactions):
 * fetched with the bearer token, so not a plain link. It says "Preparing…" while the file comes;
 * why it failed is the page's to show where its messages go (`download.problem`).
 */
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';

export interface Download {
  downloading: boolean;
  /** Why the last attempt failed, or null. */
  problem: string | null;
  start: () => void;
}

/** `save` fetches and saves the file (an area's api.ts, with save-blob.ts); `what` names it in a failure. */
export function useDownload(save: () => Promise<void>, what: string): Download {
  const [downloading, setDownloading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function start() {
    setDownloading(true);
    setProblem(null);
    try {
      await save();
    } catch (error) {
      setProblem(`${what} could not be downloaded: ${errorMessage(error)}`);
    } finally {
      setDownloading(false);
    }
  }
  return { downloading, problem, start: () => void start() };
}

export function DownloadButton({ download, children }: { download: Download; children: ReactNode }) {
  return (
    <button
      type="button"
      className="button secondary compact"
      disabled={download.downloading}
      aria-busy={download.downloading || undefined}
      onClick={download.start}
    >
      {download.downloading ? 'Preparing…' : children}
    </button>
  );
}
