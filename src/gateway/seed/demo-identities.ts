/**
 * The demo's identity records: who the demo people and companies are at the identity provider.
 * The demo seed verifies the demo companies' wallets with them (through an in-process provider,
 * `demoIdentityProvider`), and the local identity stand-in answers the same records over HTTP.
 */
import { nubanWithCheckDigit } from '../../contracts/verification.ts';
import {
  type BankDirectory,
  type BusinessRecord,
  type IdentityProvider,
  type PersonRecord,
  ProviderUnavailable,
  type Transfers,
} from '../providers/ports.ts';

export interface DemoPerson extends PersonRecord {
  email: string;
  bvn: string;
  nin: string;
}

export interface DemoBusiness extends BusinessRecord {
  companyType: 'RC' | 'BN';
  tin: string;
}

/** The demo buyer, the demo seller, and the first other buying company's owner. */
export const DEMO_PEOPLE: DemoPerson[] = [
  {
    email: 'buyer@example.com',
    firstName: 'Adaeze',
    lastName: 'Okafor',
    middleName: null,
    dateOfBirth: '1986-03-14',
    bvn: '22212345678',
    nin: '12345678901',
  },
  {
    email: 'seller@example.com',
    firstName: 'Kwame',
    lastName: 'Mensah',
    middleName: null,
    dateOfBirth: '1979-08-21',
    bvn: '22298765432',
    nin: '98765432109',
  },
  {
    email: 'procurement@harbourcoatings.example.com',
    firstName: 'Tunde',
    lastName: 'Bakare',
    middleName: 'Olumide',
    dateOfBirth: '1982-11-02',
    bvn: '22233344455',
    nin: '23456789012',
  },
];

/** The companies' registrations, by demo account email (the seller's name is its storefront's). */
export const DEMO_BUSINESSES: (Omit<DemoBusiness, 'name'> & { email: string; name: string | null })[] = [
  {
    email: 'seller@example.com',
    companyType: 'RC',
    registrationNumber: '1234567',
    name: null,
    tin: '12345678-0001',
    address: '12 Wharf Road, Apapa, Lagos',
    status: 'ACTIVE',
  },
  {
    email: 'buyer@example.com',
    companyType: 'RC',
    registrationNumber: '7654321',
    name: 'Okafor Paints Manufacturing Ltd',
    tin: '76543210-0001',
    address: '8 Oba Akran Avenue, Ikeja, Lagos',
    status: 'ACTIVE',
  },
  {
    email: 'procurement@harbourcoatings.example.com',
    companyType: 'RC',
    registrationNumber: '2345678',
    name: 'Harbour Coatings Ltd',
    tin: '23456789-0001',
    address: '19 Wharf Road, Apapa, Lagos',
    status: 'ACTIVE',
  },
];

/** An identity provider answering from the demo records (the seed's; `sellerName` gives the first storefront's name). */
export function demoIdentityProvider(sellerName: () => string): IdentityProvider {
  return {
    async lookUpPerson(idType, idNumber) {
      const person = DEMO_PEOPLE.find((p) => (idType === 'bvn' ? p.bvn : p.nin) === idNumber);
      return person
        ? { firstName: person.firstName, lastName: person.lastName, middleName: person.middleName, dateOfBirth: person.dateOfBirth }
        : null;
    },
    async lookUpBusiness(companyType, registrationNumber) {
      const business = DEMO_BUSINESSES.find((b) => b.companyType === companyType && b.registrationNumber === registrationNumber);
      return business
        ? { name: business.name ?? sellerName(), registrationNumber, address: business.address, status: business.status }
        : null;
    },
  };
}

/** The demo seller company's bank account (Access Bank), in its registered name as banks write it. */
export const DEMO_SELLER_BANK_ACCOUNT = {
  bankCode: '044',
  bankName: 'Access Bank',
  accountNumber: nubanWithCheckDigit('044', '009876543'),
};

/**
 * The seed's bank directory: the demo seller's account resolves to its company's name. It moves no
 * money: the seed's payouts are dated history, completed as the provider's webhook completes them.
 */
export function demoBankDirectory(sellerName: () => string): BankDirectory & Transfers {
  const refuse = async (): Promise<never> => {
    throw new ProviderUnavailable('the demo seed sends no transfers');
  };
  return {
    async listBanks() {
      return [{ code: DEMO_SELLER_BANK_ACCOUNT.bankCode, name: DEMO_SELLER_BANK_ACCOUNT.bankName }];
    },
    async resolveAccount(accountNumber, bankCode) {
      return bankCode === DEMO_SELLER_BANK_ACCOUNT.bankCode && accountNumber === DEMO_SELLER_BANK_ACCOUNT.accountNumber
        ? { accountName: `${sellerName().toUpperCase()} LTD` }
        : null;
    },
    createRecipient: refuse,
    initiateTransfer: refuse,
    verifyTransfer: refuse,
  };
}
