/**
 * The served OpenAPI document is a contract a client can be generated from: valid OpenAPI, clean
 * under Redocly's recommended rules and Spectral's oas rules, every error answer of each operation
 * described, and an operationId per call.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Spectral } from '@stoplight/spectral-core';
import { oas } from '@stoplight/spectral-rulesets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULE_ANSWERS } from '../../src/gateway/platform/http/openapi-answers.ts';
import { backends, startGateway, type TestGateway } from './harness.ts';

type Operation = { operationId?: string; tags?: string[]; security?: unknown; responses: Record<string, { $ref?: string }> };

describe.each(backends)('the OpenAPI document on %s', (backend) => {
  let gw: TestGateway;
  let doc: any;
  beforeAll(async () => {
    gw = await startGateway(backend, 5);
    const response = await gw.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    doc = response.json();
  });
  afterAll(async () => {
    await gw?.close();
  });

  const operations = () =>
    Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
    );

  it('declares the bearer scheme and marks each operation from its access declaration', () => {
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/v1/marketplace/get-producers'].get.security).toEqual([]);
    expect(doc.paths['/api/v1/Account/me'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/v1/shoppingcart/create'].post.security).toEqual([{ bearerAuth: [] }]);
  });

  it('is valid OpenAPI, every reference resolving (swagger-parser)', async () => {
    // validate() dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeTruthy();
    expect(doc.components.schemas.MenuItem.properties.subMenu.items).toEqual({ $ref: '#/components/schemas/MenuItem' });
  });

  it('has no error under Redocly’s recommended rules', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: '/openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
    const warnings = new Map<string, number>();
    for (const p of problems.filter((p) => p.severity === 'warn')) warnings.set(p.ruleId, (warnings.get(p.ruleId) ?? 0) + 1);
    console.info('Redocly recommended: 0 errors; warnings by rule:', Object.fromEntries(warnings));
  });

  it('has no error under Spectral’s oas rules', async () => {
    const spectral = new Spectral();
    spectral.setRuleset({ extends: [[oas as never, 'recommended']] });
    const results = await spectral.run(JSON.stringify(doc));
    // Spectral's severities: 0 error, 1 warning, 2 information, 3 hint.
    const errors = results.filter((r) => r.severity === 0).map((r) => `${r.code}: ${r.message} at ${r.path.join('.')}`);
    expect(errors).toEqual([]);
    const warnings = new Map<string, number>();
    for (const r of results.filter((r) => r.severity === 1)) warnings.set(String(r.code), (warnings.get(String(r.code)) ?? 0) + 1);
    console.info('Spectral oas: 0 errors; warnings by rule:', Object.fromEntries(warnings));
  });

  it('names every operation uniquely, declares its tags and one server, and leaves the site’s routes out', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[A-Za-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/v1/marketplace/getmarkets-menu'].get.operationId).toBe('marketplaceGetmarketsMenu');
    expect(doc.paths['/api/v1/Account/refreshtoken'].post.operationId).toBe('accountRefreshtoken');
    const declared = new Set(doc.tags.map((tag: { name: string }) => tag.name));
    for (const { operation } of operations()) for (const tag of operation.tags ?? []) expect(declared).toContain(tag);
    expect(doc.servers).toHaveLength(1);
    expect(Object.keys(doc.paths).every((path) => path.startsWith('/api/'))).toBe(true);
  });

  it('states the inputs read by hand and the rules the server keeps', () => {
    const body = (path: string) => doc.paths[path].post.requestBody.content;
    const json = (path: string) => body(path)['application/json'].schema;
    const param = (path: string, method: string, name: string) =>
      doc.paths[path][method].parameters.find((p: { name: string }) => p.name === name);

    expect(param('/api/v1/shoppingcart/confirm-purchase', 'post', 'Idempotency-Key')).toMatchObject({ in: 'header', required: true });
    expect(param('/api/v1/Account/refreshtoken', 'post', 'refresh_token')).toMatchObject({ in: 'cookie' });
    for (const kind of ['photo', 'document']) {
      expect(body(`/api/v1/fileupload/${kind}`)['multipart/form-data'].schema).toMatchObject({
        required: ['file'],
        properties: { file: { type: 'string', format: 'binary' } },
      });
    }
    expect(json('/api/v1/Account/register').properties.email.format).toBe('email');
    expect(param('/api/v1/storefront/stats', 'get', 'Days').schema.enum).toEqual([7, 30, 90]);
    expect(json('/api/v1/wallet/top-up').properties.amount.minimum).toBe(10_000);
    expect(json('/api/v1/wallet/payouts').properties.amount.minimum).toBe(10_000);
    expect(json('/api/v1/quotes/request').properties.neededBy).toMatchObject({
      format: 'date',
      description: expect.stringContaining('today'),
    });
    expect(param('/api/v1/likes/status', 'get', 'supplierId').description).toMatch(/exactly one of/);
    expect(json('/api/v1/storefront/orders/cancel/{id}').required).toContain('reason');
    expect(json('/api/v1/wallet/set-pin').properties.pin).toMatchObject({
      pattern: '^\\d{6}$',
      description: expect.stringMatching(/123456/),
    });
    const eligibility = doc.paths['/api/v1/financing/eligibility'].get.responses['200'].content['application/json'].schema;
    const open = eligibility.properties.data.properties.open;
    for (const name of open.required) expect(open.properties[name]).toBeDefined();
  });

  it('describes, per operation, the error answers it can give, in the envelope', () => {
    const errorsOf = (path: string, method: string) =>
      Object.keys(doc.paths[path][method].responses)
        .filter((status) => status !== '200')
        .map(Number);
    for (const { path, operation } of operations()) {
      for (const [status, answer] of Object.entries(operation.responses)) {
        if (status !== '200') expect(answer.$ref, `${status} of ${path}`).toMatch(/^#\/components\/responses\//);
      }
    }
    expect(doc.components.responses.BadRequest.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
    // A public list: a malformed request, or a gateway shutting down; nothing else.
    expect(errorsOf('/api/v1/marketplace/get-producers', 'get')).toEqual([400, 503]);
    // A public call with a body and its own rules: wrong credentials, an unconfirmed email, too many attempts.
    expect(errorsOf('/api/v1/Account/authenticate', 'post')).toEqual([400, 401, 403, 413, 415, 429, 503]);
    // Signed in, a permission, a body, and the purchase's rules (stock, money, the warning limit's code).
    expect(errorsOf('/api/v1/shoppingcart/confirm-purchase', 'post')).toEqual([400, 401, 403, 409, 413, 415, 422, 428, 429, 503]);
    expect(errorsOf('/api/v1/wallet/validate-otp', 'post')).toContain(410);
    expect(errorsOf('/api/v1/wallet/top-up', 'post')).toContain(502);
    expect(errorsOf('/api/v1/Account/me', 'get')).toEqual([400, 401, 503]);
  });

  it('lists rules only for operations the document has', () => {
    const named = new Set(operations().map(({ method, path }) => `${method} ${path}`));
    expect(Object.keys(RULE_ANSWERS).filter((key) => !named.has(key))).toEqual([]);
  });
});
