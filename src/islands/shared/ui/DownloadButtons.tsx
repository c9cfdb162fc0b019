/**
 * The kit's download buttons, for files the gateway makes and the browser saves (a statement, a
 * CSV of transactions, a private document): fetched with the bearer token, so not plain links.
 * `useDownload` keeps which file is on its way and why the last one failed; the page shows
 * `problem` where its messages go. A page's file has a DownloadButton; a verification's or a
 * financing request's documents are a list of them (DocumentButtons, through the operators' path
 * or the company's own).
 */
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import './document-buttons.css';

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
  disabled = false,
}: {
  download: Download;
  what: string;
  save: () => Promise<void>;
  children: ReactNode;
  /** Drawn before the page's code has loaded: shown, not yet usable. */
  disabled?: boolean;
}) {
  const busy = download.downloading === what;
  return (
    <button
      type="button"
      className="button secondary compact"
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      onClick={() => download.start(what, save)}
    >
      {busy ? 'Preparing…' : children}
    </button>
  );
}

/** A verification's documents carry the file's name; a financing request's only their label. */
export interface ReviewDocument {
  fileId: string;
  label: string;
  name?: string;
}

/** Whether a file's name says more than its label ("certificate-of-incorporation" does not). */
const namesMore = (file: ReviewDocument): file is ReviewDocument & { name: string } => {
  if (!file.name) return false;
  const bare = (text: string) =>
    text
      .toLowerCase()
      .replace(/\.[a-z0-9]+$/, '')
      .replace(/[^a-z0-9]/g, '');
  return bare(file.name) !== bare(file.label);
};

export function DocumentButtons({
  documents,
  download: fetchFile,
  title = 'Documents',
}: {
  documents: readonly ReviewDocument[];
  download: (fileId: string, name: string) => Promise<void>;
  title?: string;
}) {
  const { downloading, problem, start } = useDownload();
  if (!documents.length) return null;

  return (
    <div className="review-documents">
      <h3 className="review-subtitle">{title}</h3>
      <ul>
        {documents.map((file) => (
          <li key={file.fileId}>
            <button
              type="button"
              className="button secondary compact"
              disabled={downloading === file.fileId}
              aria-busy={downloading === file.fileId || undefined}
              onClick={() => start(file.label, () => fetchFile(file.fileId, file.name ?? file.label), file.fileId)}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                width="16"
                height="16"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              >
                <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 19h14" />
              </svg>
              {file.label}
              {namesMore(file) && <span className="muted document-name">{file.name}</span>}
            </button>
          </li>
        ))}
      </ul>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
