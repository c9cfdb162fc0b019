/**
 * A TypeScript client generated from the published document (openapi-typescript, called through
 * openapi-fetch) compiles against typed calls, and those calls work against a listening gateway:
 * the markets list, one product, and a purchase with its Idempotency-Key.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddress, buyer, packagesOfSuppliers, stockOf, stockUp, type Person, type TestPackage } from './commerce-fixtures.ts';
import { startGateway, type TestGateway } from './harness.ts';

const root = join(import.meta.dirname, '..', '..');

/** The calls a client author writes; `@ts-expect-error` lines prove the types are not `any`. */
const CLIENT = `import createClient from 'openapi-fetch';
import type { paths } from './api.ts';

export function chemmarket(baseUrl: string, token?: string) {
  const client = createClient<paths>({ baseUrl, headers: token ? { authorization: \`Bearer \${token}\` } : {} });
  return {
    markets: () => client.GET('/api/v1/marketplace/getmarkets', { params: { query: { PageNumber: 1, PageSize: 200 } } }),
    product: (productId: number) => client.GET('/api/v1/marketplace/get-product', { params: { query: { productId } } }),
    buy: (key: string, shippingAddressId: string, packageId: number, quantity: number) =>
      client.POST('/api/v1/shoppingcart/confirm-purchase', {
        params: { header: { 'Idempotency-Key': key } },
        body: { shippingAddressId, paymentMethod: 'bank-transfer', items: [{ packageId, quantity }] },
      }),
  };
}

export async function firstMarketName(baseUrl: string): Promise<string | undefined> {
  const { data } = await chemmarket(baseUrl).markets();
  return data?.data[0]?.name;
}

export function wrongCalls(baseUrl: string) {
  const client = createClient<paths>({ baseUrl });
  // @ts-expect-error PageNumber is a number
  void client.GET('/api/v1/marketplace/getmarkets', { params: { query: { PageNumber: 'one' } } });
  // @ts-expect-error the purchase needs its Idempotency-Key header
  void client.POST('/api/v1/shoppingcart/confirm-purchase', { body: { shippingAddressId: 'a', paymentMethod: 'card' } });
  // @ts-expect-error no such call
  void client.GET('/api/v1/marketplace/no-such-call');
}
`;

describe('a client generated from the OpenAPI document', () => {
  let gw: TestGateway;
  let dir: string;
  let baseUrl: string;
  let ada: Person & { address: string };
  let pack: TestPackage;
  beforeAll(async () => {
    gw = await startGateway('pglite', 20);
    baseUrl = await gw.app.listen({ host: '127.0.0.1', port: 0 });
    const doc = (await fetch(`${baseUrl}/api/docs/json`)).json();
    mkdirSync(join(root, '.scratch'), { recursive: true });
    dir = mkdtempSync(join(root, '.scratch', 'openapi-client-'));
    writeFileSync(join(dir, 'api.ts'), astToString(await openapiTS(await doc)));
    writeFileSync(join(dir, 'client.ts'), CLIENT);
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'es2023',
          lib: ['es2023', 'dom'],
          module: 'nodenext',
          moduleResolution: 'nodenext',
          allowImportingTsExtensions: true,
          skipLibCheck: true,
          types: [],
        },
        files: ['client.ts'],
      }),
    );
    const user = await buyer(gw, 'client-buyer@example.com');
    ada = { ...user, address: await addAddress(gw, user.auth) };
    pack = (await packagesOfSuppliers(gw, 1))[0]!;
    await stockUp(gw, pack, 10);
  });
  afterAll(async () => {
    await gw?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('compiles against typed calls, and refuses wrong ones', () => {
    const tsc = spawnSync(join(root, 'node_modules', '.bin', 'tsc'), ['-p', dir], { encoding: 'utf8' });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  });

  it('lists markets, reads a product and buys with an Idempotency-Key against the running gateway', async () => {
    const { chemmarket, firstMarketName } = await import(pathToFileURL(join(dir, 'client.ts')).href);
    expect(await firstMarketName(baseUrl)).toEqual(expect.any(String));

    const product = await chemmarket(baseUrl).product(pack.productId);
    expect(product.response.status).toBe(200);
    expect(product.data.data.id).toBe(pack.productId);

    const token = ada.auth.authorization.slice('Bearer '.length);
    const key = `client-${pack.id}-purchase`;
    const first = await chemmarket(baseUrl, token).buy(key, ada.address, pack.id, 2);
    expect(first.response.status).toBe(200);
    expect(first.data.succeeded).toBe(true);
    const again = await chemmarket(baseUrl, token).buy(key, ada.address, pack.id, 2);
    expect(again.data).toEqual(first.data);
    expect(await stockOf(gw, pack.id)).toBe(8);

    const missingKey = await chemmarket(baseUrl, token).buy('short', ada.address, pack.id, 2);
    expect(missingKey.response.status).toBe(400);
    expect(missingKey.error.errors['Idempotency-Key']).toHaveLength(1);
  });
});
