/**
 * Dangerous goods in transport, as the UN Model Regulations classify them: classes and divisions,
 * packing groups, a product's or package's classification (or "not dangerous for transport"),
 * the reference list's suggestion, what operators and search see. The gateway also checks a UN
 * number against its reference list (src/gateway/dangerous-goods/data/); these schemas check what
 * can be checked without it (docs/decisions/038-dangerous-goods.md).
 */
import { z } from 'zod';
import { isValidCasNumber } from './cas.ts';
import { optional } from './paging.ts';
import { HAZARD_CLASSES, HAZARD_CLASS_NAMES, type HazardClass } from './hazard-classes.ts';
import { PHYSICAL_FORMS } from './physical-forms.ts';

export { HAZARD_CLASSES, HAZARD_CLASS_NAMES, type HazardClass };

/** The class a division belongs to ('5.1' → '5'): labels and search group by it. */
export const classNumberOf = (hazardClass: HazardClass): string => hazardClass.split('.')[0]!;

/** Model Regulations 2.0.1.3: no packing groups in classes 1, 2 and 7, nor in divisions 5.2 and 6.2. */
export const WITHOUT_PACKING_GROUP: ReadonlySet<HazardClass> = new Set<HazardClass>([
  '1.1',
  '1.2',
  '1.3',
  '1.4',
  '1.5',
  '1.6',
  '2.1',
  '2.2',
  '2.3',
  '5.2',
  '6.2',
  '7',
]);

export const PACKING_GROUPS = ['I', 'II', 'III'] as const;
export type PackingGroup = (typeof PACKING_GROUPS)[number];

/** How a package travels: fully regulated, or under the limited (chapter 3.4) or excepted (3.5) quantity provisions. */
export const QUANTITY_PROVISIONS = ['full', 'limited', 'excepted'] as const;
export type QuantityProvision = (typeof QUANTITY_PROVISIONS)[number];
export const QUANTITY_PROVISION_NAMES: Record<QuantityProvision, string> = {
  full: 'Fully regulated',
  limited: 'Limited quantity',
  excepted: 'Excepted quantity',
};

const UN_NUMBER = /^UN\d{4}$/;

/** "1823", "un1823" or "UN 1823" → "UN1823"; anything else is refused. */
export const unNumberField = z
  .string({ error: 'must be a UN number such as UN1823' })
  .trim()
  .toUpperCase()
  .transform((v) => (/^\d{4}$/.test(v) ? `UN${v}` : v.replace(/^UN\s+/, 'UN')))
  .refine((v) => UN_NUMBER.test(v), { error: 'must be a UN number such as UN1823: UN and four digits' })
  .meta({ pattern: '^\\s*([Uu][Nn]\\s*)?[0-9]{4}\\s*$' });

const hazardClassField = z.enum(HAZARD_CLASSES, {
  error: `is not a class or division of the UN Model Regulations (one of ${HAZARD_CLASSES.join(', ')})`,
});

/**
 * A product's or package's transport classification, as the seller sends it: dangerous goods with
 * their entry, or `dangerous: false` ("not dangerous for transport"). Where it differs from the
 * reference list's entry, `reason` says why (for instance the supplier's SDS, section 14); the
 * operators see it.
 */
