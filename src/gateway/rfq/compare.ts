/**
 * The buyer's comparison of a request's offers: one column per storefront, one cell per line, the
 * commercial terms, the best price per line marked, each column's totals with VAT and delivery as
 * the order would carry them (commerce's priceOrder, the one computation checkout uses), and a score
 * by the buyer's weights. Prices, totals and scores are hidden while a sealed request is open.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { marketToday } from '../../contracts/requests.ts';
import type { Comparison, CompareWeights } from '../../contracts/rfq.ts';
import { formatMoney } from '../../contracts/money.ts';
import { dayName } from '../../contracts/requests.ts';
import { priceOrder, sellerTerms } from '../commerce/index.ts';
import type { Db } from '../db/client.ts';
import { packages, products, suppliers } from '../db/schema/catalog.ts';
import { companies } from '../db/schema/companies.ts';
import { rfqRecipients } from '../db/schema/rfq.ts';
import { wallets } from '../db/schema/wallet.ts';
import type { Caller } from '../platform/parties/parties.ts';
import type { RfqDeps } from './rfqs.ts';
import { lineView, linesOf, offersOf, pricesHidden, type RfqRow, visibleRfq } from './rfq-views.ts';

/** The storefronts' verification tiers: their company wallet's (0 to 2), at least 1 for a storefront the platform marked verified. */
async function tiersOf(handle: Db, supplierIds: number[]): Promise<Map<number, number>> {
  if (!supplierIds.length) return new Map();
  const rows = await handle
    .select({ id: suppliers.id, verified: suppliers.verified, tier: wallets.tier })
    .from(suppliers)
    .leftJoin(companies, eq(companies.supplierId, suppliers.id))
    .leftJoin(wallets, eq(wallets.companyId, companies.id))
    .where(inArray(suppliers.id, supplierIds));
  const tiers = new Map<number, number>();
  for (const r of rows) tiers.set(r.id, Math.max(tiers.get(r.id) ?? 0, r.tier ?? 0, r.verified ? 1 : 0));
  return tiers;
}

/** The VAT and delivery of an offer's lines as one order, priced as placeOrders prices it. */
export async function priceOffer(
  handle: Db,
  deps: Pick<RfqDeps, 'tax'>,
  at: Date,
  supplierId: number,
  lines: { packageId: number; packages: number; unitPriceMinor: number }[],
  delivery: { feeMinor: number; label: string },
) {
  const [terms, treatments] = await Promise.all([
    sellerTerms(handle, [supplierId], { country: 'ng', state: '' }, { tax: deps.tax, at }),
    handle
      .select({ id: packages.id, vatTreatment: products.vatTreatment, unit: packages.unit, size: packages.size })
      .from(packages)
      .innerJoin(products, eq(products.id, packages.productId))
      .where(inArray(packages.id, lines.length ? lines.map((l) => l.packageId) : [0])),
  ]);
  return priceOrder(
    lines.map((l) => {
      const t = treatments.find((x) => x.id === l.packageId)!;
      return { unit: t.unit, size: t.size, vatTreatment: t.vatTreatment, quantity: l.packages, unitPriceMinor: l.unitPriceMinor };
    }),
    terms.get(supplierId)!,
    { feeMinor: delivery.feeMinor, snapshot: { optionId: null, kind: 'quote', label: delivery.label } },
  );
}

/** The delivery line an offer's order carries: its own, or none (0) when the prices cover delivery. */
export const offerDelivery = (offer: { deliveryMinor: number | null; deliveryLabel: string | null; incoterm: string }, place: string) => ({
  feeMinor: offer.deliveryMinor ?? 0,
  label: offer.deliveryLabel ?? `Included in the prices (${offer.incoterm} ${place})`,
});

