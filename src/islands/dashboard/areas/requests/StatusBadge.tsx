/** Where a request stands, as a badge: the word carries the meaning, the colour only helps. */
import type { RequestKindName } from './api.ts';
import { KINDS, statusTone } from './kinds.ts';

export function StatusBadge({ kind, status, expired = false }: { kind: RequestKindName; status: string; expired?: boolean | undefined }) {
  if (expired) return <span className="badge danger">Expired</span>;
  return <span className={`badge ${statusTone(status)}`}>{KINDS[kind].statuses[status] ?? status}</span>;
}
