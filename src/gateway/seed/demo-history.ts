/**
 * Ninety days of demo history for the demo accounts (seeded with them, never in production data):
 * orders in every status between the demo seller and three buying companies, quotes, samples and
 * document requests, the notifications those create, product views for the storefront's charts, a
 * saved search, a liked product, supplier and producer, and both demo companies' wallets: card top-ups,
 * orders paid from the buyer's wallet and held until the claim window after delivery has passed, a
 * claim settled by a partial refund, and the seller's proceeds less commission.
 *
 * Everything goes through the services the API uses, so stock is decremented by the orders, totals
 * are priced by the gateway, transitions are the legal ones and the notifications are the services'
 * own; each step is moved to its day in the past (history-clock.ts). Deterministic: the same
 * catalog gives the same history (createRandom), only its ids and the exact seconds differ.
 *
 * The parts, in the order they are seeded: accounts and wallets (history-accounts.ts), tax profiles,
 * a zero-rated product and delivery options (history-trade-terms.ts), campaigns (history-campaigns.ts),
 * orders (history-orders.ts), requests (history-requests.ts), requests for quotation (history-rfqs.ts), conversations (history-conversations.ts), financing
 * (history-financing.ts), payouts (history-wallets.ts), saved search, likes and views
 * (history-likes-and-views.ts).
 */
import { eq, sql } from 'drizzle-orm';
import { CLAIM_WINDOW_DAYS } from '../../contracts/claims.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { users } from '../db/schema/accounts.ts';
import { companyMembers } from '../db/schema/companies.ts';
import type { Member } from '../platform/auth/members.ts';
import type { PinKeys } from '../platform/auth/pin-keys.ts';
import type { Secrets } from '../platform/auth/secrets.ts';
import type { FileStorage } from '../platform/files/file-storage.ts';
import { createServices } from '../registry.ts';
import { DEMO_OPERATOR } from './demo-accounts.ts';
import { demoBankDirectory, demoIdentityProvider } from './demo-identities.ts';
import { seedAccounts } from './history-accounts.ts';
import { seedCampaigns } from './history-campaigns.ts';
import { seedConversations } from './history-conversations.ts';
import { createHistoryClock, mark } from './history-clock.ts';
import type { DemoHistory } from './history-context.ts';
import { seedFinancing } from './history-financing.ts';
import { seedProductViews, seedSavedSearchAndLikes } from './history-likes-and-views.ts';
import { seedOrders, sellableLines } from './history-orders.ts';
import { seedRequests } from './history-requests.ts';
import { seedRfqs } from './history-rfqs.ts';
import { seedTradeTerms } from './history-trade-terms.ts';
import { seedPayouts } from './history-wallets.ts';
import { createRandom } from './random.ts';

const silentLog = (() => {
  const log: Record<string, unknown> = {};
  for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']) log[level] = () => {};
  log.child = () => log;
  log.level = 'silent';
  return log as unknown as FastifyBaseLogger;
})();

/** What the demo history needs of the gateway's secrets (loadSecrets), so its identities and PINs work there. */
export const demoSecrets = (secrets: Secrets) => ({ secret: secrets.jwtSecret, pinKeys: secrets.pinKeys });

/**
 * Seeds the history once: does nothing when the demo buyer already has orders. Expects the demo
 * accounts (seedDemoAccounts) and a catalog.
 */
