/** A claim's status as a badge; the word carries the meaning, the colour only helps. */
import type { ClaimStatus } from '../../../contracts/claims.ts';
import { STATUS_LABEL } from './claim-text.ts';

export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  return <span className={`badge claim-status claim-${status}`}>{STATUS_LABEL[status]}</span>;
}
