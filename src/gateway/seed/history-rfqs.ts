/**
 * The demo buyer's requests for quotation, through the services the API uses: one still open, sent
 * to the demo seller and two other storefronts, with two offers in (one revised) and one declined;
 * and one closed and awarded line by line, its two orders placed at the offered prices. The two other
 * storefronts get a seller each (a company registered as registration registers one, then linked
 * to the storefront as the demo seller's is, onboarded; no password until they set one by email).
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { minPackages } from '../../contracts/commerce.ts';
import type { RfqInput } from '../../contracts/rfq.ts';
import { users } from '../db/schema/accounts.ts';
import { packages, products } from '../db/schema/catalog.ts';
import { companies } from '../db/schema/companies.ts';
import { conversationThreads } from '../db/schema/conversations.ts';
import type { Member } from '../platform/auth/members.ts';
import { dayOffset } from './history-clock.ts';
import type { DemoHistory } from './history-context.ts';
import type { SellableLine } from './history-orders.ts';

const DAY = 86_400_000;

export const DEMO_RFQ_SELLERS = [
  { email: 'sales@deltaresins.example.com', fullName: 'Emeka Obi', company: 'Delta Resins Trading' },
  { email: 'sales@sahelpigments.example.com', fullName: 'Amina Yusuf', company: 'Sahel Pigments' },
] as const;

/** Two other storefronts with two NGN packages each in stock, and a seller for each. */
async function otherStorefronts(history: DemoHistory): Promise<{ member: Member; supplierId: number; packs: number[] }[]> {
  const { db, services, supplierId, memberOf } = history;
  const rows = await db
    .select({ id: packages.id, supplierId: products.supplierId })
    .from(packages)
    .innerJoin(products, eq(products.id, packages.productId))
    .where(and(eq(products.status, 'published'), ne(products.supplierId, supplierId), eq(packages.currency, 'NGN')))
    .orderBy(asc(products.supplierId), asc(packages.id));
  const bySupplier = new Map<number, number[]>();
  for (const r of rows) bySupplier.set(r.supplierId, [...(bySupplier.get(r.supplierId) ?? []), r.id]);
  const picked = [...bySupplier].filter(([, ids]) => ids.length >= 2).slice(0, DEMO_RFQ_SELLERS.length);
  const shops = [];
  for (const [i, [id, ids]] of picked.entries()) {
    const person = DEMO_RFQ_SELLERS[i]!;
    if (!(await memberOf(person.email)))
      await db.transaction((tx) =>
        services.accounts.createUser(tx, {
          email: person.email,
          fullName: person.fullName,
          passwordHash: null,
          accountType: 'company',
          businessUserType: 'seller',
          companyName: person.company,
          verified: true,
        }),
      );
    const member = (await memberOf(person.email))!;
    await db.update(companies).set({ supplierId: id }).where(eq(companies.id, member.companyId!));
    // Their company and storefront are set up: they sign in (once they set a password) to the dashboard, not to onboarding.
    await db
      .update(users)
      .set({ onboardedAt: sql`coalesce(${users.onboardedAt}, now())` })
      .where(eq(users.id, member.userId));
    await db.update(packages).set({ stock: 5_000 }).where(eq(packages.id, ids[0]!));
    await db.update(packages).set({ stock: 5_000 }).where(eq(packages.id, ids[1]!));
    shops.push({ member, supplierId: id, packs: ids.slice(0, 2) });
  }
  return shops;
}

