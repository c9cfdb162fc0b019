/**
 * Ninety days of demo history for the demo accounts (seeded with them, never in production data):
 * orders in every status between the demo seller and three buying companies, quotes, samples and
 * document requests, the notifications those create, product views for the storefront's charts, a
 * saved search, a liked product, supplier and producer, and both demo companies' wallets: card top-ups,
 * orders paid from the buyer's wallet and held until delivery, and the seller's proceeds less commission.
 *
 * Everything goes through the services the API uses, so stock is decremented by the orders, totals
 * are priced by the gateway, transitions are the legal ones and the notifications are the services'
 * own. The services stamp rows with the database's clock, so after each step a seed-only rewind
 * (rewindSince) moves what that step wrote back to the step's day in the past; product views are
 * per-day counters, inserted for the past days directly. Deterministic: the same catalog gives the
 * same history (createRandom), only its ids and the exact seconds differ.
 */
import { withBackdating } from '../ledger/ledger.ts';
import type { PinKeys } from '../platform/auth/pin-keys.ts';
import type { Secrets } from '../platform/auth/secrets.ts';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AUTO_DELIVER_DAYS, minPackages } from '../../contracts/commerce.ts';
import { MARKET_TIME_ZONE, marketToday } from '../../contracts/requests.ts';
import type { Db } from '../db/client.ts';
import { companyMembers } from '../db/schema/companies.ts';
import { users } from '../db/schema/accounts.ts';
import { payments } from '../db/schema/payments.ts';
import { packages, producers, products, suppliers } from '../db/schema/catalog.ts';
import { createServices } from '../registry.ts';
import type { Member } from '../platform/auth/members.ts';
import { createRandom } from './random.ts';
import { DEMO_BUSINESSES, DEMO_PEOPLE, DEMO_SELLER_BANK_ACCOUNT, demoBankDirectory, demoIdentityProvider } from './demo-identities.ts';
import { DEMO_OPERATOR } from './demo-accounts.ts';
import { files } from '../db/schema/platform.ts';
import type { FileStorage } from '../platform/files/file-storage.ts';
import { v7 as uuidv7 } from 'uuid';
import { rowsOf } from '../db/rows.ts';

/** The other buying companies, so the seller's list of buyers is not one name. */
export const DEMO_OTHER_BUYERS = [
  {
    email: 'procurement@harbourcoatings.example.com',
    fullName: 'Tunde Bakare',
    company: 'Harbour Coatings Ltd',
    city: 'Apapa',
    state: 'Lagos',
  },
  {
    email: 'buying@savannahsoap.example.com',
    fullName: 'Fatima Bello',
    company: 'Savannah Soap & Detergents',
    city: 'Kano',
    state: 'Kano',
  },
] as const;

export const DEMO_SAVED_SEARCH = { name: 'Glycerine offers', query: 'q=glycerine' };

/** The demo companies' wallet PIN (README, "Demo accounts"). */
export const DEMO_WALLET_PIN = '482916';

/**
 * The time the services see during a step: the step's day and hour, so the ledger's transfers
 * (which take their time from the services' clock, never changed afterwards) land on that day too.
 */
let stepTime: Date | null = null;

const DAYS = 90;

const silentLog = (() => {
  const log: Record<string, unknown> = {};
  for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']) log[level] = () => {};
  log.child = () => log;
  log.level = 'silent';
  return log as unknown as FastifyBaseLogger;
})();

/**
 * The timestamp columns the history's services write, per table. A rewind moves every value
 * written since a mark by the same interval, so a step's rows land on the step's day.
 */
const STAMPED: Record<string, string[]> = {
  checkouts: ['created_at'],
  orders: ['placed_at', 'accepted_at', 'paid_at', 'shipped_at', 'delivered_at', 'cancelled_at', 'updated_at'],
  order_events: ['created_at'],
  quotes: ['answered_at', 'created_at', 'updated_at'],
  sample_requests: ['created_at', 'updated_at'],
  document_requests: ['created_at', 'updated_at'],
  notifications: ['created_at', 'read_at'],
  saved_searches: ['created_at', 'updated_at'],
  product_likes: ['created_at'],
  supplier_likes: ['created_at'],
  producer_likes: ['created_at'],
  shipping_addresses: ['created_at', 'updated_at'],
  users: ['created_at', 'updated_at', 'email_verified_at', 'onboarded_at'],
  wallets: ['created_at'],
  product_requests: ['created_at'],
  beneficiaries: ['created_at', 'cooling_off_until'],
  payouts: ['created_at', 'updated_at', 'completed_at'],
  payments: ['created_at', 'updated_at', 'paid_at'],
  companies: ['created_at', 'updated_at'],
  company_members: ['created_at'],
};