export async function seedDemoHistory(
  db: Db,
  options: {
    /**
     * The gateway's own secret (loadSecrets): identity numbers are hashed with a key derived from
     * it, so the demo's BVNs and NINs count under the one-identity-one-wallet rule like anyone's.
     */
    secret: Uint8Array;
    /** The gateway's own PIN keys: the demo wallets' PIN works there. */
    pinKeys: PinKeys;
    seed?: number;
    storage?: FileStorage | null;
    /** The gateway's claim window (ORDER_CLAIM_WINDOW_DAYS), so the history is settled as that gateway settles; CLAIM_WINDOW_DAYS when absent. */
    claimWindowDays?: number;
  },
): Promise<{ orders: number }> {
  const random = createRandom(options.seed ?? 20_260_901);
  const claimWindowDays = options.claimWindowDays ?? CLAIM_WINDOW_DAYS;
  const clock = createHistoryClock(db);
  let sellerName = '';
  const services = createServices(db, {
    jwtSecret: options.secret,
    pinKeys: options.pinKeys,
    siteUrl: 'http://localhost',
    log: silentLog,
    verifyIdToken: null,
    contactEmail: null,
    signInAttemptsPerAddress: 1000,
    storage: null,
    // No delivery jobs: the emails about made-up history are deleted below, unsent.
    jobs: null,
    clock: () => clock.stepTime() ?? new Date(),
    identity: demoIdentityProvider(() => sellerName),
    transfers: demoBankDirectory(() => sellerName),
    claims: { windowDays: claimWindowDays },
  });
  const memberOf = async (email: string): Promise<Member | null> => {
    const [row] = await db
      .select({ userId: users.id, companyId: companyMembers.companyId, role: companyMembers.role })
      .from(users)
      .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
      .where(eq(users.email, email));
    return row ? { userId: row.userId, companyId: row.companyId, role: (row.role ?? 'owner') as Member['role'], operator: false } : null;
  };
  const buyer = await memberOf('buyer@example.com');
  const seller = await memberOf('seller@example.com');
  if (!buyer || !seller) return { orders: 0 };
  if (rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from orders where buyer_user_id = ${buyer.userId}`))[0]!.n > 0)
    return { orders: 0 };
  const start = await mark(db);
  const supplierId = rowsOf<{ supplier_id: number | null }>(
    await db.execute(sql`select supplier_id from companies where id = ${seller.companyId}`),
  )[0]?.supplier_id;
  if (!supplierId) return { orders: 0 };
  const [operator] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_OPERATOR.email));
  sellerName = rowsOf<{ name: string }>(await db.execute(sql`select name from companies where id = ${seller.companyId}`))[0]?.name ?? '';
  const history: DemoHistory = {
    db,
    services,
    clock,
    random,
    buyer,
    seller,
    supplierId,
    operator,
    storage: options.storage,
    claimWindowDays,
    memberOf,
  };

  const buyers = await seedAccounts(history);
  const lines = await sellableLines(history);
  if (!lines.length) return { orders: 0 };
  const delivery = await seedTradeTerms(history, lines[0]?.productId);
  await seedCampaigns(history, [...new Set(lines.map((l) => l.productId))]);
  const placedCount = await seedOrders(history, buyers, lines, delivery);
  await seedRequests(history, lines, buyers[0]!.addressId);
  await seedRfqs(history, lines, buyers[0]!.addressId);
  await seedConversations(history, buyers, lines);
  await seedFinancing(history);
  await seedPayouts(history);
  await seedSavedSearchAndLikes(history);

  // What the site shows of the campaigns now: the first has ended, the second runs.
  await services.campaigns.tick();

  // Notifications older than a week have been read.
  const people = sql.join(
    [seller, ...buyers.map((b) => b.member)].map((m) => sql`${m.userId}::uuid`),
    sql`, `,
  );
  await db.execute(sql`update notifications set read_at = created_at + interval '2 hours'
    where read_at is null and created_at < now() - interval '7 days' and user_id in (${people})`);
  // The emails the services queued are about made-up history: none is sent. Nor do the requests
  // count against the demo buyer's hourly limit.
  await db.execute(sql`delete from outbox where created_at >= ${start}::timestamptz`);
  await db.execute(
    sql`delete from rate_limits where (key like 'requests:user:%' or key like 'rfq:user:%') and key in (${sql.join(
      buyers.flatMap((b) => [sql`${`requests:user:${b.member.userId}`}`, sql`${`rfq:user:${b.member.userId}`}`]),
      sql`, `,
    )})`,
  );

  await seedProductViews(history);
  return { orders: placedCount };
}