export function createRfqCompare(db: Db, deps: RfqDeps) {
  async function compare(caller: Caller, id: string, weights: CompareWeights): Promise<Comparison> {
    const { row, viewer } = await visibleRfq(db, caller, 'buyer', id);
    const now = deps.clock();
    const hidden = pricesHidden(row, viewer, now);
    const today = marketToday(now);
    const [lines, recipients, offers] = await Promise.all([
      linesOf(db, row.id),
      db
        .select({ r: rfqRecipients, supplier: { id: suppliers.id, name: suppliers.name, slug: suppliers.slug } })
        .from(rfqRecipients)
        .innerJoin(suppliers, eq(suppliers.id, rfqRecipients.supplierId))
        .where(and(eq(rfqRecipients.rfqId, row.id)))
        .orderBy(suppliers.name),
      // Prices read in full for the figures; hidden below while sealed.
      offersOf(db, row.id, { currentOnly: true, hidePrices: false, today }),
    ]);
    const tiers = await tiersOf(
      db,
      recipients.map((r) => r.supplier.id),
    );
    const columns: Comparison['columns'] = [];
    for (const { r, supplier } of recipients) {
      const offer = offers.find((o) => o.supplier.id === supplier.id) ?? null;
      const priced = offer
        ? await priceOffer(
            db,
            deps,
            now,
            supplier.id,
            offer.lines.map((l) => ({ packageId: l.packageId, packages: l.packages, unitPriceMinor: l.unitPriceMinor! })),
            offerDelivery(offer, row.deliveryPlace),
          )
        : null;
      const cells = lines.map((line) => {
        const index = offer?.lines.findIndex((l) => l.lineId === line.id) ?? -1;
        if (!offer || index < 0) return null;
        const l = offer.lines[index]!;
        return {
          packageLabel: l.packageLabel,
          packages: l.packages,
          unitPriceMinor: l.unitPriceMinor,
          lineTotalMinor: l.lineTotalMinor,
          vatMinor: priced!.lines[index]!.vatMinor,
          leadTimeDays: l.leadTimeDays,
          moq: l.moq,
          best: false,
        };
      });
      columns.push({
        supplier: { ...supplier, verificationTier: tiers.get(supplier.id) ?? 0 },
        status: r.status,
        offerId: offer?.id ?? null,
        declineReason: r.declineReason,
        cells,
        paymentTerms: offer?.paymentTerms ?? [],
        incoterm: offer?.incoterm ?? null,
        validUntil: offer?.validUntil ?? null,
        expired: offer?.expired ?? false,
        leadTimeDays: offer?.lines.length ? Math.max(...offer.lines.map((l) => l.leadTimeDays)) : null,
        deliveryLabel: offer ? offerDelivery(offer, row.deliveryPlace).label : null,
        documents: offer?.documents ?? [],
        totals: priced
          ? {
              subtotalMinor: priced.subtotalMinor,
              goodsVatMinor: priced.goodsVatMinor,
              deliveryMinor: priced.deliveryMinor,
              deliveryVatMinor: priced.deliveryVatMinor,
              totalMinor: priced.totalMinor,
            }
          : null,
        score: null as number | null,
      });
    }
    // The best price per line: the lowest line total among the offers answering it.
    lines.forEach((_, i) => {
      const offered = columns.flatMap((c) => (c.cells[i] ? [c.cells[i]!] : []));
      const lowest = Math.min(...offered.map((c) => c.lineTotalMinor!));
      for (const cell of offered) cell.best = cell.lineTotalMinor === lowest;
    });
    score(columns, lines.length, row.paymentTerms, weights);
    if (hidden)
      for (const c of columns) {
        c.totals = null;
        c.score = null;
        for (const cell of c.cells)
          if (cell) Object.assign(cell, { unitPriceMinor: null, lineTotalMinor: null, vatMinor: null, best: false });
      }
    return {
      rfq: { id: row.id, title: row.title, status: row.status, sealed: row.sealed, currency: row.currency },
      lines: lines.map(lineView),
      weights,
      pricesHidden: hidden,
      columns,
    };
  }

  return {
    compare,
    /** The comparison as a table for a CSV file: a row per line and per term, a column per storefront. */
    async table(caller: Caller, id: string, weights: CompareWeights): Promise<{ name: string; header: string[]; rows: string[][] }> {
      const c = await compare(caller, id, weights);
      const money = (v: number | null | undefined) => (v == null ? '' : formatMoney(v, c.rfq.currency));
      const rows: string[][] = c.lines.map((line, i) => [
        `${line.position}. ${line.name} (${line.quantity} ${line.unit})`,
        ...c.columns.map((col) => {
          const cell = col.cells[i];
          if (!cell) return '';
          return `${cell.packages} × ${cell.packageLabel} @ ${money(cell.unitPriceMinor) || 'sealed'}${cell.best ? ' (best)' : ''}`;
        }),
      ]);
      const term = (name: string, value: (col: Comparison['columns'][number]) => string) => rows.push([name, ...c.columns.map(value)]);
      term('Status', (col) => col.status + (col.declineReason ? `: ${col.declineReason}` : ''));
      term('Payment terms', (col) => col.paymentTerms.join(' '));
      term('Lead time (days)', (col) => (col.leadTimeDays === null ? '' : String(col.leadTimeDays)));
      term('Incoterm', (col) => col.incoterm ?? '');
      term('Valid until', (col) => (col.validUntil ? `${dayName(col.validUntil)}${col.expired ? ' (expired)' : ''}` : ''));
      term('Delivery', (col) => col.deliveryLabel ?? '');
      term('Documents', (col) => col.documents.map((d) => `${d.kind}: ${d.name}`).join('; '));
      term('Verification tier', (col) => String(col.supplier.verificationTier));
      term('Subtotal', (col) => money(col.totals?.subtotalMinor));
      term('VAT on goods', (col) => money(col.totals?.goodsVatMinor));
      term('Delivery fee', (col) => money(col.totals?.deliveryMinor));
      term('VAT on delivery', (col) => money(col.totals?.deliveryVatMinor));
      term('Total', (col) => money(col.totals?.totalMinor));
      term('Score', (col) => (col.score === null ? '' : String(col.score)));
      return {
        name: `rfq-${c.rfq.id.slice(0, 8)}-comparison.csv`,
        header: ['', ...c.columns.map((col) => col.supplier.name)],
        rows,
      };
    },
  };
}

