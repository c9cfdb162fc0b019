/**
 * The demo history's people and companies: two more buying companies, registered as registration
 * registers them, everyone's delivery address, both demo companies' wallets (PIN set, the buyer's
 * funded) and their verification, and a third company whose verification waits in the console.
 */
import type { Member } from '../platform/auth/members.ts';
import { DEMO_BUSINESSES, DEMO_PEOPLE } from './demo-identities.ts';
import { DAYS } from './history-clock.ts';
import { DEMO_WALLET_PIN, type DemoHistory, demoDocument } from './history-context.ts';
import { topUp } from './history-wallets.ts';

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

/** A buying company of the history: who orders, where it is delivered, and how often it buys (weight). */
export interface DemoBuyer {
  member: Member;
  addressId: string;
  /** The state the address is in (delivery zones are drawn by state). */
  state: string;
  weight: number;
}

/** Verification: the person by BVN, then the company by its CAC registration and two documents; the operator approves it or not. */
async function verify(history: DemoHistory, member: Member, email: string, approve: boolean) {
  const { services, operator } = history;
  const person = DEMO_PEOPLE.find((p) => p.email === email)!;
  const business = DEMO_BUSINESSES.find((b) => b.email === email)!;
  await services.verification.submitPerson(member, { idType: 'bvn', idNumber: person.bvn, dateOfBirth: person.dateOfBirth });
  const { business: submitted } = await services.verification.submitBusiness(member, {
    companyType: business.companyType,
    registrationNumber: business.registrationNumber,
    tin: business.tin,
    registeredAddress: business.address ?? '',
    incorporationFileId: await demoDocument(history, member.companyId!, 'certificate-of-incorporation.pdf'),
    proofOfAddressFileId: await demoDocument(history, member.companyId!, 'proof-of-address.pdf'),
  });
  if (approve && operator && submitted) await services.operations.decideVerification(operator.id, submitted.id, { approve: true });
}

/** Seeds the accounts side of the history; answers the buying companies, the demo buyer first. */
export async function seedAccounts(history: DemoHistory): Promise<DemoBuyer[]> {
  const { db, services, clock, buyer, seller, memberOf } = history;
  const buyers: DemoBuyer[] = [];
  await clock.on(DAYS + 2, 10, async () => {
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
  await clock.on(DAYS + 1, 11, async () => {
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
      buyers.push({ member: p.member, addressId: address.id, state: p.state, weight: p.weight });
    }
  });
  // Both demo companies open their wallets and are verified; the buyer's is funded by card.
  await clock.on(DAYS, 9, async () => {
    for (const member of [buyer, seller]) {
      await services.wallets.open(member);
      await services.wallets.setPin(member, DEMO_WALLET_PIN);
    }
    await verify(history, buyer, 'buyer@example.com', true);
    await verify(history, seller, 'seller@example.com', true);
    await topUp(history, buyer, 40_000_000_00);
  });
  // A third company's verification waits in the operations console, and a buyer's request for a product not listed.
  await clock.on(1, 15, async () => {
    const harbour = await memberOf(DEMO_OTHER_BUYERS[0].email);
    if (!harbour) return;
    await services.wallets.open(harbour);
    await services.wallets.setPin(harbour, DEMO_WALLET_PIN);
    await verify(history, harbour, DEMO_OTHER_BUYERS[0].email, false);
    await services.productRequests.create(harbour.userId, {
      productName: 'Zinc phosphate anticorrosive pigment',
      casNumber: '7779-90-0',
      quantity: '5 tonnes a month',
      deliveryCountry: 'NG',
      details: 'For primers. Looking for a supplier in Lagos with monthly deliveries and a TDS.',
    });
  });
  return buyers;
}
