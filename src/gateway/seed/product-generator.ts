/**
 * Generates catalog listings deterministically: each listing is a real chemical offered by one
 * supplier, in one grade, with that chemical's packaging, hazards and typical specification.
 */
import { gradePercent, type TransportClassification } from '../../contracts/dangerous-goods.ts';
import { slugify } from '../../contracts/urls.ts';
import { suggestClassification } from '../dangerous-goods/index.ts';
import type { ChemicalSpec } from './data/types.ts';
import { PACKAGING, volumeDiscount } from './packaging.ts';
import type { Random } from './random.ts';

const INCOTERMS = ['EXW', 'FCA', 'FOB', 'CFR', 'CIF', 'DAP', 'DDP'] as const;
/** Catalog dates are spread over a fixed year, not "now", so the same seed gives the same rows. */
const EPOCH = Date.UTC(2026, 0, 1);
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

export interface GeneratedPackage {
  label: string;
  unit: string;
  size: number;
  priceMinor: number;
  stock: number;
  position: number;
}
export interface GeneratedDocument {
  kind: 'TDS' | 'SDS' | 'CoA';
  title: string;
  issuedAt: Date;
}

export interface GeneratedProduct {
  row: {
    slug: string;
    name: string;
    casNumber: string;
    formula: string;
    synonyms: string[];
    synonymsText: string;
    grade: string;
    purity: string;
    physicalForm: string;
    description: string;
    marketId: number;
    producerId: number | null;
    supplierId: number;
    tags: string[];
    status: 'published' | 'draft';
    properties: Record<string, string>;
    additionalInfo: Record<string, string>;
    moq: number;
    moqUnit: string;
    leadTimeDays: number;
    originCountry: string;
    incoterms: string[];
    ghsPictograms: string[];
    signalWord: string | null;
    hStatements: string[];
    pStatements: string[];
    imageUrl: string;
    featured: boolean;
    priceFromMinor: number;
    currency: string;
    createdAt: Date;
    updatedAt: Date;
  };
  packages: GeneratedPackage[];
  documents: GeneratedDocument[];
  applicationIds: number[];
  /** The reference list's classification for the chemical in this form and grade, as a seller would take it. */
  transport: TransportClassification;
}

export interface GeneratorContext {
  random: Random;
  chemicals: readonly ChemicalSpec[];
  marketIds: Map<string, number>;
  applicationIds: Map<string, number>;
  producers: readonly { id: number; country: string }[];
  suppliers: readonly { id: number; name: string; city: string; country: string }[];
}

export function chemicalImagePath(chemical: ChemicalSpec): string {
  return `/media/chemicals/${slugify(chemical.name)}.svg`;
}

/** Rounds a kobo amount to whole naira hundreds above ₦10,000 and whole naira below, as price lists do. */
function roundPrice(kobo: number): number {
  const step = kobo >= 1_000_000 ? 10_000 : 100;
  return Math.max(step, Math.round(kobo / step) * step);
}