/**
 * Each column's score, 0 to 100: price (per line, the best line total over this one's; 0 for a line
 * not answered), lead time (the quickest over this one's, counting days from one), payment terms
 * (the share of the buyer's wanted ways this offer accepts) and verification tier (of 2), weighted.
 */
function score(
  columns: {
    cells: ({ lineTotalMinor: number | null } | null)[];
    leadTimeDays: number | null;
    paymentTerms: string[];
    supplier: { verificationTier: number };
    score: number | null;
    offerId: string | null;
  }[],
  lineCount: number,
  wanted: RfqRow['paymentTerms'],
  w: CompareWeights,
) {
  const total = w.price + w.leadTime + w.paymentTerms + w.verification;
  const offered = columns.filter((c) => c.offerId);
  if (!total || !offered.length) return;
  const best = Array.from({ length: lineCount }, (_, i) =>
    Math.min(...offered.flatMap((c) => (c.cells[i] ? [c.cells[i]!.lineTotalMinor!] : []))),
  );
  const quickest = Math.min(...offered.map((c) => c.leadTimeDays ?? Number.POSITIVE_INFINITY));
  for (const c of offered) {
    const price = c.cells.reduce((sum, cell, i) => sum + (cell ? best[i]! / cell.lineTotalMinor! : 0), 0) / lineCount;
    const lead = (quickest + 1) / ((c.leadTimeDays ?? quickest) + 1);
    const terms = wanted.length ? c.paymentTerms.filter((t) => wanted.includes(t)).length / wanted.length : 1;
    const tier = c.supplier.verificationTier / 2;
    c.score = Math.round(((w.price * price + w.leadTime * lead + w.paymentTerms * terms + w.verification * tier) / total) * 1000) / 10;
  }
}
