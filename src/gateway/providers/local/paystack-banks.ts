/**
 * The bank directory of the Paystack stand-in: Nigerian banks as GET /bank lists them (cursor
 * pages), and account names (GET /bank/resolve) from the accounts the banks know, which tests fill
 * and the demo starts with (DEMO_BANK_ACCOUNTS).
 */
import { nubanWithCheckDigit } from '../../../contracts/verification.ts';
import { SUPPLIERS } from '../../seed/data/companies.ts';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts.ts';
import { type Answer, refused } from './stand-in-http.ts';

/** A bank as GET /bank lists it. */
export interface FakeBank {
  id: number;
  name: string;
  slug: string;
  code: string;
  active: boolean;
}

/** Nigerian banks with their Paystack codes; Heritage Bank's licence was revoked, so it is listed inactive. */
export const NIGERIAN_BANKS: readonly FakeBank[] = [
  { id: 1, name: 'Access Bank', slug: 'access-bank', code: '044', active: true },
  { id: 2, name: 'Ecobank Nigeria', slug: 'ecobank-nigeria', code: '050', active: true },
  { id: 3, name: 'Fidelity Bank', slug: 'fidelity-bank', code: '070', active: true },
  { id: 4, name: 'First Bank of Nigeria', slug: 'first-bank-of-nigeria', code: '011', active: true },
  { id: 5, name: 'First City Monument Bank', slug: 'first-city-monument-bank', code: '214', active: true },
  { id: 6, name: 'Guaranty Trust Bank', slug: 'guaranty-trust-bank', code: '058', active: true },
  { id: 7, name: 'Heritage Bank', slug: 'heritage-bank', code: '030', active: false },
  { id: 8, name: 'Kuda Bank', slug: 'kuda-bank', code: '50211', active: true },
  { id: 9, name: 'Moniepoint MFB', slug: 'moniepoint-mfb-ng', code: '50515', active: true },
  { id: 10, name: 'OPay Digital Services Limited (OPay)', slug: 'paycom', code: '999992', active: true },
  { id: 11, name: 'Polaris Bank', slug: 'polaris-bank', code: '076', active: true },
  { id: 12, name: 'Stanbic IBTC Bank', slug: 'stanbic-ibtc-bank', code: '221', active: true },
  { id: 13, name: 'Sterling Bank', slug: 'sterling-bank', code: '232', active: true },
  { id: 14, name: 'Union Bank of Nigeria', slug: 'union-bank-of-nigeria', code: '032', active: true },
  { id: 15, name: 'United Bank For Africa', slug: 'united-bank-for-africa', code: '033', active: true },
  { id: 16, name: 'Wema Bank', slug: 'wema-bank', code: '035', active: true },
  { id: 17, name: 'Zenith Bank', slug: 'zenith-bank', code: '057', active: true },
];

const [buyer, seller] = [
  DEMO_ACCOUNTS.find((a) => a.businessUserType === 'buyer')!,
  DEMO_ACCOUNTS.find((a) => a.businessUserType === 'seller')!,
];
/** "Adaeze Okafor" as a bank writes an account holder: OKAFOR ADAEZE. */
const bankStyle = (fullName: string) => fullName.split(' ').reverse().join(' ').toUpperCase();

/**
 * Accounts for demos and browser tests, by `${bankCode}:${accountNumber}`: the demo buyer's own
 * and her company's, the demo seller's company's (the first supplier's) and his own, and one whose
 * name matches no demo account (a payout to it goes to review); valid NUBANs, as the gateway checks
 * the digit. Tests' own servers start without them.
 */
export const DEMO_BANK_ACCOUNTS: Readonly<Record<string, string>> = {
  [`058:${nubanWithCheckDigit('058', '012345678')}`]: bankStyle(buyer.fullName),
  [`057:${nubanWithCheckDigit('057', '100200300')}`]: buyer.company!.toUpperCase(),
  [`044:${nubanWithCheckDigit('044', '009876543')}`]: `${SUPPLIERS[0]!.name.toUpperCase()} LTD`,
  [`033:${nubanWithCheckDigit('033', '223344556')}`]: bankStyle(seller.fullName),
  [`011:${nubanWithCheckDigit('011', '556677889')}`]: 'BALOGUN NGOZI',
};

/** The banks and the accounts they know, as a test reads and steers them. */
export interface BankDirectory {
  banks: FakeBank[];
  /** The most banks one GET /bank page holds (Paystack's limit is 100); lower it to make pages. */
  bankPageLimit: number;
  /** Accounts the banks know, by `${bankCode}:${accountNumber}`: the account's name. */
  accounts: Map<string, string>;
}

/** GET /bank: the banks of a country and currency, in pages (by page number, or by cursor with `use_cursor`). */
export function listBanks(directory: BankDirectory, query: URLSearchParams): Answer {
  const country = (query.get('country') ?? 'nigeria').toLowerCase();
  const currency = (query.get('currency') ?? 'NGN').toUpperCase();
  const all = country === 'nigeria' && currency === 'NGN' ? directory.banks : [];
  const perPage = Math.min(Math.max(Number(query.get('perPage')) || 50, 1), directory.bankPageLimit);
  const data = (from: number) =>
    all.slice(from, from + perPage).map((b) => ({
      ...b,
      longcode: '',
      gateway: null,
      pay_with_bank: false,
      country: 'Nigeria',
      currency: 'NGN',
      type: 'nuban',
      is_deleted: false,
    }));
  if (query.get('use_cursor') === 'true') {
    const cursor = query.get('next');
    const from = cursor
      ? Number(
          Buffer.from(cursor, 'base64')
            .toString('utf8')
            .replace(/^bank:/, ''),
        )
      : 0;
    if (!Number.isInteger(from) || from < 0) return refused(400, 'Invalid cursor');
    const next = from + perPage < all.length ? Buffer.from(`bank:${from + perPage}`).toString('base64') : null;
    const previous = from > 0 ? Buffer.from(`bank:${Math.max(from - perPage, 0)}`).toString('base64') : null;
    return { status: 200, body: { status: true, message: 'Banks retrieved', data: data(from), meta: { next, previous, perPage } } };
  }
  const page = Math.max(Number(query.get('page')) || 1, 1);
  const meta = { total: all.length, skipped: (page - 1) * perPage, perPage, page, pageCount: Math.ceil(all.length / perPage) };
  return { status: 200, body: { status: true, message: 'Banks retrieved', data: data((page - 1) * perPage), meta } };
}

/** GET /bank/resolve: the name the bank gives an account, or 422 when it knows none. */
export function resolveAccount(directory: BankDirectory, query: URLSearchParams): Answer {
  const accountNumber = query.get('account_number') ?? '';
  const bankCode = query.get('bank_code') ?? '';
  if (!accountNumber || !bankCode) return refused(400, 'Account number and bank code are required');
  if (!directory.banks.some((b) => b.code === bankCode)) return refused(422, `Unknown bank code: ${bankCode}`);
  const accountName = directory.accounts.get(`${bankCode}:${accountNumber}`);
  if (!/^\d{10}$/.test(accountNumber) || !accountName)
    return refused(422, 'Could not resolve account name. Check parameters or try again.');
  const bankId = directory.banks.find((b) => b.code === bankCode)!.id;
  return {
    status: 200,
    body: {
      status: true,
      message: 'Account number resolved',
      data: { account_number: accountNumber, account_name: accountName, bank_id: bankId },
    },
  };
}