export function generateProduct(ctx: GeneratorContext, index: number): GeneratedProduct {
  const { random } = ctx;
  // The first pass lists every chemical once, so even a small catalog covers the whole list.
  const chemical = index < ctx.chemicals.length ? ctx.chemicals[index]! : random.pick(ctx.chemicals);
  const supplier = random.pick(ctx.suppliers);
  const producer = random.chance(0.85) ? random.pick(ctx.producers) : null;
  const grade = random.pick(chemical.grades);
  const form = random.chance(0.7) ? chemical.forms[0]! : random.pick(chemical.forms);
  const marketSlug = random.pick(chemical.markets);
  const applicationIds = random.sample(chemical.applications, random.int(1, 3)).map((slug) => ctx.applicationIds.get(slug)!);
  const priceFactor = 0.82 + random.next() * 0.4;

  const kinds = [chemical.packaging[0]!, ...random.sample(chemical.packaging.slice(1), random.int(0, 2))];
  const packages = kinds.map((kind, position) => {
    const spec = PACKAGING[kind];
    const kobo = chemical.priceNgnPerKg * 100 * spec.size * priceFactor * volumeDiscount(spec.size);
    const stock = random.chance(0.06) ? 0 : random.int(5, spec.size >= 1000 ? 60 : 800);
    return { label: spec.label, unit: spec.unit, size: spec.size, priceMinor: roundPrice(kobo), stock, position };
  });
  const smallest = packages.reduce((a, b) => (a.size <= b.size ? a : b));
  const createdAt = new Date(EPOCH + random.int(0, 300) * 86_400_000);
  const leadTimeDays = random.pick([2, 3, 5, 7, 10, 14, 21, 30]);
  const originCountry = producer?.country ?? supplier.country;

  const documents: GeneratedDocument[] = [
    { kind: 'TDS', title: `Technical data sheet: ${chemical.name}, ${grade}`, issuedAt: createdAt },
    { kind: 'SDS', title: `Safety data sheet (GHS): ${chemical.name}`, issuedAt: sdsRevisedAt(createdAt, index) },
  ];
  if (random.chance(0.5))
    documents.push({ kind: 'CoA', title: `Certificate of analysis: ${chemical.name}, recent batch`, issuedAt: createdAt });

  return {
    row: {
      slug: slugify(`${chemical.name} ${grade}`),
      name: chemical.name,
      casNumber: chemical.cas,
      formula: chemical.formula,
      synonyms: chemical.synonyms,
      synonymsText: chemical.synonyms.join('; '),
      grade,
      purity: chemical.purity,
      physicalForm: form,
      description: `${chemical.description} Offered by ${supplier.name} from ${supplier.city} in ${grade.toLowerCase()} grade, ${form}.`,
      marketId: ctx.marketIds.get(marketSlug)!,
      producerId: producer ? (producer as { id: number }).id : null,
      supplierId: supplier.id,
      tags: [...new Set([form, slugify(grade), marketSlug, ...chemical.synonyms.slice(0, 2).map(slugify)])].filter(Boolean),
      status: random.chance(0.02) ? 'draft' : 'published',
      properties: { Purity: chemical.purity, 'Physical form': form, ...chemical.properties },
      additionalInfo: {
        'Shelf life': `${random.pick([12, 18, 24, 36])} months in the original sealed packaging`,
        Storage: 'Store in a cool, dry, well-ventilated place away from incompatible materials.',
        'Country of origin': regionNames.of(originCountry) ?? originCountry,
        'Sample available': random.chance(0.7) ? 'Yes, on request' : 'No',
      },
      moq: smallest.size * random.pick([1, 2, 4, 10]),
      moqUnit: smallest.unit,
      leadTimeDays,
      originCountry,
      incoterms: random.sample(INCOTERMS, random.int(1, 3)),
      ghsPictograms: chemical.ghs,
      signalWord: chemical.signalWord,
      hStatements: chemical.hStatements,
      pStatements: chemical.pStatements,
      imageUrl: chemicalImagePath(chemical),
      featured: random.chance(0.04),
      priceFromMinor: Math.min(...packages.map((p) => p.priceMinor)),
      currency: 'NGN',
      createdAt,
      updatedAt: createdAt,
    },
    packages,
    documents,
    applicationIds,
    transport: transportOf(chemical, form, grade),
  };
}

/**
 * The safety data sheet's revision date: most within three years before the listing, one listing
 * in eleven revised six to eight years before, so its seller is warned to ask for the current
 * revision (docs/decisions/038-dangerous-goods.md). Worked out from the index, not drawn: the
 * catalog's random draws stay those of the catalog before revision dates.
 */
function sdsRevisedAt(createdAt: Date, index: number): Date {
  const days = index % 11 === 4 ? 6 * 365 + ((index * 37) % 700) : (index * 53) % (3 * 365);
  return new Date(createdAt.getTime() - days * 86_400_000);
}

/** The demo's classifications come from the reference list, by CAS number, form and grade: the suggestion sellers get. */
function transportOf(chemical: ChemicalSpec, form: string, grade: string): TransportClassification {
  const found = suggestClassification(chemical.cas, form, gradePercent(grade));
  if (!found) throw new Error(`${chemical.name} (CAS ${chemical.cas}) is not in the dangerous goods reference list`);
  return found.suggested;
}
