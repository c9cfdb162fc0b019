/**
 * Financing (docs/decisions/018-financing.md): the one service of the domain, made of its parts.
 * The company's side: asking for it and submitting (applications.ts, priced in pricing.ts), the
 * offer accepted or declined and the line used or repaid early (offers.ts), the /finance page and
 * statement (overview.ts). The money: money.ts and collections.ts. The operators': review.ts.
 * Here: the clock that closes lapsed offers and lines, sends reminders and collects what is due.
 */
import { and, inArray, sql } from 'drizzle-orm';
import { financingRequests } from '../db/schema/financing.ts';
import { HttpError } from '../platform/errors.ts';
import { createFinancingApplications } from './applications.ts';
import { createFinancingMoney } from './money.ts';
import { createFinancingOffers } from './offers.ts';
import { createFinanceOverview } from './overview.ts';
import { announce, type FinancingDeps, move } from './state.ts';

export function createFinancing(deps: FinancingDeps) {
  const { db } = deps;
  const money = createFinancingMoney(deps);

  return {
    money,
    ...createFinancingApplications(deps),
    ...createFinancingOffers(deps, money),
    ...createFinanceOverview(deps),

    /** The `financing.tick` job: offers and lines that lapsed, reminders, then collections. */
    async tick(now: Date = deps.clock()) {
      const lapsed = await db
        .select({
          id: financingRequests.id,
          status: financingRequests.status,
          type: financingRequests.type,
          walletId: financingRequests.walletId,
        })
        .from(financingRequests)
        .where(
          and(
            inArray(financingRequests.status, ['offered', 'accepted']),
            sql`${financingRequests.offerExpiresAt} <= ${now.toISOString()}::timestamptz`,
          ),
        );
      for (const row of lapsed) {
        // An accepted import or manufacturing request waits for disbursement: only procurement lines lapse.
        if (row.status === 'accepted' && row.type !== 'procurement') continue;
        await db.transaction(async (tx) => {
          try {
            await move(
              tx,
              deps,
              row.id,
              [row.status],
              'expired',
              {
                title: row.status === 'offered' ? 'Offer expired' : 'Financing line expired unused',
                actor: { kind: 'system' },
              },
              { closedAt: now },
            );
          } catch (error) {
            if (error instanceof HttpError && error.statusCode === 409) return;
            throw error;
          }
          await announce(tx, deps, row, {
            title: row.status === 'offered' ? 'Financing offer expired' : 'Financing line expired',
            body:
              row.status === 'offered'
                ? 'The offer was not accepted in time. You can start a new request.'
                : 'The line was not used in time. You can start a new request.',
          });
        });
      }
      const reminded = await money.remind(now);
      const collected = await money.collectDue(now);
      return { expired: lapsed.length, reminded, collected };
    },
  };
}

export type FinancingService = ReturnType<typeof createFinancing>;
