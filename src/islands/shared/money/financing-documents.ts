/**
 * Every file a financing request names, for the reviewer and the company: its documents, and the files its details
 * carry (an import's proforma invoice, a manufacturing run's offtake contracts), once each.
 */
import type { FinancingDetail } from '../../../contracts/financing.ts';
import type { ReviewDocument } from '../ui/DownloadButtons.tsx';

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

export function documentsOf(item: Pick<FinancingDetail, 'documents' | 'details'>): ReviewDocument[] {
  const found: ReviewDocument[] = [...item.documents];
  const proforma = text(item.details.proformaFileId);
  if (proforma) {
    const number = text(item.details.proformaNumber);
    found.push({ fileId: proforma, label: number ? `Proforma invoice ${number}` : 'Proforma invoice' });
  }
  const contracts = Array.isArray(item.details.offtakeContracts) ? (item.details.offtakeContracts as Record<string, unknown>[]) : [];
  for (const contract of contracts) {
    const fileId = text(contract?.fileId);
    const buyer = text(contract?.buyerName);
    if (fileId) found.push({ fileId, label: buyer ? `Offtake contract: ${buyer}` : 'Offtake contract' });
  }
  const seen = new Set<string>();
  return found.filter((file) => {
    const id = file.fileId.toLowerCase();
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
