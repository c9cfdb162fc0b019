/**
 * Files attached to something being written (a message, a claim): photos and PDFs, each uploaded as
 * soon as it is chosen, within the upload limits and at most `max` of them; the form sends their ids.
 * What cannot be attached (one too many, too large, refused by the gateway) is said in `error`; the
 * files already attached stay.
 */
import { useRef, useState } from 'react';
import { type FileKind, UPLOAD_RULES, type UploadedFile } from '../../../contracts/files.ts';
import { uploadFile } from './FileUpload.tsx';

const kindOf = (file: File): FileKind => (file.type === 'application/pdf' ? 'document' : 'photo');
const MiB = (bytes: number) => `${bytes / (1024 * 1024)} MiB`;

/** The file picker's `accept`: the photo and PDF types the gateway takes. */
export const ATTACHABLE_TYPES = [...UPLOAD_RULES.photo.types, ...UPLOAD_RULES.document.types].join(',');
/** What may be attached, as a hint says it: "JPEG, PNG or WebP photos up to 5 MiB, PDFs up to 10 MiB." */
export const ATTACHABLE_LIMITS = `${UPLOAD_RULES.photo.accepted} photos up to ${MiB(UPLOAD_RULES.photo.maxBytes)}, PDFs up to ${MiB(UPLOAD_RULES.document.maxBytes)}.`;

/**
 * `what` names the thing in the too-many message ("A claim carries at most 5 files."); `onChange`
 * gets the attached files' ids each time they change, for the form's field.
 */
export function useAttachedFiles(max: number, what: string, onChange: (ids: string[]) => void) {
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);

  const keep = (next: UploadedFile[]) => {
    setFiles(next);
    onChange(next.map((f) => f.id));
  };

  async function attach(chosen: FileList | null) {
    setError(null);
    let kept = files;
    for (const file of [...(chosen ?? [])]) {
      const kind = kindOf(file);
      if (kept.length >= max) {
        setError(`${what} carries at most ${max} files.`);
        break;
      }
      if (file.size > UPLOAD_RULES[kind].maxBytes) {
        setError(`${file.name} is too large: a ${kind} may be ${MiB(UPLOAD_RULES[kind].maxBytes)} at most.`);
        continue;
      }
      setUploading(true);
      try {
        kept = [...kept, await uploadFile(kind, file)];
        keep(kept);
      } catch (failure) {
        setError(`${file.name}: ${(failure as Error).message}`);
      } finally {
        setUploading(false);
      }
    }
    if (picker.current) picker.current.value = '';
  }

  return {
    files,
    uploading,
    error,
    /** The hidden file input; a button opens it with `picker.current?.click()`. */
    picker,
    attach,
    remove: (id: string) => keep(files.filter((f) => f.id !== id)),
    /** After sending: nothing attached, nothing to say. */
    clear: () => {
      setFiles([]);
      setError(null);
    },
  };
}