/** The database's clock now, as a mark for rewindSince. */
async function mark(db: Db): Promise<string> {
  return rowsOf<{ t: string }>(await db.execute(sql`select clock_timestamp()::text as t`))[0]!.t;
}

/** Seed only: moves every timestamp written since `since` back so that `since` becomes `daysAgo` days before today at `hour` (market time). */
async function rewindSince(db: Db, since: string, daysAgo: number, hour: number, minute = 0): Promise<void> {
  const target = sql`(((${marketToday()}::date - ${daysAgo}::int)::timestamp at time zone ${MARKET_TIME_ZONE}) + make_interval(hours => ${hour}, mins => ${minute}))`;
  const shift = sql`(${since}::timestamptz - ${target})`;
  // One statement (an update per table, as data-modifying CTEs): a round trip per step, not per table.
  const updates = Object.entries(STAMPED).map(([table, columns], i) => {
    const sets = columns.map(
      (c) =>
        sql`${sql.identifier(c)} = case when ${sql.identifier(c)} >= ${since}::timestamptz then ${sql.identifier(c)} - ${shift} else ${sql.identifier(c)} end`,
    );
    const where = columns.map((c) => sql`${sql.identifier(c)} >= ${since}::timestamptz`);
    return sql`${sql.identifier(`t${i}`)} as (update ${sql.identifier(table)} set ${sql.join(sets, sql`, `)} where ${sql.join(where, sql` or `)} returning 1)`;
  });
  await db.execute(sql`with ${sql.join(updates, sql`, `)} select 1`);
}

/** Runs a step and moves what it wrote to its day. */
async function on<T>(db: Db, daysAgo: number, hour: number, step: () => Promise<T>, minute = 0): Promise<T> {
  const since = await mark(db);
  // Market time is West Africa Time, UTC+1 all year.
  const day = new Date(`${marketToday()}T00:00:00Z`);
  stepTime = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() - daysAgo, hour - 1, minute));
  try {
    const result = await withBackdating(step);
    await rewindSince(db, since, daysAgo, hour, minute);
    return result;
  } finally {
    stepTime = null;
  }
}

