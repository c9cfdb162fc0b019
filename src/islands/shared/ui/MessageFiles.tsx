/**
 * The files of a message. They are private to the thread (the gateway answers them to its parties,
 * with the bearer token), so a photo is fetched and shown from memory, and a document is saved on
 * request rather than linked.
 */
import { useEffect, useState } from 'react';
import type { MessageFile } from '../../../contracts/conversations.ts';
import { fileName, privateBlob, saveBlob } from '../data/save-blob.ts';

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

function Photo({ file }: { file: MessageFile }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    privateBlob(file.url, controller.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setSrc(url);
      },
      () => {},
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [file.url]);
  return src ? (
    <img className="message-photo" src={src} alt={file.name} width={240} />
  ) : (
    <span className="message-photo loading" aria-busy="true" />
  );
}

export function MessageFiles({ files }: { files: MessageFile[] }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!files.length) return null;
  async function save(file: MessageFile) {
    setFailed(null);
    try {
      const blob = await privateBlob(file.url);
      saveBlob(blob, fileName(file.name, blob.type));
    } catch {
      setFailed(file.name);
    }
  }
  return (
    <ul className="message-files">
      {files.map((file) => (
        <li key={file.id}>
          {file.kind === 'photo' && <Photo file={file} />}
          <button type="button" className="button secondary compact" onClick={() => void save(file)}>
            <span aria-hidden="true">⤓</span> {file.name} <span className="muted small">({size(file.size)})</span>
          </button>
        </li>
      ))}
      {failed && (
        <li className="field-error" role="alert">
          {failed} could not be downloaded. Please try again.
        </li>
      )}
    </ul>
  );
}
