/**
 * The demo's trade terms, set through the services a company uses: the demo seller is registered
 * for VAT with its TIN and gives a 24-hour emergency telephone for its dangerous goods, the buying
 * companies have their TINs on file (the demo buyer registered for VAT too), one of the seller's
 * products the history sells is zero-rated, and every storefront delivers: pickup at its
 * warehouse, a zone for Lagos with a surcharge for flammable liquids and corrosives
 * (docs/decisions/040-dangerous-goods-in-orders.md), one for Kano and the North-West priced per
 * tonne, and freight quoted on request. Answers the option an order to a state is placed with.
 */
import { asc } from 'drizzle-orm';
import { type DeliveryOptionBody, deliveryOptionBody } from '../../contracts/delivery.ts';
import { NIGERIA_REGIONS, stateOf } from '../../contracts/states.ts';
import { suppliers } from '../db/schema/catalog.ts';
import { DEMO_OTHER_BUYERS } from './history-accounts.ts';
import type { DemoHistory } from './history-context.ts';
import { DEMO_BUSINESSES } from './demo-identities.ts';

/** The day the demo seller's VAT registration took effect: before the history begins. */
const VAT_REGISTERED_FROM = '2019-07-01';

/** The demo seller's 24-hour emergency telephone, printed on its transport documents (a made-up number). */
export const DEMO_EMERGENCY_PHONE = '+234 809 000 0024';

/** A storefront's four options, with its own warehouse city. */
const optionsOf = (city: string): DeliveryOptionBody[] => [
  {
    kind: 'pickup',
    label: `Pickup at our ${city} warehouse`,
    address: `Warehouse 3, Industrial Layout, ${city}`,
    leadTimeDays: 1,
    position: 0,
  },
  {
    kind: 'zone',
    label: 'Delivery in Lagos',
    states: ['Lagos'],
    feePerOrderMinor: 15_000_00,
    feePerTonneMinor: 4_000_00,
    classSurcharges: [
      { class: '3', amountMinor: 7_500_00 },
      { class: '8', amountMinor: 5_000_00 },
    ],
    leadTimeDays: 2,
    position: 1,
  },
  {
    kind: 'zone',
    label: 'Delivery to Kano and the North-West',
    states: [...NIGERIA_REGIONS['North-West']!],
    feePerOrderMinor: 45_000_00,
    feePerTonneMinor: 28_000_00,
    leadTimeDays: 6,
    position: 2,
  },
  { kind: 'quoted', label: 'Freight quoted on request (anywhere else, or by the truckload)', leadTimeDays: null, position: 3 },
];

export interface DemoDelivery {
  /** The option an order of the demo seller's to `state` is placed with: the zone that reaches it, or pickup now and then. */
  optionFor(state: string, pickup: boolean): string | undefined;
}

export async function seedTradeTerms(history: DemoHistory, zeroRatedProductId: number | undefined): Promise<DemoDelivery> {
  const { db, services, seller, memberOf, supplierId } = history;
  const tinOf = (email: string) => DEMO_BUSINESSES.find((b) => b.email === email)?.tin ?? null;
  await services.taxProfiles.set(seller.companyId!, {
    tin: tinOf('seller@example.com'),
    vatRegistered: true,
    vatRegisteredFrom: VAT_REGISTERED_FROM,
    country: 'NG',
  });
  const company = await services.company.get(seller.companyId!);
  await services.company.updateSettings(seller.companyId!, { name: company.name, emergencyPhone: DEMO_EMERGENCY_PHONE });
  await services.taxProfiles.set(history.buyer.companyId!, {
    tin: tinOf('buyer@example.com'),
    vatRegistered: true,
    vatRegisteredFrom: '2015-01-01',
    country: 'NG',
  });
  for (const other of DEMO_OTHER_BUYERS) {
    const member = await memberOf(other.email);
    const tin = tinOf(other.email);
    if (member?.companyId && tin)
      await services.taxProfiles.set(member.companyId, { tin, vatRegistered: false, vatRegisteredFrom: null, country: 'NG' });
  }
  if (zeroRatedProductId !== undefined)
    await services.sellerProducts.update(seller.companyId!, { id: zeroRatedProductId, vatTreatment: 'zero-rated' });

  const storefronts = await db.select({ id: suppliers.id, city: suppliers.city }).from(suppliers).orderBy(asc(suppliers.id));
  for (const storefront of storefronts)
    for (const option of optionsOf(storefront.city || 'Lagos'))
      await services.deliveryOptions.add(storefront.id, deliveryOptionBody.parse(option));

  const own = await services.deliveryOptions.list(supplierId);
  const pickup = own.find((o) => o.kind === 'pickup')?.id;
  return {
    optionFor(state, preferPickup) {
      const named = stateOf('NG', state);
      const zone = own.find((o) => o.kind === 'zone' && named !== null && o.states.includes(named));
      return preferPickup || !zone ? pickup : zone.id;
    },
  };
}
