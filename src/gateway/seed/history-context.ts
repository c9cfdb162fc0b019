/** What every part of the demo history works with: the services, the clock, the demo's people, and its PIN. */
import type { Db } from '../db/client.ts';
import { files } from '../db/schema/platform.ts';
import type { Member } from '../platform/auth/members.ts';
import type { FileStorage } from '../platform/files/file-storage.ts';
import type { Services } from '../registry.ts';
import { v7 as uuidv7 } from 'uuid';
import type { HistoryClock } from './history-clock.ts';
import type { Random } from './random.ts';

/** The demo companies' wallet PIN (README, "Demo accounts"). */
export const DEMO_WALLET_PIN = '482916';

export interface DemoHistory {
  db: Db;
  services: Services;
  clock: HistoryClock;
  /** One sequence for the whole history, drawn in the same order every time: the same seed gives the same history. */
  random: Random;
  buyer: Member;
  seller: Member;
  /** The demo seller's storefront. */
  supplierId: number;
  /** The demo operator, who approves verifications and financing; absent without the demo accounts' operator. */
  operator: { id: string } | undefined;
  storage: FileStorage | null | undefined;
  /** Days after delivery before the seller is paid, as the gateway that will serve the history counts them (0: on delivery). */
  claimWindowDays: number;
  memberOf(email: string): Promise<Member | null>;
}

/** A one-page PDF uploaded by the company (by `ownerId`, when a person's upload), for the verification's, financing's and a claim's documents. */
export async function demoDocument(history: DemoHistory, companyId: string, name: string, ownerId: string | null = null): Promise<string> {
  const id = uuidv7();
  const bytes = Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
  await history.storage?.put(id, bytes);
  await history.db.insert(files).values({
    id,
    ownerId,
    companyId,
    kind: 'document',
    contentType: 'application/pdf',
    size: bytes.length,
    originalName: name,
    createdAt: history.clock.stepTime() ?? new Date(),
  });
  return id;
}
