/**
 * Verifications in the operations console: the queue of business submissions the registry found,
 * waiting for an operator (and the decided ones), and the operator's approval or rejection. The
 * console checks the operator's rights and writes the audit entry around the decision, in its
 * transaction (operations/operations.ts).
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { VerificationReviewItem } from '../../contracts/operations.ts';
import { type Page, pageOffset } from '../../contracts/paging.ts';
import { TIER_NAMES } from '../../contracts/verification.ts';
import type { Db } from '../db/client.ts';
import { type BusinessDetails, type PersonDetails, type Verification, verifications } from '../db/schema/verification.ts';
import { HttpError, notFound } from '../platform/errors.ts';
import { walletCustomers } from '../wallet/index.ts';
import { businessSubmission, lookupFacts, personSubmitted } from './summary.ts';
import { announce, raiseTier } from './tier.ts';
import type { VerificationDeps } from './verification.ts';

/** A decision on an item in review: approved, or rejected with a reason its owner reads. */
export type Decision = { approve: true } | { approve: false; reason: string };

const WAITING = eq(verifications.status, 'in_review');
const DECIDED = inArray(verifications.status, ['approved', 'rejected']);

export function createVerificationReview(deps: VerificationDeps) {
  const { db } = deps;

  return {
    /** Business submissions waiting for an operator. */
    waitingCount: () => db.$count(verifications, WAITING),

    /** Waiting (oldest first) or decided (last decided first). */
    async list(state: 'waiting' | 'decided', page: Page): Promise<{ items: VerificationReviewItem[]; total: number }> {
      const where = state === 'waiting' ? WAITING : DECIDED;
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(verifications)
          .where(where)
          .orderBy(state === 'waiting' ? asc(verifications.createdAt) : desc(verifications.updatedAt), asc(verifications.id))
          .limit(page.pageSize)
          .offset(pageOffset(page)),
        db.$count(verifications, where),
      ]);
      const customers = await walletCustomers(
        db,
        rows.map((r) => ({ walletId: r.walletId, contactId: r.submittedBy })),
      );
      const items = rows.map((r, i): VerificationReviewItem => {
        const business = r.tier === 2 ? businessSubmission(r.details as BusinessDetails) : null;
        return {
          id: r.id,
          tier: r.tier as 1 | 2,
          status: r.status,
          customer: customers[i]!,
          submitted: business?.facts ?? personSubmitted(r.details as PersonDetails),
          lookup: lookupFacts(r.lookup),
          documents: business?.documents ?? [],
          reason: r.reason,
          submittedAt: r.createdAt.toISOString(),
        };
      });
      return { items, total };
    },

    /** The wallet a submission verifies, for the check that an operator never decides their own. */
    async walletOf(tx: Db, id: string): Promise<string | null> {
      const [row] = await tx.select({ walletId: verifications.walletId }).from(verifications).where(eq(verifications.id, id));
      return row?.walletId ?? null;
    },

    /**
     * The console's approval (or rejection) of a business submission under review: one conditional
     * update (409 when someone decided first); approved raises the wallet to tier 2. Answers the row
     * before and after, for the audit log.
     */
    async decide(tx: Db, operatorId: string, id: string, decision: Decision): Promise<{ before: Verification; after: Verification }> {
      const [before] = await tx.select().from(verifications).where(eq(verifications.id, id)).for('update');
      if (!before) throw notFound('No such verification.');
      if (before.status !== 'in_review') throw new HttpError(409, 'This submission was already decided.');
      const [after] = await tx
        .update(verifications)
        .set({
          status: decision.approve ? 'approved' : 'rejected',
          reason: decision.approve ? null : decision.reason,
          decidedBy: operatorId,
          decidedAt: deps.clock(),
          updatedAt: deps.clock(),
        })
        .where(and(eq(verifications.id, id), WAITING))
        .returning();
      if (!after) throw new HttpError(409, 'This submission was already decided.');
      if (decision.approve) {
        const details = before.details as BusinessDetails;
        await raiseTier(tx, deps, before.walletId, 2, before.lookup?.name || details.companyName);
        await announce(
          tx,
          deps,
          before.walletId,
          'Business verified',
          `Your business is verified: the wallet is now at tier 2 (${TIER_NAMES[2]}).`,
        );
      } else {
        await announce(tx, deps, before.walletId, 'Business verification not accepted', decision.reason);
      }
      return { before, after };
    },
  };
}

export type VerificationReview = ReturnType<typeof createVerificationReview>;