export const transportInput = z
  .object({
    dangerous: z.boolean({ error: 'must be true (dangerous goods) or false (not dangerous for transport)' }),
    unNumber: optional(unNumberField),
    properShippingName: optional(
      z.string().trim().min(2, { error: 'must be at least 2 characters' }).max(250, { error: 'must be at most 250 characters' }),
    ),
    hazardClass: optional(hazardClassField),
    subsidiaryRisks: optional(
      z.array(hazardClassField, { error: 'must be a list' }).max(3, { error: 'may hold at most 3 classes' }).meta({ uniqueItems: true }),
    ),
    packingGroup: optional(z.enum(PACKING_GROUPS, { error: 'must be I, II or III' })),
    quantity: optional(z.enum(QUANTITY_PROVISIONS, { error: `must be one of ${QUANTITY_PROVISIONS.join(', ')}` })),
    marinePollutant: optional(z.boolean({ error: 'must be true or false' })),
    reason: optional(z.string().trim().max(1000, { error: 'must be at most 1000 characters' })),
  })
  .superRefine((t, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!t.dangerous) {
      for (const field of ['unNumber', 'properShippingName', 'hazardClass', 'packingGroup'] as const) {
        if (t[field] !== undefined) issue(field, 'is for dangerous goods: leave it out for a product not dangerous for transport');
      }
      if (t.subsidiaryRisks?.length)
        issue('subsidiaryRisks', 'is for dangerous goods: leave it out for a product not dangerous for transport');
      if (t.marinePollutant) issue('marinePollutant', 'is for dangerous goods: a marine pollutant is dangerous for transport');
      if (t.quantity !== undefined && t.quantity !== 'full') issue('quantity', 'is for dangerous goods');
      return;
    }
    if (t.unNumber === undefined) issue('unNumber', 'is required for dangerous goods');
    if (t.properShippingName === undefined) issue('properShippingName', 'is required for dangerous goods');
    if (t.hazardClass === undefined) issue('hazardClass', 'is required for dangerous goods');
    (t.subsidiaryRisks ?? []).forEach((risk, i) => {
      if (risk === t.hazardClass) issue(`subsidiaryRisks.${i}`, 'is the primary class: a subsidiary risk is another class');
      else if (t.subsidiaryRisks!.indexOf(risk) !== i) issue(`subsidiaryRisks.${i}`, 'appears twice');
    });
    if (t.packingGroup !== undefined && t.hazardClass !== undefined && WITHOUT_PACKING_GROUP.has(t.hazardClass)) {
      issue('packingGroup', `must be left out: class ${t.hazardClass} has no packing groups (Model Regulations 2.0.1.3)`);
    }
  })
  .transform((t) => ({
    dangerous: t.dangerous,
    unNumber: t.unNumber ?? null,
    properShippingName: t.properShippingName ?? null,
    hazardClass: t.hazardClass ?? null,
    subsidiaryRisks: t.subsidiaryRisks ?? [],
    packingGroup: t.packingGroup ?? null,
    quantity: t.quantity ?? 'full',
    marinePollutant: t.marinePollutant ?? false,
    reason: t.reason || null,
  }));
export type TransportInputBody = z.input<typeof transportInput>;
export type TransportInput = z.output<typeof transportInput>;

/** A classification as read: `dangerous: false` is "not dangerous for transport", with the other fields empty. */
export const transportClassification = z.object({
  dangerous: z.boolean(),
  unNumber: z.string().nullable(),
  properShippingName: z.string().nullable(),
  hazardClass: z.enum(HAZARD_CLASSES).nullable(),
  subsidiaryRisks: z.array(z.enum(HAZARD_CLASSES)),
  packingGroup: z.enum(PACKING_GROUPS).nullable(),
  quantity: z.enum(QUANTITY_PROVISIONS),
  marinePollutant: z.boolean(),
});
export type TransportClassification = z.infer<typeof transportClassification>;

export const NOT_DANGEROUS: TransportClassification = {
  dangerous: false,
  unNumber: null,
  properShippingName: null,
  hazardClass: null,
  subsidiaryRisks: [],
  packingGroup: null,
  quantity: 'full',
  marinePollutant: false,
};

/** What the seller reads: the classification, where it differs from the reference list, and the reason given. */
export const sellerTransport = transportClassification.extend({
  differences: z.array(z.string()),
  reason: z.string().nullable(),
});
export type SellerTransport = z.infer<typeof sellerTransport>;

/** What a seller is told about a product that needs their attention (spec beyond §7: safety data sheets). */
export const productWarning = z.object({
  code: z.enum(['sds-missing', 'sds-outdated', 'transport-not-stated']),
  message: z.string(),
});
export type ProductWarning = z.infer<typeof productWarning>;

/** A safety data sheet is due for review after five years (the marketplace's rule, README "Dangerous goods"). */
export const SDS_REVIEW_YEARS = 5;

// ---- The reference list

/**
 * The concentration a grade names, in percent ("Technical 68%" → 68, "Battery grade 33-37%" → 37);
 * null when it names none. The suggestion takes it where the entry depends on it.
 */
