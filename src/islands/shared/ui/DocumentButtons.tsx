/**
 * Private documents (a verification's, a financing request's) as download buttons: the file needs
 * the bearer token, so `download` fetches it through the API client (operators' path or the
 * company's own).
 */
import { useDownload } from './DownloadButton.tsx';
import './document-buttons.css';

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
