/**
 * A storefront's delivery options and their prices (docs/decisions/034-vat-delivery-and-commission.md):
 * pickup at a named warehouse (free), delivery to a zone of states priced per order plus per tonne
 * and per package, or freight quoted on request. The gateway prices them; a price a client sends
 * is never read.
 */
import { z } from 'zod';
import { DELIVERY_CLASSES, classesOfFilter, type DeliveryClass } from './dangerous-goods.ts';
import { CART_LINE_LIMIT, QUANTITY_MAX } from './order-limits.ts';
import { optional, wholeNumber } from './paging.ts';
import { STATES, stateOf } from './states.ts';
import { optionalText, requiredText, twoLetterCountry } from './text-fields.ts';

export const deliveryOptionKinds = ['pickup', 'zone', 'quoted'] as const;
export type DeliveryOptionKindName = (typeof deliveryOptionKinds)[number];

/** The most any one fee of an option may be: ₦10 million, in kobo. A larger figure is a typing mistake. */
export const DELIVERY_FEE_CAP_MINOR = 1_000_000_000;
/** At most this many options per storefront. */
export const DELIVERY_OPTIONS_LIMIT = 30;
/** At most this many working days of lead time. */
export const DELIVERY_LEAD_TIME_MAX = 120;

/** Every state of every country with zones, for the schema's list; stateOf checks it against the option's country. */
const allStates = [...new Set(Object.values(STATES).flat())] as [string, ...string[]];

const fee = wholeNumber(0, DELIVERY_FEE_CAP_MINOR);

const deliveryClass = z.enum(DELIVERY_CLASSES, {
  error: `is not a class or division of the UN Model Regulations (one of ${DELIVERY_CLASSES.join(', ')})`,
});
/** At most this many classes refused, or surcharged, by one option. */
export const DELIVERY_CLASSES_MAX = 20;

/** POST /v1/storefront/delivery-options: one option of the caller's storefront. */
export const deliveryOptionFields = z.object({
  kind: z.enum(deliveryOptionKinds, { error: `must be one of ${deliveryOptionKinds.join(', ')}` }),
  /** What the buyer sees: "Pickup at Apapa warehouse", "Delivery to the North-West". */
  label: requiredText(120),
  /** Pickup: the warehouse's address (required). */
  address: optionalText(300),
  country: twoLetterCountry.default('NG'),
  /** Zone: the states it delivers to, as the country's list names them (at least one). */
  states: z
    .array(z.enum(allStates, { error: 'is not a state we know' }), { error: 'must be a list' })
    .max(60, { error: 'may hold at most 60 states' })
    .default([]),
  /** Zone: kobo per order, per tonne of goods and per package (each 0 to ₦10 million). */
  feePerOrderMinor: fee.default(0),
  feePerTonneMinor: fee.default(0),
  feePerPackageMinor: fee.default(0),
  /** Working days from dispatch, shown to the buyer. */
  leadTimeDays: optional(wholeNumber(0, DELIVERY_LEAD_TIME_MAX).nullable()).default(null),
  /**
   * Zone or quoted freight: dangerous goods it does not carry, by class ('1': every explosive) or
   * division ('2.3'), on their class or a subsidiary risk. A delivery holding them is not offered
   * the option; pickup stays.
   */
  refusedClasses: z
    .array(deliveryClass, { error: 'must be a list' })
    .max(DELIVERY_CLASSES_MAX, { error: `may hold at most ${DELIVERY_CLASSES_MAX} classes` })
    .meta({ uniqueItems: true })
    .default([]),
  /** Zone: kobo added to the fee once for each of these classes a delivery's goods carry (class or subsidiary risk), VAT as the fee. */
  classSurcharges: z
    .array(z.object({ class: deliveryClass, amountMinor: fee }), { error: 'must be a list' })
    .max(DELIVERY_CLASSES_MAX, { error: `may hold at most ${DELIVERY_CLASSES_MAX} classes` })
    .default([]),
  active: z.boolean().default(true),
  /** Order in the lists: lower first. */
  position: wholeNumber(0, 999).default(0),
});

/** The rules between fields: a pickup has an address and no fee; a zone names its states; quoted freight has no fee. */
function checkOption(body: z.output<typeof deliveryOptionFields>, ctx: z.RefinementCtx) {
  const fees = body.feePerOrderMinor + body.feePerTonneMinor + body.feePerPackageMinor;
  if (body.kind === 'pickup' && !body.address)
    ctx.addIssue({ code: 'custom', path: ['address'], message: 'is required for a pickup: where the buyer collects' });
  if (body.kind !== 'zone' && fees > 0)
    ctx.addIssue({
      code: 'custom',
      path: ['feePerOrderMinor'],
      message: body.kind === 'pickup' ? 'must be 0: pickup is free' : 'must be 0: quoted freight is priced by the seller later',
    });
  if (body.kind !== 'zone' && body.states.length)
    ctx.addIssue({ code: 'custom', path: ['states'], message: 'are for delivery zones only' });
  checkClasses(body, ctx);
  if (body.kind === 'zone') {
    if (!STATES[body.country]) ctx.addIssue({ code: 'custom', path: ['country'], message: 'has no delivery zones yet: only NG does' });
    else if (!body.states.length) ctx.addIssue({ code: 'custom', path: ['states'], message: 'must name at least one state' });
    body.states.forEach((state, index) => {
      if (STATES[body.country] && stateOf(body.country, state) === null)
        ctx.addIssue({ code: 'custom', path: ['states', index], message: `is not a state of ${body.country}` });
    });
  }
}