export function gradePercent(grade: string): number | null {
  const match = /(\d+(?:\.\d+)?)\s*%/.exec(grade);
  return match ? Number(match[1]) : null;
}

/** GET /v1/dangerous-goods/suggestion: the list's classification of a CAS number in a product form. */
export const transportSuggestionQuery = z.object({
  CasNumber: z
    .string({ error: 'is required' })
    .trim()
    .regex(/^\d{2,7}-\d{2}-\d$/, { error: 'must look like 7732-18-5' })
    .refine(isValidCasNumber, { error: 'has a wrong check digit' }),
  PhysicalForm: optional(z.enum(PHYSICAL_FORMS, { error: `must be one of ${PHYSICAL_FORMS.join(', ')}` })),
  /** Percent by mass, where the entry depends on it (nitric acid, hydrogen peroxide, acetic acid…). */
  Concentration: optional(
    z.preprocess(
      (v) => (typeof v === 'string' && /^\d{1,3}(\.\d{1,3})?$/.test(v.trim()) ? Number(v) : v),
      z.number({ error: 'must be a percentage from 0 to 100' }).min(0).max(100, { error: 'must be a percentage from 0 to 100' }),
    ),
  ),
});

/** One way the list classifies a substance, and when it applies ("solid", "more than 70% nitric acid"). */
export const transportOption = transportClassification.extend({ when: z.string() });

export const transportSuggestion = z.object({
  casNumber: z.string(),
  /** The substance as the marketplace's index of the list names it. */
  substance: z.string(),
  /**
   * The classification for the form and concentration asked for; when the query left out what it
   * depends on, the one of the substance's usual trade form (see `note`).
   */
  suggested: transportClassification,
  note: z.string().nullable(),
  /** Every classification the list gives the substance, with when each applies. */
  options: z.array(transportOption),
  /** The list the classification comes from, with its edition. */
  source: z.string(),
});
export type TransportSuggestion = z.infer<typeof transportSuggestion>;

export const unEntriesQuery = z.object({ UnNumber: unNumberField });

/** An entry of the Dangerous Goods List: one UN number may have several (nitric acid by concentration). */
export const unEntry = z.object({
  unNumber: z.string(),
  /** The proper shipping name (the upper-case part of the entry), with its alternatives. */
  properShippingNames: z.array(z.string()),
  /** The rest of the entry's description, in lower case in the list ("with more than 70% nitric acid"). */
  qualifier: z.string().nullable(),
  hazardClass: z.enum(HAZARD_CLASSES),
  subsidiaryRisks: z.array(z.enum(HAZARD_CLASSES)),
  packingGroups: z.array(z.enum(PACKING_GROUPS)),
  /** A generic or N.O.S. entry: its shipping name takes the technical name in brackets. */
  technicalNameRequired: z.boolean(),
});
export type UnEntry = z.infer<typeof unEntry>;

export const unEntries = z.object({ entries: z.array(unEntry), source: z.string() });

// ---- What operators see

/** A classification that differs from the reference list, with the seller's reason. */
export const transportDeviationItem = z.object({
  productId: z.number().int(),
  productName: z.string(),
  casNumber: z.string().nullable(),
  status: z.string(),
  supplier: z.object({ id: z.number().int(), name: z.string() }),
  /** Null for the product's own classification; a package's when it differs from the product. */
  packageId: z.number().int().nullable(),
  packageLabel: z.string().nullable(),
  classification: transportClassification,
  differences: z.array(z.string()),
  reason: z.string(),
  updatedAt: z.string(),
});
export type TransportDeviationItem = z.infer<typeof transportDeviationItem>;

// ---- Search

/**
 * The search's transport filter: a class ('3', '5' for 5.1 and 5.2) or a division ('5.1'),
 * matched on the product's class or one of its subsidiary risks, or 'none' for products declared
 * not dangerous for transport.
 */
export const HAZARD_CLASS_FILTERS = ['none', '1', '2', '4', '5', '6', ...HAZARD_CLASSES] as const;
export type HazardClassFilter = (typeof HAZARD_CLASS_FILTERS)[number];

