/** /finance's gateway calls (docs/decisions/018-financing.md): the overview and the statement, typed from src/contracts/financing.ts. */
import type { Envelope } from '../../../../contracts/envelope.ts';
import type { FinanceOverview } from '../../../../contracts/financing.ts';
import { api } from '../../../../lib/api-client.ts';
import { saveBlob } from '../../../shared/data/save-blob.ts';
import { queryKey } from '../../../shared/data/use-query.ts';

/** Under the financing pages' prefix: a change there (an offer accepted, a repayment) reloads the overview too. */
export const overviewKey = () => queryKey('financing:overview');

export const loadOverview = (signal: AbortSignal) =>
  api<Envelope<FinanceOverview>>('/v1/financing/overview', { signal }).then((r) => r.data);

/** Every instalment and repayment as a CSV file the browser saves. */
export async function downloadStatement(): Promise<void> {
  const blob = await api<Blob>('/v1/financing/statement.csv', { responseType: 'blob' as never });
  saveBlob(blob, 'financing-statement.csv');
}