export async function seedRfqs(history: DemoHistory, lines: SellableLine[], deliverTo: string): Promise<void> {
  const { services, clock, buyer, seller, supplierId } = history;
  const others = await otherStorefronts(history);
  const own = lines.filter((l, i, all) => all.findIndex((o) => o.productId === l.productId) === i);
  if (others.length < 2 || own.length < 2) return;
  const [delta, sahel] = others as [(typeof others)[number], (typeof others)[number]];
  const request = (daysAgo: number, closesInDays: number, title: string): RfqInput => ({
    title,
    lines: [
      { productId: own[0]!.productId, name: '', grade: '', purity: '', quantity: '1000', unit: 'kg', packaging: '25 kg bags' },
      {
        name: 'Iron oxide red 130',
        casNumber: '1309-37-1',
        grade: 'Pigment',
        purity: '96%',
        quantity: '400',
        unit: 'kg',
        packaging: 'Bags on pallets',
      },
    ],
    deliveryPlace: 'Ikeja factory, Lagos',
    neededBy: dayOffset(-daysAgo + 21),
    incoterm: 'DAP',
    paymentTerms: ['bank-transfer', 'card'],
    closesAt: new Date(Date.now() - daysAgo * DAY + closesInDays * DAY).toISOString(),
    sealed: false,
    note: 'Monthly volume for the paint line; certificates of analysis with each offer, please.',
    fileIds: [],
    supplierIds: [supplierId, delta.supplierId, sahel.supplierId],
    openTo: undefined,
  });
  const price = (line: SellableLine, share: number) => Math.round(Number(line.priceMinor) * share);
  // Each offered package at least its minimum order, as the offer service requires.
  const offeredIds = [own[0]!.packageId, own[1]!.packageId, ...delta.packs, ...sahel.packs];
  const minimum = new Map(
    (
      await history.db
        .select({ id: packages.id, size: packages.size, unit: packages.unit, moq: products.moq, moqUnit: products.moqUnit })
        .from(packages)
        .innerJoin(products, eq(products.id, packages.productId))
        .where(inArray(packages.id, offeredIds))
    ).map((p) => [p.id, minPackages({ moq: Number(p.moq), moqUnit: p.moqUnit }, { size: Number(p.size), unit: p.unit })]),
  );
  const offerOf = (packs: number[], prices: number[], validDays: number, lead: number) => ({
    lines: packs.map((packageId, i) => ({
      lineId: '',
      packageId,
      packages: Math.max(10 + i * 6, minimum.get(packageId) ?? 1),
      unitPriceMinor: prices[i]!,
      moq: '5 packages',
      packaging: '',
      leadTimeDays: lead + i * 2,
      note: '',
    })),
    incoterm: 'DAP' as const,
    paymentTerms: ['bank-transfer'] as ('bank-transfer' | 'card')[],
    validUntil: dayOffset(validDays),
    deliveryMinor: 2_500_000,
    deliveryLabel: 'Truck to Ikeja',
    note: '',
    documents: [],
  });
  const answer = async (daysAgo: number, who: Member, rfqId: string, offer: ReturnType<typeof offerOf>) => {
    const rfq = await services.rfqs.get(who, 'seller', rfqId);
    offer.lines.forEach((l, i) => {
      l.lineId = rfq.lines[i]!.id;
    });
    return clock.on(daysAgo, 11, () => services.rfqOffers.offer(who, rfqId, offer));
  };
  const ownPacks = [own[0]!.packageId, own[1]!.packageId];

  // Closed and awarded line by line: the catalog product to the demo seller, the iron oxide to Sahel Pigments.
  const closed = await clock.on(20, 9, () => services.rfqs.create(buyer, request(20, 5, 'Pigments and extenders, last month')));
  await answer(19, seller, closed.id, offerOf(ownPacks, [price(own[0]!, 0.93), price(own[1]!, 1.1)], 30, 5));
  await answer(18, delta.member, closed.id, offerOf(delta.packs, [price(own[0]!, 0.99), 1_650_000], 30, 9));
  await answer(17, sahel.member, closed.id, offerOf(sahel.packs, [price(own[0]!, 1.05), 1_420_000], 30, 7));
  await clock.on(14, 0, () => services.rfqs.closeDue());
  const awarded = await clock.on(13, 10, () =>
    services.rfqAward.award(buyer, closed.id, {
      lines: [
        { lineId: closed.lines[0]!.id, supplierId },
        { lineId: closed.lines[1]!.id, supplierId: sahel.supplierId },
      ],
      shippingAddressId: deliverTo,
      paymentMethod: 'bank-transfer',
    }),
  );
  // The demo seller accepts its order; the buyer pays it by bank transfer in its own time.
  const ours = awarded.rfq.awards.find((a) => a.supplierId === supplierId)?.orderId;
  if (ours) await clock.on(12, 9, () => services.orders.accept(seller, ours));

  // Open: the demo seller and Delta Resins have offered (Delta revised its price), Sahel Pigments declined.
  const open = await clock.on(3, 9, () => services.rfqs.create(buyer, request(3, 9, 'Pigments for the Q3 paint line')));
  await answer(2, seller, open.id, offerOf(ownPacks, [price(own[0]!, 0.95), price(own[1]!, 1.08)], 20, 4));
  await answer(2, delta.member, open.id, offerOf(delta.packs, [price(own[0]!, 0.97), 1_700_000], 20, 8));
  await answer(1, delta.member, open.id, offerOf(delta.packs, [price(own[0]!, 0.94), 1_640_000], 20, 8));
  await clock.on(1, 15, () => services.rfqOffers.decline(sahel.member, open.id, 'Our iron oxide stock is committed until next quarter.'));

  // The requests' conversations carry the platform's notes of each step: made-up history, never emailed about.
  await history.db
    .update(conversationThreads)
    .set({ buyerRemindedSeq: sql`${conversationThreads.lastSeq}`, sellerRemindedSeq: sql`${conversationThreads.lastSeq}` })
    .where(eq(conversationThreads.subjectKind, 'rfq'));
}