/** The classes (and their names) as the search's transport filter lists them. */
const CLASS_GROUP_NAMES: Record<string, string> = {
  '1': 'Explosives',
  '2': 'Gases',
  '4': 'Flammable solids, self-heating, dangerous when wet',
  '5': 'Oxidizers and organic peroxides',
  '6': 'Toxic and infectious substances',
};

/** The transport filter's choices, in order: not dangerous, then each class with its divisions under it (class 1 whole). */
export function hazardFilterChoices(): { value: HazardClassFilter; label: string; depth: number }[] {
  const choices: { value: HazardClassFilter; label: string; depth: number }[] = [
    { value: 'none', label: 'Not dangerous for transport', depth: 0 },
  ];
  for (const group of ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const) {
    const divisions = HAZARD_CLASSES.filter((c) => classNumberOf(c) === group && c !== group);
    if (!divisions.length) {
      choices.push({ value: group as HazardClassFilter, label: `Class ${group}: ${HAZARD_CLASS_NAMES[group as HazardClass]}`, depth: 0 });
      continue;
    }
    choices.push({ value: group as HazardClassFilter, label: `Class ${group}: ${CLASS_GROUP_NAMES[group]}`, depth: 0 });
    if (group !== '1') for (const d of divisions) choices.push({ value: d, label: `${d} ${HAZARD_CLASS_NAMES[d]}`, depth: 1 });
  }
  return choices;
}

/** The classes and divisions a filter value stands for (empty for 'none'). */
export function classesOfFilter(filter: HazardClassFilter): HazardClass[] {
  if (filter === 'none') return [];
  return HAZARD_CLASSES.filter((c) => c === filter || classNumberOf(c) === filter);
}

// ---- Restricted entries (who may buy what)

/**
 * A configured list of restricted entries, as the configuration writes it: UN numbers and CAS
 * numbers separated by commas or spaces ("UN1090, 7722-64-7"). Throws with what is wrong.
 */
export function parseRestrictedEntries(text: string): { unNumbers: string[]; casNumbers: string[] } {
  const unNumbers: string[] = [];
  const casNumbers: string[] = [];
  const wrong: string[] = [];
  for (const item of text.split(/[\s,;]+/).filter(Boolean)) {
    const un = unNumberField.safeParse(item);
    if (un.success) unNumbers.push(un.data);
    else if (isValidCasNumber(item)) casNumbers.push(item);
    else wrong.push(item);
  }
  if (wrong.length) throw new Error(`not a UN number (UN1234) nor a CAS number with a right check digit: ${wrong.join(', ')}`);
  return { unNumbers: [...new Set(unNumbers)], casNumbers: [...new Set(casNumbers)] };
}

// ---- Delivery: what goods carry, what an option refuses or charges for

/** The labels goods carry: their class and subsidiary risks (none for goods not dangerous or not stated). */
export const labelsOf = (c: Pick<TransportClassification, 'dangerous' | 'hazardClass' | 'subsidiaryRisks'> | null): HazardClass[] =>
  c?.dangerous && c.hazardClass ? [c.hazardClass, ...c.subsidiaryRisks] : [];

/**
 * What a delivery option refuses or charges extra for: a class ('1' every explosive, '5' oxidizers
 * and organic peroxides, '3') or a division ('2.3'), as the search's filter names them.
 */
export const DELIVERY_CLASSES = HAZARD_CLASS_FILTERS.filter((c) => c !== 'none') as Exclude<HazardClassFilter, 'none'>[];
export type DeliveryClass = (typeof DELIVERY_CLASSES)[number];

/** Whether goods with these labels fall under a delivery class ('5' covers 5.1 and 5.2). */
export const carriesClass = (labels: readonly HazardClass[], choice: DeliveryClass) =>
  classesOfFilter(choice).some((c) => labels.includes(c));

/** The words for a delivery class: "class 3 (flammable liquid)", "class 5 (oxidizers and organic peroxides)". */
export function deliveryClassName(choice: DeliveryClass): string {
  const name = (HAZARD_CLASS_NAMES as Record<string, string>)[choice] ?? CLASS_GROUP_NAMES[choice]!;
  return `class ${choice} (${name.toLowerCase()})`;
}
