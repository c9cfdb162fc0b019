/** The served OpenAPI document says which operations need a bearer token. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startGateway, type TestGateway } from './harness.ts';

describe.each(backends)('the OpenAPI document on %s', (backend) => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startGateway(backend, 5);
  });
  afterAll(async () => {
    await gw?.close();
  });

  it('declares the bearer scheme and marks each operation from its access declaration', async () => {
    const response = await gw.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/v1/marketplace/get-producers'].get.security).toEqual([]);
    expect(doc.paths['/api/v1/Account/me'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/v1/shoppingcart/create'].post.security).toEqual([{ bearerAuth: [] }]);
  });
});