/** Two delivery classes that overlap: the same, or a class and one of its divisions ('5' and '5.1'). */
const overlap = (a: DeliveryClass, b: DeliveryClass) => classesOfFilter(a).some((c) => classesOfFilter(b).includes(c));

/** Refused classes and surcharges: none on a pickup (the buyer collects), surcharges on zones only, each class once. */
function checkClasses(body: z.output<typeof deliveryOptionFields>, ctx: z.RefinementCtx) {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  if (body.kind === 'pickup' && body.refusedClasses.length)
    issue(['refusedClasses'], 'must be empty for a pickup: the buyer collects the goods');
  if (body.kind !== 'zone' && body.classSurcharges.length) issue(['classSurcharges'], 'are for delivery zones only');
  body.refusedClasses.forEach((c, i) => {
    const before = body.refusedClasses.slice(0, i).find((other) => overlap(other, c));
    if (before) issue(['refusedClasses', i], before === c ? 'appears twice' : `overlaps ${before}, named before it`);
  });
  body.classSurcharges.forEach((s, i) => {
    const before = body.classSurcharges.slice(0, i).find((other) => overlap(other.class, s.class));
    if (before)
      issue(['classSurcharges', i, 'class'], before.class === s.class ? 'appears twice' : `overlaps ${before.class}, named before it`);
    const refused = body.refusedClasses.find((r) => overlap(r, s.class));
    if (refused) issue(['classSurcharges', i, 'class'], `is refused by this option (${refused}): a surcharge would never apply`);
  });
}

export const deliveryOptionBody = deliveryOptionFields.superRefine(checkOption);
export type DeliveryOptionBody = z.input<typeof deliveryOptionBody>;
export const updateDeliveryOptionBody = deliveryOptionFields.extend({ id: z.string().max(100) }).superRefine(checkOption);
export const deliveryOptionIdParams = z.object({ id: z.string().max(100) });

export const deliveryOption = z.object({
  id: z.string(),
  kind: z.enum(deliveryOptionKinds),
  label: z.string(),
  address: z.string().nullable(),
  country: z.string(),
  states: z.array(z.string()),
  feePerOrderMinor: z.number().int(),
  feePerTonneMinor: z.number().int(),
  feePerPackageMinor: z.number().int(),
  leadTimeDays: z.number().int().nullable(),
  refusedClasses: z.array(z.enum(DELIVERY_CLASSES)),
  classSurcharges: z.array(z.object({ class: z.enum(DELIVERY_CLASSES), amountMinor: z.number().int() })),
  active: z.boolean(),
  position: z.number().int(),
  updatedAt: z.string(),
});
export type DeliveryOption = z.infer<typeof deliveryOption>;

/** An option with what it costs for given lines, as the gateway prices it. */
export const pricedDeliveryOption = deliveryOption
  .pick({ id: true, kind: true, label: true, address: true, country: true, states: true, leadTimeDays: true })
  .extend({
    /** The fee before VAT, in kobo (0 for pickup and quoted freight), surcharges included. */
    feeMinor: z.number().int(),
    /** Of the fee, the surcharges for the classes the goods carry. */
    surcharges: z.array(z.object({ class: z.enum(DELIVERY_CLASSES), amountMinor: z.number().int() })),
    /** VAT on the fee (the seller's standard rate when it charges VAT). */
    vatRateBps: z.number().int(),
    vatMinor: z.number().int(),
    totalMinor: z.number().int(),
    /** The weight it was priced on, in kilograms (litres count at the product's density, 1 kg/L when unknown). */
    weightKg: z.number(),
    /** Quoted freight: the seller prices it after the order and invoices it apart. */
    note: z.string().nullable(),
  });
export type PricedDeliveryOption = z.infer<typeof pricedDeliveryOption>;

/** POST /v1/delivery-options/price (public): a storefront's options for a place, priced for some of its packages. */
export const deliveryPriceBody = z.object({
  supplierId: wholeNumber(1),
  country: twoLetterCountry.default('NG'),
  /** The state as an address names it; '' when unknown (then only pickup and quoted freight apply). */
  state: optionalText(100),
  items: z
    .array(z.object({ packageId: wholeNumber(1), quantity: wholeNumber(1, QUANTITY_MAX) }))
    .max(CART_LINE_LIMIT)
    .default([]),
});

/**
 * One delivery of a checkout: which option of which storefront, and, to split a storefront's
 * packages into several deliveries (goods that may not travel together), which of its packages go
 * in this one. Without `packageIds`, one delivery takes all of the storefront's packages; with
 * them, each of its packages is in exactly one of its deliveries. Without `optionId`, the
 * storefront's first pickup (docs/decisions/040-dangerous-goods-in-orders.md).
 */
export const deliveryChoice = z.object({
  supplierId: wholeNumber(1),
  optionId: optional(z.string().max(100)),
  packageIds: optional(
    z
      .array(wholeNumber(1), { error: 'must be a list' })
      .min(1, { error: 'must name at least one package' })
      .max(CART_LINE_LIMIT, { error: `may hold at most ${CART_LINE_LIMIT} packages` })
      .meta({ uniqueItems: true }),
  ),
});
export type DeliveryChoice = z.infer<typeof deliveryChoice>;
export const deliveryChoices = z.array(deliveryChoice).max(CART_LINE_LIMIT, { error: `may hold at most ${CART_LINE_LIMIT} choices` });

/** A delivery as the gateway answers it (a suggested split): what a client sends back as `delivery`. */
export const deliveryChoiceView = z.object({
  supplierId: z.number().int(),
  optionId: z.string().optional(),
  packageIds: z.array(z.number().int()).optional(),
});
