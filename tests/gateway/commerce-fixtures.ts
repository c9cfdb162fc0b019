/** Buyers, sellers, packages and addresses for the commerce tests, on a gateway from harness.ts. */
import { asc, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../src/gateway/db/client.ts';
import { packages, products } from '../../src/gateway/db/schema/catalog.ts';
import { wallets } from '../../src/gateway/db/schema/wallet.ts';
import { payments } from '../../src/gateway/db/schema/payments.ts';
import { companies, companyMembers, type CompanyRole } from '../../src/gateway/db/schema/companies.ts';
import { expect } from 'vitest';
import { signedInUser, type TestGateway } from './harness.ts';

export type Auth = { authorization: string };
export interface Person {
  id: string;
  auth: Auth;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One request as a client sends it; returns the status and the envelope. */
export async function send(
  gw: TestGateway,
  method: Method,
  url: string,
  auth: Auth | null,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await gw.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...(auth ?? {}), ...headers },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}

export const db = (gw: TestGateway) => gw.database.db as Db;

/** A personal buyer (role personal: may buy). */
export async function buyer(gw: TestGateway, email: string, fullName = 'Ngozi Eze'): Promise<Person> {
  const user = await signedInUser(gw, email, fullName);
  return { id: user.id, auth: user.auth };
}

/** A company member with a session; the company is created when `companyId` is absent. */
export async function member(
  gw: TestGateway,
  email: string,
  role: CompanyRole,
  options: { companyId?: string; supplierId?: number | null; companyName?: string } = {},
) {
  const user = await gw.app.services.accounts.createUser(db(gw), {
    email,
    fullName: `Member ${email.split('@')[0]}`,
    passwordHash: null,
    accountType: 'company',
    businessUserType: 'both',
    verified: true,
  });
  let companyId = options.companyId;
  if (!companyId) {
    companyId = uuidv7();
    await db(gw)
      .insert(companies)
      .values({ id: companyId, name: options.companyName ?? `Company of ${email}`, supplierId: options.supplierId ?? null });
  }
  await db(gw).insert(companyMembers).values({ companyId, userId: user.id, role });
  const session = await gw.app.services.sessions.issue(user.id, '127.0.0.1');
  return { id: user.id, companyId, auth: { authorization: `Bearer ${session.jwToken}` } };
}

/** The owner of a company whose storefront is the given supplier. */
export const seller = (gw: TestGateway, email: string, supplierId: number) => member(gw, email, 'owner', { supplierId });

export interface TestPackage {
  id: number;
  productId: number;
  supplierId: number;
  priceMinor: number;
  name: string;
  label: string;
  unit: string;
  size: number;
}

/** Published packages of `count` different suppliers (the first package of each, by id, leaving out `exclude`). */
export async function packagesOfSuppliers(gw: TestGateway, count: number, exclude: number[] = []): Promise<TestPackage[]> {
  const rows = await db(gw)
    .select({
      id: packages.id,
      productId: products.id,
      supplierId: products.supplierId,
      priceMinor: packages.priceMinor,
      name: products.name,
      label: packages.label,
      unit: packages.unit,
      size: packages.size,
    })
    .from(packages)
    .innerJoin(products, eq(products.id, packages.productId))
    .where(eq(products.status, 'published'))
    .orderBy(asc(packages.id));
  const picked: TestPackage[] = [];
  for (const row of rows) {
    if (exclude.includes(row.id) || picked.some((p) => p.supplierId === row.supplierId)) continue;
    picked.push({ ...row, priceMinor: Number(row.priceMinor), size: Number(row.size) });
    if (picked.length === count) return picked;
  }
  throw new Error(`the seed has fewer than ${count} suppliers with published products`);
}

/** Sets a package's stock, and its product's minimum order to `minPackages` packages. */
export async function stockUp(gw: TestGateway, pack: TestPackage, stock: number, minPackages = 1) {
  await db(gw).update(packages).set({ stock }).where(eq(packages.id, pack.id));
  await db(gw)
    .update(products)
    .set({ moq: pack.size * minPackages, moqUnit: pack.unit })
    .where(eq(products.id, pack.productId));
}

export async function stockOf(gw: TestGateway, packageId: number): Promise<number> {
  const [row] = await db(gw).select({ stock: packages.stock }).from(packages).where(eq(packages.id, packageId));
  return row!.stock;
}

export const addressBody = (overrides: Record<string, unknown> = {}) => ({
  label: 'Main warehouse',
  recipientName: 'Ngozi Eze',
  phone: '+234 801 234 5678',
  line1: '12 Creek Road',
  line2: '',
  city: 'Apapa',
  state: 'Lagos',
  country: 'ng',
  postalCode: '102272',
  ...overrides,
});

/** Adds an address through the API and returns its id. */
export async function addAddress(gw: TestGateway, auth: Auth, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await send(gw, 'POST', '/v1/shippingaddress/add', auth, addressBody(overrides));
  if (response.status !== 200) throw new Error(`address not added: ${JSON.stringify(response.body)}`);
  return response.body.data.id as string;
}

let keys = 0;
/** A fresh Idempotency-Key. */
export const newKey = () => `test-key-${Date.now()}-${++keys}-${Math.random().toString(36).slice(2)}`;

/** POST confirm-purchase with an Idempotency-Key. */
export const purchase = (gw: TestGateway, auth: Auth, body: unknown, key: string = newKey()) =>
  send(gw, 'POST', '/v1/shoppingcart/confirm-purchase', auth, body, { 'idempotency-key': key });

/**
 * Raises a company's wallet to the business tier, for tests about paying and being paid rather than
 * about verification (tests/gateway/verification.test.ts verifies through the identity provider
 * and the operations console).
 */
export async function asBusinessVerified(gw: TestGateway, companyId: string, name = 'Verified Company Ltd') {
  await db(gw).update(wallets).set({ tier: 2, verifiedName: name }).where(eq(wallets.companyId, companyId));
}

/** Uploads a small PDF as `auth` through the upload call (a company's document), and returns its id. */
export async function uploadPdf(gw: TestGateway, auth: Auth, name = 'document.pdf'): Promise<string> {
  const boundary = 'test-upload-boundary';
  const pdf = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
  const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n${pdf}\r\n--${boundary}--\r\n`;
  const response = await gw.app.inject({
    method: 'POST',
    url: '/api/v1/fileupload/document',
    payload,
    headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id as string;
}

/**
 * A business-verified company owner with an open wallet (PIN `pin`) holding `funds` kobo, credited
 * as a card top-up is (a succeeded payment, credited once), and a shipping address: ready to pay
 * from the wallet.
 */
export async function walletBuyer(gw: TestGateway, email: string, funds: number, pin = '482916') {
  const owner = await member(gw, email, 'owner');
  const opened = await send(gw, 'POST', '/v1/wallet/new', owner.auth);
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  expect((await send(gw, 'POST', '/v1/wallet/set-pin', owner.auth, { pin })).status).toBe(200);
  await asBusinessVerified(gw, owner.companyId);
  await db(gw).transaction(async (tx) => {
    const [payment] = await tx
      .insert(payments)
      .values({
        id: uuidv7(),
        reference: `test-topup-${uuidv7()}`,
        provider: 'paystack',
        walletId: opened.body.data.id,
        amountMinor: funds,
        status: 'succeeded',
        paidAt: new Date(),
      })
      .returning();
    await gw.app.services.topUps.credit(tx as unknown as Db, payment!);
  });
  return { ...owner, walletId: opened.body.data.id as string, address: await addAddress(gw, owner.auth) };
}
