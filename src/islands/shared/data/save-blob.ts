/** Saving what the gateway answers (fetched with the bearer token, so not a plain link). */
import { api } from '../../../lib/api-client.ts';

/** Has the browser save a file the gateway answered. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const EXTENSIONS: Record<string, string> = { 'application/pdf': '.pdf', 'image/jpeg': '.jpg', 'image/png': '.png', 'image/webp': '.webp' };

/** The name to save a file under: the document's, with the extension its type calls for when it has none. */
export function fileName(name: string, type: string): string {
  const extension = EXTENSIONS[type.split(';')[0]!.trim()];
  return extension && !/\.[a-z0-9]{2,5}$/i.test(name) ? `${name}${extension}` : name;
}

/** A private file the gateway answers its parties only (a message's, a claim's evidence), at its `/api` address or path. */
export const privateBlob = (url: string, signal?: AbortSignal) =>
  api<Blob>(url.replace(/^\/api/, ''), { responseType: 'blob', ...(signal ? { signal } : {}) });

/** A private document (a verification's, a financing request's) at a gateway path, saved by the browser under its name. */
export async function downloadPrivate(path: string, name: string): Promise<void> {
  const blob = await api<Blob>(path, { responseType: 'blob' });
  saveBlob(blob, fileName(name, blob.type));
}
