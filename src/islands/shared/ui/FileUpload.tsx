/**
 * A photo or document field for dashboard forms: the file uploads as soon as it is chosen, and
 * the form keeps only the returned id (`value`). The server has the last word on type and size;
 * the checks here only spare the user a pointless wait.
 */
import { useId, useRef, useState } from 'react';
import type { Envelope } from '../../../contracts/envelope.ts';
import { fileUrl, UPLOAD_RULES, type FileKind, type UploadedFile } from '../../../contracts/files.ts';
import { api, errorMessage } from '../../../lib/api-client.ts';
import './forms.css';

interface FileUploadProps {
  kind: FileKind;
  label: string;
  /** The id of the current file, or null when there is none. */
  value: string | null;
  onChange: (file: UploadedFile | null) => void;
  /**
   * The file is private once the form names it (a financing request's documents): the public file
   * route answers 404 for it, so the field names it instead of linking to it.
   */
  privateFile?: boolean;
}

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MiB`;

/** Through the shared client, so an expired session is refreshed and the upload retried. */
export async function uploadFile(kind: FileKind, file: File): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file);
  try {
    return (await api<Envelope<UploadedFile>>(`/v1/fileupload/${kind}`, { method: 'POST', body })).data;
  } catch (error) {
    throw new Error(errorMessage(error));
  }
}

export function FileUpload({ kind, label, value, onChange, privateFile = false }: FileUploadProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Remembered to name the document link; a value given by the form shows a generic name.
  const [lastUpload, setLastUpload] = useState<UploadedFile | null>(null);
  const rules = UPLOAD_RULES[kind];

  async function choose(file: File | undefined) {
    if (!file) return;
    setError(null);
    if (file.size > rules.maxBytes) {
      setError(`The ${kind} is too large: the limit is ${megabytes(rules.maxBytes)}.`);
    } else {
      setUploading(true);
      try {
        const uploaded = await uploadFile(kind, file);
        setLastUpload(uploaded);
        onChange(uploaded);
      } catch (failure) {
        setError((failure as Error).message);
      } finally {
        setUploading(false);
      }
    }
    // Cleared so choosing the same file again (after an error) still fires a change.
    if (input.current) input.current.value = '';
  }

  function remove() {
    setError(null);
    onChange(null);
    input.current?.focus();
  }

  const uploadedName = lastUpload && lastUpload.id === value ? lastUpload.originalName : null;
  const documentName = uploadedName ?? 'Current document';
  return (
    <div className="field">
      <label htmlFor={`${id}-input`}>{label}</label>
      {value &&
        (kind === 'photo' ? (
          <img
            src={fileUrl(value)}
            alt={`Current ${label.toLowerCase()}`}
            style={{ maxWidth: 160, maxHeight: 160, objectFit: 'contain' }}
          />
        ) : privateFile ? (
          <p className="file-attached">Attached: {uploadedName ?? 'a PDF'}</p>
        ) : (
          <a href={fileUrl(value)}>{documentName} (PDF)</a>
        ))}
      <input
        ref={input}
        id={`${id}-input`}
        type="file"
        className="input"
        accept={rules.types.join(',')}
        disabled={uploading}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => void choose(event.currentTarget.files?.[0])}
      />
      <p id={`${id}-hint`} className="hint">
        {rules.accepted}, up to {megabytes(rules.maxBytes)}.
      </p>
      {/* Always rendered, so screen readers announce the change when the upload starts. */}
      <p role="status" className="hint">
        {uploading ? 'Uploading…' : ''}
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      {value && (
        <button type="button" className="button secondary" onClick={remove} disabled={uploading}>
          Remove
        </button>
      )}
    </div>
  );
}
