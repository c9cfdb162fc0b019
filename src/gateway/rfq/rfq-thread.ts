/**
 * A request's conversation with each storefront (decision 039's subject "rfq"): opened with the
 * storefront's first answer, in the same transaction, and carrying the platform's notes of each step
 * (an offer and its revisions, a decline, the award), so buyer and storefront talk beside them.
 * Prices stay out of it: a sealed request's offers must not show there either.
 */
import { openThread, postMessage } from '../conversations/index.ts';
import type { Db } from '../db/client.ts';
import type { RfqRow } from './rfq-views.ts';

export async function tellInThread(tx: Db, rfq: RfqRow, supplierId: number, text: string, at: Date): Promise<void> {
  const { id } = await openThread(tx, {
    companies: { buyerCompanyId: rfq.buyerCompanyId, buyerUserId: rfq.buyerUserId, supplierId },
    subject: { kind: 'rfq', ref: rfq.id, title: `Request for quotation: ${rfq.title}` },
  });
  await postMessage(tx, { threadId: id, author: { kind: 'system' }, text, at });
}