const dayOffset = (days: number) => {
  const date = new Date(`${marketToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

type Fate =
  | 'placed'
  | 'accepted'
  | 'accepted-paid'
  | 'shipped'
  | 'delivered'
  | 'cancelled-by-buyer'
  | 'cancelled-by-seller'
  | 'cancelled-paid';

/** Days from placing to shipping in the history (the `step(3, ship)` below). */
const SHIPPED_AFTER = 3;

/**
 * Older orders have mostly run their course; recent ones are still moving. None is left shipped
 * for longer than AUTO_DELIVER_DAYS: the gateway's job would deliver it at its next run, and the
 * demo would change under a newcomer's eyes.
 */
function fateOf(daysAgo: number, roll: number): Fate {
  if (daysAgo <= 3) return roll < 0.5 ? 'placed' : roll < 0.8 ? 'accepted' : 'accepted-paid';
  if (daysAgo <= 10)
    return roll < 0.15
      ? 'placed'
      : roll < 0.35
        ? 'accepted'
        : roll < 0.55
          ? 'accepted-paid'
          : roll < 0.85
            ? 'shipped'
            : 'cancelled-by-buyer';
  return roll < 0.72
    ? 'delivered'
    : roll < 0.8
      ? daysAgo - SHIPPED_AFTER < AUTO_DELIVER_DAYS
        ? 'shipped'
        : 'delivered'
      : roll < 0.88
        ? 'cancelled-by-seller'
        : roll < 0.94
          ? 'cancelled-paid'
          : 'cancelled-by-buyer';
}

/**
 * Seeds the history once: does nothing when the demo buyer already has orders. Expects the demo
 * accounts (seedDemoAccounts) and a catalog.
 */
/** What the demo history needs of the gateway's secrets (loadSecrets), so its identities and PINs work there. */
export const demoSecrets = (secrets: Secrets) => ({ secret: secrets.jwtSecret, pinKeys: secrets.pinKeys });

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
  },
): Promise<{ orders: number }> {
  const random = createRandom(options.seed ?? 20_260_901);
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
    clock: () => stepTime ?? new Date(),
    identity: demoIdentityProvider(() => sellerName),
    transfers: demoBankDirectory(() => sellerName),
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

  // The buyers: the demo buyer, and two more companies created as registration creates them.
  const buyers: { member: Member; addressId: string; weight: number }[] = [];
  await on(db, DAYS + 2, 10, async () => {
    for (const other of DEMO_OTHER_BUYERS) {
      if (await memberOf(other.email)) continue;
      await db.transaction(async (tx) => {
        await services.accounts.createUser(tx, {
          email: other.email,
          fullName: other.fullName,
          passwordHash: null,
          accountType: 'company',
          businessUserType: 'buyer',
          companyName: other.company,
          verified: true,
        });
      });
    }
  });
  const places = [
    {
      member: buyer,
      label: 'Ikeja factory',
      name: 'Adaeze Okafor',
      line1: '14 Industrial Avenue',
      city: 'Ikeja',
      state: 'Lagos',
      weight: 5,
    },
    ...(await Promise.all(
      DEMO_OTHER_BUYERS.map(async (o, i) => ({
        member: (await memberOf(o.email))!,
        label: 'Warehouse',
        name: o.fullName,
        line1: `${12 + i * 7} Wharf Road`,
        city: o.city,
        state: o.state,
        weight: 2,
      })),
    )),
  ];
  await on(db, DAYS + 1, 11, async () => {
    for (const p of places) {
      const address = await services.shippingAddresses.add(p.member, {
        label: p.label,
        recipientName: p.name,
        phone: '+234 803 555 0101',
        line1: p.line1,
        line2: '',
        city: p.city,
        state: p.state,
        country: 'NG',
        postalCode: '',
        isDefault: true,
      });
      buyers.push({ member: p.member, addressId: address.id, weight: p.weight });
    }
  });
  // Both demo companies open their wallets; the buyer's is funded by card now and then.
  const topUp = async (member: Member, amount: number) => {
    const wallet = (await services.wallets.find(member))!;
    const { reference } = await services.payments.createTopUp(wallet.id, amount);
    // The provider's success, applied as the webhook applies it: payment and credit together.
    await db.transaction(async (tx) => {
      const [paid] = await tx
        .update(payments)
        .set({ status: 'succeeded', paidAt: stepTime ?? new Date(), providerPayload: { channel: 'card', demo: true } })
        .where(eq(payments.reference, reference))
        .returning();
      await services.topUps.credit(tx, paid!);
    });
  };
  // Verification: each person by BVN, then the company by its CAC registration and two documents.
  const [operator] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_OPERATOR.email));
  sellerName = rowsOf<{ name: string }>(await db.execute(sql`select name from companies where id = ${seller.companyId}`))[0]?.name ?? '';
  const demoDocument = async (companyId: string, name: string) => {
    const id = uuidv7();
    const bytes = Buffer.from(
      `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
    );
    await options.storage?.put(id, bytes);
    await db.insert(files).values({
      id,
      companyId,
      kind: 'document',
      contentType: 'application/pdf',
      size: bytes.length,
      originalName: name,
      createdAt: stepTime ?? new Date(),
    });
    return id;
  };
  const verify = async (member: Member, email: string, approve: boolean) => {
    const person = DEMO_PEOPLE.find((p) => p.email === email)!;
    const business = DEMO_BUSINESSES.find((b) => b.email === email)!;
    await services.verification.submitPerson(member, { idType: 'bvn', idNumber: person.bvn, dateOfBirth: person.dateOfBirth });
    const { business: submitted } = await services.verification.submitBusiness(member, {
      companyType: business.companyType,
      registrationNumber: business.registrationNumber,
      tin: business.tin,
      registeredAddress: business.address ?? '',
      incorporationFileId: await demoDocument(member.companyId!, 'certificate-of-incorporation.pdf'),
      proofOfAddressFileId: await demoDocument(member.companyId!, 'proof-of-address.pdf'),
    });
    if (approve && operator && submitted) await services.operations.decideVerification(operator.id, submitted.id, { approve: true });
  };
  await on(db, DAYS, 9, async () => {
    for (const member of [buyer, seller]) {
      await services.wallets.open(member);
      await services.wallets.setPin(member, DEMO_WALLET_PIN);
    }
    await verify(buyer, 'buyer@example.com', true);
    await verify(seller, 'seller@example.com', true);
    await topUp(buyer, 40_000_000_00);
  });
  // A third company's verification waits in the operations console, and a buyer's request for a product not listed.
  await on(db, 1, 15, async () => {
    const harbour = await memberOf(DEMO_OTHER_BUYERS[0].email);
    if (!harbour) return;
    await services.wallets.open(harbour);
    await services.wallets.setPin(harbour, DEMO_WALLET_PIN);
    await verify(harbour, DEMO_OTHER_BUYERS[0].email, false);
    await services.productRequests.create(harbour.userId, {
      productName: 'Zinc phosphate anticorrosive pigment',
      casNumber: '7779-90-0',
      quantity: '5 tonnes a month',
      deliveryCountry: 'NG',
      details: 'For primers. Looking for a supplier in Lagos with monthly deliveries and a TDS.',
    });
  });
  const topUpDays = new Map([
    [60, 25_000_000_00],
    [32, 30_000_000_00],
    [9, 15_000_000_00],
  ]);

  const pickBuyer = () => {
    let roll = random.int(
      1,
      buyers.reduce((s, b) => s + b.weight, 0),
    );
    for (const b of buyers) {
      roll -= b.weight;
      if (roll <= 0) return b;
    }
    return buyers[0]!;
  };

  // Packages to sell: the demo seller's, with plenty of stock so the stock left still looks full,
  // skipping the storefront's first products, which the browser tests buy from.
  const offered = await db
    .select({
      productId: products.id,
      moq: products.moq,
      moqUnit: products.moqUnit,
      packageId: packages.id,
      size: packages.size,
      unit: packages.unit,
      stock: packages.stock,
      priceMinor: packages.priceMinor,
      currency: packages.currency,
    })
    .from(packages)
    .innerJoin(products, eq(products.id, packages.productId))
    .where(and(eq(products.supplierId, supplierId), eq(products.status, 'published'), eq(packages.currency, 'NGN')))
    .orderBy(asc(products.id), asc(packages.id));
  const sellable = offered
    .map((o) => ({ ...o, min: minPackages({ moq: Number(o.moq), moqUnit: o.moqUnit }, { size: Number(o.size), unit: o.unit }) }))
    .filter((o) => Number(o.priceMinor) > 0 && o.stock >= o.min * 6 + 10);
  const productIds = [...new Set(offered.map((o) => o.productId))];
  const spared = new Set(productIds.slice(0, 12));
  const pool = sellable.filter((o) => !spared.has(o.productId));
  const lines = pool.length >= 8 ? pool : sellable;
  if (!lines.length) return { orders: 0 };
  const left = new Map(lines.map((l) => [l.packageId, l.stock]));

  // The seller's campaigns: one that ran for two weeks a month ago, one running now. Orders placed
  // while one ran got its price, as any purchase does.
  const onSale = [...new Set(lines.map((l) => l.productId))];
  const campaignOn = (daysAgo: number, name: string, ids: number[], lastsDays: number, extra: Record<string, unknown>) =>
    on(db, daysAgo, 8, () =>
      services.campaigns.create(seller, {
        name,
        productIds: ids,
        discountKind: 'percent',
        discountValue: 1000,
        startsAt: stepTime!.toISOString(),
        endsAt: new Date(stepTime!.getTime() + lastsDays * 86_400_000).toISOString(),
        ...extra,
      }),
    );
  if (onSale.length >= 4) {
    await campaignOn(40, 'Rainy-season restock', onSale.slice(0, 3), 14, {});
    await campaignOn(6, 'Year-end deal for soap makers', onSale.slice(1, 3), 20, {
      discountValue: 800,
      budgetMinor: 5_000_000_00,
      perBuyerCap: 200,
    });
  }

  // Orders: about one every two days, older ones delivered or cancelled, recent ones still moving.
  const orderDays: number[] = [];
  for (let day = DAYS - 2; day >= 1; day--) if (random.chance(day <= 12 ? 0.6 : 0.32)) orderDays.push(day);
  const fates = new Set<Fate>();
  let placedCount = 0;
  for (const [index, day] of orderDays.entries()) {
    let fate = fateOf(day, random.next());
    // Make sure every status shows up at least once among the recent orders.
    if (index === orderDays.length - 1 && !fates.has('placed')) fate = 'placed';
    const who = pickBuyer();
    let line = random.pick(lines);
    for (let tries = 0; (left.get(line.packageId) ?? 0) < line.min * 6 + 10 && tries < lines.length; tries++)
      line = lines[(lines.indexOf(line) + 1) % lines.length]!;
    const quantity = line.min * random.int(1, 2);
    const hour = random.int(8, 16);
    const funding = [...topUpDays].find(([d]) => d >= day && d < day + 3);
    if (funding) {
      topUpDays.delete(funding[0]);
      await on(db, day, Math.max(hour - 1, 7), () => topUp(buyer, funding[1]));
    }
    // Every other order of the demo buyer is paid from the wallet, while it can afford it.
    const byWallet =
      who.member === buyer &&
      random.chance(0.6) &&
      (await services.wallets.details(buyer)).balances.available >= Number(line.priceMinor) * quantity;
    const [orderId] = await on(
      db,
      day,
      hour,
      () =>
        services.checkout
          .confirm(
            who.member,
            `demo-history-${index}`,
            {
              items: [{ packageId: line.packageId, quantity }],
              shippingAddressId: who.addressId,
              ...(byWallet
                ? { paymentMethod: 'wallet' as const, walletPin: DEMO_WALLET_PIN }
                : { paymentMethod: 'bank-transfer' as const }),
            },
            null,
          )
          .then((r) => r.orders.map((o) => o.id)),
      random.int(0, 59),
    );
    placedCount++;
    left.set(line.packageId, (left.get(line.packageId) ?? 0) - quantity);
    fates.add(fate);
    // A step `after` days later; one that would fall today or later happens later on yesterday instead.
    const step = (after: number, run: () => Promise<unknown>) =>
      day - after >= 1
        ? on(db, day - after, Math.min(hour + 1 + after, 18), run, random.int(0, 59))
        : on(db, 1, Math.min(Math.max(hour, 8) + 2 + after, 23), run, random.int(0, 59));
    if (fate === 'cancelled-by-buyer') {
      await step(0, () => services.orders.cancelByBuyer(who.member, orderId!, 'Ordered the wrong grade; placing a new order.'));
      continue;
    }
    if (fate === 'placed') continue;
    await step(1, () => services.orders.accept(seller, orderId!));
    if (fate === 'cancelled-by-seller') {
      await step(2, () => services.orders.cancelBySeller(seller, orderId!, 'This batch failed our quality check; we will not ship it.'));
      continue;
    }
    if (fate === 'accepted') continue;
    if (!byWallet) await step(2, () => services.orders.confirmPayment(seller, orderId!));
    if (fate === 'cancelled-paid') {
      await step(3, () =>
        services.orders.cancelBySeller(seller, orderId!, 'The truck was not available this month; your payment will be refunded.'),
      );
      continue;
    }
    if (fate === 'accepted-paid') continue;
    await step(SHIPPED_AFTER, () => services.orders.ship(seller, orderId!, `GIG Logistics, waybill GIG-${100_000 + index * 37}`));
    if (fate === 'shipped') continue;
    await step(6, () =>
      random.chance(0.5) ? services.orders.deliveredBySeller(seller, orderId!) : services.orders.deliveredByBuyer(who.member, orderId!),
    );
  }

  // The demo buyer's requests to the demo seller.
  const requestable = lines.filter((l, i, all) => all.findIndex((o) => o.productId === l.productId) === i);
  const quoteFates = ['accepted', 'answered', 'open', 'declined', 'cancelled', 'open'] as const;
  for (const [i, fate] of quoteFates.entries()) {
    const line = requestable[(i * 3) % requestable.length]!;
    const day = [70, 9, 2, 40, 25, 1][i]!;
    const quantity = line.min * 4;
    const quote = await on(db, day, 10, () =>
      services.quotes.request(buyer, {
        productId: line.productId,
        packageId: line.packageId,
        quantity,
        targetPriceMinor: Math.round(Number(line.priceMinor) * 0.9),
        deliveryPlace: 'Ikeja, Lagos',
        incoterm: 'DAP',
        neededBy: dayOffset(21 - day),
        message: 'Regular monthly volume if the price is right.',
      }),
    );
    if (fate === 'open') continue;
    if (fate === 'cancelled') {
      await on(db, day - 1, 9, () => services.quotes.cancel(buyer, quote.id));
      continue;
    }
    if (fate === 'declined') {
      await on(db, day - 1, 15, () => services.quotes.decline(seller, quote.id, 'We cannot go below the list price for this volume.'));
      continue;
    }
    await on(db, day - 1, 14, () =>
      services.quotes.answer(seller, quote.id, {
        unitPriceMinor: Math.round(Number(line.priceMinor) * 0.95),
        validUntil: dayOffset(fate === 'accepted' ? 0 : 14),
        note: 'Price includes delivery to Lagos.',
      }),
    );
    if (fate === 'accepted') {
      // Accepted the same day it was answered, while still valid: the quote becomes an order at the quoted price.
      const { orderId } = await on(db, day - 1, 16, () =>
        services.quotes.accept(buyer, quote.id, { shippingAddressId: buyers[0]!.addressId, paymentMethod: 'bank-transfer' }),
      );
      // That order has run its course since.
      await on(db, day - 2, 10, () => services.orders.accept(seller, orderId));
      await on(db, day - 4, 11, () => services.orders.confirmPayment(seller, orderId));
      await on(db, day - 5, 9, () => services.orders.ship(seller, orderId, 'Own truck, delivery note DN-5521'));
      await on(db, day - 8, 14, () => services.orders.deliveredByBuyer(buyer, orderId));
    }
  }
  const sampleFates = [
    ['shipped', 60],
    ['approved', 12],
    ['pending', 3],
    ['declined', 33],
    ['cancelled', 20],
  ] as const;
  for (const [i, [fate, day]] of sampleFates.entries()) {
    const line = requestable[(i * 5 + 1) % requestable.length]!;
    const sample = await on(db, day, 11, () =>
      services.sampleRequests.request(buyer, {
        productId: line.productId,
        quantity: '1 kg',
        purpose: 'Trial batch for our emulsion paint line.',
        deliveryAddress: '14 Industrial Avenue, Ikeja, Lagos',
      }),
    );
    if (fate === 'pending') continue;
    if (fate === 'cancelled') {
      await on(db, day - 1, 9, () => services.sampleRequests.cancel(buyer, sample.id));
      continue;
    }
    if (fate === 'declined') {
      await on(db, day - 1, 13, () =>
        services.sampleRequests.decide(seller, sample.id, 'decline', 'We do not send samples of this grade.'),
      );
      continue;
    }
    await on(db, day - 1, 13, () => services.sampleRequests.decide(seller, sample.id, 'approve', ''));
    if (fate === 'shipped')
      await on(db, day - 3, 10, () => services.sampleRequests.decide(seller, sample.id, 'ship', 'DHL, waybill 4417 2290 15'));
  }
  const documentFates = [
    ['pending', 4, 'SDS'],
    ['declined', 45, 'CoA'],
    ['cancelled', 15, 'TDS'],
    ['pending', 1, 'TDS'],
  ] as const;
  for (const [i, [fate, day, kind]] of documentFates.entries()) {
    const line = requestable[(i * 7 + 2) % requestable.length]!;
    const request = await on(db, day, 12, () =>
      services.documentRequests.request(buyer, { productId: line.productId, kind, otherKind: '', message: 'For our regulatory file.' }),
    );
    if (fate === 'declined')
      await on(db, day - 1, 10, () => services.documentRequests.decline(seller, request.id, 'We only share the CoA with a placed order.'));
    if (fate === 'cancelled') await on(db, day - 1, 10, () => services.documentRequests.cancel(buyer, request.id));
  }

  // The demo buyer's company finances an import of titanium dioxide: asked 50 days ago, offered,
  // accepted with the PIN and a one-time code, disbursed 45 days ago; the first instalment was
  // collected on its due date, the next two are to come. A procurement request waits for review.
  const [buyerEmail] = await db.select({ email: users.email }).from(users).where(eq(users.id, buyer.userId));
  if (operator) {
    const imported = await on(db, 50, 10, async () => {
      const draft = await services.financing.create(buyer, 'import');
      await services.financing.saveDraft(buyer, draft.id, {
        details: {
          supplierName: 'Qingdao Titanium Chemical Co., Ltd.',
          supplierCountry: 'CN',
          proformaNumber: 'QT-PI-2026-0418',
          proformaFileId: await demoDocument(buyer.companyId!, 'proforma-invoice-QT-PI-2026-0418.pdf'),
          formMNumber: 'MF20260418337',
          incoterm: 'CIF',
          portOfDischarge: 'Apapa, Lagos',
          goods: 'Titanium dioxide, rutile grade, 20 t in 25 kg bags (for coatings)',
          hsCode: '3206.11.00',
          currency: 'USD',
          foreignAmount: 8_000_00,
          koboPerUnit: 155_000,
          tenorDays: 90,
        },
        step: 4,
      });
      return services.financing.submit(buyer, draft.id);
    });
    await on(db, 49, 11, () => services.operations.actOnFinancing(operator.id, imported.id, { kind: 'review' }));
    await on(db, 48, 15, () =>
      services.operations.actOnFinancing(operator.id, imported.id, {
        kind: 'offer',
        offer: { amount: 12_400_000_00, tenorDays: 90, rateBps: 250, fee: 62_000_00, expiresInDays: 7, note: 'Standard import terms.' },
      }),
    );
    await on(db, 47, 9, async () => {
      const sent = await services.codes.send(buyer.userId, 'accept-financing');
      const [mail] = rowsOf<{ text: string }>(
        await db.execute(sql`select text from outbox where "to" = ${buyerEmail!.email} order by created_at desc limit 1`),
      );
      await services.codes.validate(buyer.userId, sent.otpId, /code to .* is (\d{6})/.exec(mail!.text)![1]!);
      await services.financing.accept(buyer, imported.id, { pin: DEMO_WALLET_PIN, otpId: sent.otpId });
    });
    await on(db, 45, 10, () => services.operations.actOnFinancing(operator.id, imported.id, { kind: 'disburse' }));
    // The job's run on the first due date (30 days after disbursement) collects it from the wallet.
    await on(db, 15, 12, () => services.financing.tick());
    await on(db, 3, 16, async () => {
      const draft = await services.financing.create(buyer, 'manufacturing');
      await services.financing.saveDraft(buyer, draft.id, {
        details: {
          productName: 'Exterior emulsion paint, 20 L',
          productionRun: '12,000 pails for the rainy-season order of a Lagos distributor, produced over six weeks.',
          inputs: [
            { name: 'Titanium dioxide rutile', quantity: '8 t', amount: 9_600_000_00 },
            { name: 'Acrylic binder', quantity: '14 t', amount: 8_400_000_00 },
          ],
          offtakeContracts: [{ buyerName: 'Eko Paints Distribution Ltd', value: 36_000_000_00 }],
          amount: 18_000_000_00,
          tenorDays: 120,
        },
        step: 4,
      });
      await services.financing.submit(buyer, draft.id);
    });
  }

  // The seller adds the company's bank account (PIN and a one-time code) and withdraws part of the proceeds twice.
  const [sellerEmail] = await db.select({ email: users.email }).from(users).where(eq(users.id, seller.userId));
  const beneficiary = await on(db, 40, 10, async () => {
    const sent = await services.codes.send(seller.userId, 'add-beneficiary');
    const [mail] = rowsOf<{ text: string }>(
      await db.execute(sql`select text from outbox where "to" = ${sellerEmail!.email} order by created_at desc limit 1`),
    );
    await services.codes.validate(seller.userId, sent.otpId, /code to .* is (\d{6})/.exec(mail!.text)![1]!);
    return services.payouts.addBeneficiary(seller, {
      bankCode: DEMO_SELLER_BANK_ACCOUNT.bankCode,
      accountNumber: DEMO_SELLER_BANK_ACCOUNT.accountNumber,
      pin: DEMO_WALLET_PIN,
      otpId: sent.otpId,
    });
  });
  for (const [day, share] of [
    [21, 0.4],
    [6, 0.5],
  ] as const) {
    await on(db, day, 11, async () => {
      const available = (await services.wallets.details(seller)).balances.available;
      const amount = Math.min(Math.floor((available * share) / 100_000_00) * 100_000_00, 4_000_000_00);
      if (amount < 100_000_00) return;
      const payout = await services.payouts.requestPayout(seller, { beneficiaryId: beneficiary.id, amount, pin: DEMO_WALLET_PIN });
      // As the provider's transfer.success webhook reports it.
      await services.payouts.transferEvent('transfer.success', { reference: payout.id, transfer_code: `TRF_demo${day}` });
    });
  }

  // The demo buyer's saved search and likes (a supplier other than the demo seller's, one of its
  // products and that product's producer, or another when it has none).
  await on(db, 30, 9, () => services.savedSearches.create(buyer.userId, DEMO_SAVED_SEARCH));
  // Not product 3, its supplier nor its producer: the browser tests like those (tests/e2e/likes.spec.ts).
  const [likedByTests] = await db
    .select({ supplierId: products.supplierId, producerId: products.producerId })
    .from(products)
    .where(eq(products.id, 3));
  const [otherSupplier] = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(ne(suppliers.id, supplierId), ne(suppliers.id, likedByTests?.supplierId ?? -1)))
    .orderBy(asc(suppliers.id))
    .offset(1)
    .limit(1);
  if (otherSupplier) {
    const [liked] = await db
      .select({ id: products.id, producerId: products.producerId })
      .from(products)
      .where(and(eq(products.supplierId, otherSupplier.id), eq(products.status, 'published'), ne(products.id, 3)))
      .orderBy(asc(products.id))
      .limit(1);
    // The liked product's producer first, else the first other one.
    const [likedProducer] = await db
      .select({ id: producers.id })
      .from(producers)
      .where(ne(producers.id, likedByTests?.producerId ?? -1))
      .orderBy(desc(eq(producers.id, liked?.producerId ?? -1)), asc(producers.id))
      .limit(1);
    await on(db, 28, 15, async () => {
      await services.likes.likeSupplier(buyer.userId, otherSupplier.id, true);
      if (liked) await services.likes.likeProduct(buyer.userId, liked.id, true);
      if (likedProducer) await services.likes.likeProducer(buyer.userId, likedProducer.id, true);
    });
  }

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
    sql`delete from rate_limits where key like 'requests:user:%' and key in (${sql.join(
      buyers.map((b) => sql`${`requests:user:${b.member.userId}`}`),
      sql`, `,
    )})`,
  );

  // Product views of the demo seller's products, per day, rising a little towards today.
  const viewed = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.supplierId, supplierId), eq(products.status, 'published')))
    .orderBy(asc(products.id));
  const views: { productId: number; day: string; views: number }[] = [];
  for (const product of viewed) {
    const popularity = random.int(1, 6);
    for (let day = DAYS - 1; day >= 1; day--) {
      const n = Math.max(0, Math.round(popularity * (0.4 + (DAYS - day) / DAYS) * random.next() * 2 - 1));
      if (n > 0) views.push({ productId: product.id, day: dayOffset(-day), views: n });
    }
  }
  for (let i = 0; i < views.length; i += 2000) {
    const chunk = views.slice(i, i + 2000);
    await db.execute(sql`insert into product_views (product_id, day, views) values ${sql.join(
      chunk.map((v) => sql`(${v.productId}, ${v.day}::date, ${v.views})`),
      sql`, `,
    )}
      on conflict (product_id, day) do update set views = product_views.views + excluded.views`);
  }
  return { orders: placedCount };
}
