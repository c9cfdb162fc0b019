/** The product's picture: a photo uploaded here, or the address it already has, shown until a photo replaces it. */
import { FileUpload } from '../../../shared/ui/FileUpload.tsx';

const FILE_URL = /^\/api\/v1\/files\/([0-9a-f-]{36})$/i;

interface PictureFieldProps {
  /** The picture's address, or null. */
  value: string | null;
  onChange: (url: string | null) => void;
  error?: string | undefined;
}

export function PictureField({ value, onChange, error }: PictureFieldProps) {
  const fileId = value ? (FILE_URL.exec(value)?.[1] ?? null) : null;
  return (
    <div className="picker">
      {value && !fileId && (
        <div className="current-picture">
          <img src={value} alt="The product as shown now" width={96} height={96} />
          <span className="small muted">Current picture. Upload a photo to replace it.</span>
        </div>
      )}
      <FileUpload kind="photo" label="Product picture" value={fileId} onChange={(file) => onChange(file ? file.url : null)} />
      {error && <p className="field-error">{error}</p>}
    </div>
  );
}
