/** The files attached to something being written (`useAttachedFiles`), each with its Remove button; nothing when there are none. */
import type { UploadedFile } from '../../../contracts/files.ts';

type Named = { 'aria-label': string } | { 'aria-labelledby': string };

export function AttachedFileList({
  files,
  onRemove,
  className,
  ...name
}: { files: UploadedFile[]; onRemove: (id: string) => void; className: string } & Named) {
  if (!files.length) return null;
  return (
    <ul className={className} {...name}>
      {files.map((file) => (
        <li key={file.id}>
          <span>{file.originalName}</span>
          <button
            type="button"
            className="button secondary compact"
            aria-label={`Remove ${file.originalName}`}
            onClick={() => onRemove(file.id)}
          >
            Remove
          </button>
        </li>
      ))}
    </ul>
  );
}
