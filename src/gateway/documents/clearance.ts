/**
 * Clearance of issued documents by the e-invoicing service (providers/ports.ts `EInvoicing`): the
 * job `documents.clear` asks once right after the issuing transaction commits, and
 * `documents.clearance-retry` asks again every minute about those that failed or went unanswered,
 * each after its own backoff (a minute, doubling, at most six hours; twenty attempts, about three
 * days). An attempt first claims the row (its next attempt moved past a lease), so two gateways
 * never submit one document at once. What the service answered is written on the clearance and
 * shown with the document.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { documentClearances, issuedDocuments } from '../db/schema/documents.ts';
import { ClearanceRefused, type EInvoicing } from '../providers/ports.ts';

export const MAX_CLEARANCE_ATTEMPTS = 20;
const LEASE_MS = 5 * 60_000;

/** The wait after the `attempts`-th attempt failed. */
export const clearanceBackoffMs = (attempts: number) => Math.min(60_000 * 2 ** Math.max(attempts - 1, 0), 6 * 3600_000);

export interface ClearanceDeps {
  db: Db;
  clock: () => Date;
  einvoicing: EInvoicing | null;
  log?: FastifyBaseLogger;
}

export function createClearances(deps: ClearanceDeps) {
  const { db } = deps;

  /** One attempt at clearing a document, if it is due; answers the state it was left in (null: nothing to do). */
  async function attempt(documentId: string) {
    if (!deps.einvoicing) return null;
    const now = deps.clock();
    const [claimed] = await db
      .update(documentClearances)
      .set({ attempts: sql`${documentClearances.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + LEASE_MS), updatedAt: now })
      .where(
        and(
          eq(documentClearances.documentId, documentId),
          inArray(documentClearances.state, ['pending', 'failed']),
          lte(documentClearances.nextAttemptAt, now),
        ),
      )
      .returning({ attempts: documentClearances.attempts });
    if (!claimed) return null;
    const [document] = await db
      .select({ content: issuedDocuments.content })
      .from(issuedDocuments)
      .where(eq(issuedDocuments.id, documentId));
    try {
      const { content } = document!;
      // Issued with a pending clearance only when it is an invoice or a credit note (issue.ts).
      if (content.kind === 'transport-document') throw new Error(`document ${documentId} is a transport document: nothing to clear`);
      const cleared = await deps.einvoicing.clear(content);
      await db
        .update(documentClearances)
        .set({ state: 'cleared', ...cleared, lastError: null, nextAttemptAt: null, clearedAt: deps.clock(), updatedAt: deps.clock() })
        .where(eq(documentClearances.documentId, documentId));
      return 'cleared' as const;
    } catch (error) {
      const refused = error instanceof ClearanceRefused;
      const message = error instanceof Error ? error.message : String(error);
      const again =
        claimed.attempts < MAX_CLEARANCE_ATTEMPTS ? new Date(deps.clock().getTime() + clearanceBackoffMs(claimed.attempts)) : null;
      // Refused: failed, with the service's reason; unanswered: still pending. Both are asked again.
      const state = refused ? ('failed' as const) : ('pending' as const);
      await db
        .update(documentClearances)
        .set({ state, lastError: message.slice(0, 1000), nextAttemptAt: again, updatedAt: deps.clock() })
        .where(eq(documentClearances.documentId, documentId));
      deps.log?.warn({ documentId, attempts: claimed.attempts, refused, err: message }, 'document clearance did not go through');
      return state;
    }
  }

  return {
    attempt,

    /** The retry job's step: every clearance whose next attempt is due, oldest first, up to 100 a run. */
    async retryDue(): Promise<number> {
      if (!deps.einvoicing) return 0;
      const due = await db
        .select({ id: documentClearances.documentId })
        .from(documentClearances)
        .where(and(inArray(documentClearances.state, ['pending', 'failed']), lte(documentClearances.nextAttemptAt, deps.clock())))
        .orderBy(asc(documentClearances.nextAttemptAt))
        .limit(100);
      let cleared = 0;
      for (const { id } of due) if ((await attempt(id)) === 'cleared') cleared++;
      return cleared;
    },
  };
}

export type Clearances = ReturnType<typeof createClearances>;
