import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, signedInUser, startGateway, type TestGateway } from './harness.ts';

describe.each(backends)('saved searches on %s', (backend) => {
  let gw: TestGateway;
  let alice: { id: string; token: string };
  let bob: { id: string; token: string };

  beforeAll(async () => {
    gw = await startGateway(backend, 5);
    alice = await person('alice@saved.test', 'Alice Okafor');
    bob = await person('bob@saved.test', 'Bob Mensah');
  });
  afterAll(async () => {
    await gw?.close();
  });

  const person = (email: string, fullName: string) => signedInUser(gw, email, fullName);

  async function send(method: 'GET' | 'POST' | 'DELETE', url: string, token: string | null, body?: unknown) {
    const response = await gw.app.inject({
      method,
      url: `/api/v1/savedsearches/${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: response.statusCode, body: response.json() };
  }

  const create = (token: string, body: unknown) => send('POST', 'create', token, body);
  const names = async (token: string) => (await send('GET', 'get-all', token)).body.data.map((s: { name: string }) => s.name) as string[];

  it('creates, lists, renames and deletes a saved search', async () => {
    const created = await create(alice.token, { name: '  Glycerine from Nigeria  ', query: 'q=glycerine&country=NG' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({ name: 'Glycerine from Nigeria', query: 'q=glycerine&country=NG' });
    const { id } = created.body.data;

    const second = await create(alice.token, { name: 'Cheap solvents', query: '?q=solvent&max=5000&sort=price-asc&grade=' });
    expect(second.status).toBe(200);
    // A leading "?" and empty parameters are dropped.
    expect(second.body.data.query).toBe('q=solvent&max=5000&sort=price-asc');

    const listed = await send('GET', 'get-all', alice.token);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((s: { name: string }) => s.name)).toEqual(['Cheap solvents', 'Glycerine from Nigeria']);
    expect(await names(bob.token)).toEqual([]);

    const renamed = await send('POST', `rename/${id}`, alice.token, { name: 'Nigerian glycerine' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ id, name: 'Nigerian glycerine', query: 'q=glycerine&country=NG' });
    expect(await names(alice.token)).toEqual(['Cheap solvents', 'Nigerian glycerine']);

    expect((await send('POST', `rename/${id}`, alice.token, { name: '   ' })).body.errors).toHaveProperty('name');

    const deleted = await send('DELETE', `delete/${id}`, alice.token);
    expect(deleted.status).toBe(200);
    expect(await names(alice.token)).toEqual(['Cheap solvents']);
    expect((await send('DELETE', `delete/${id}`, alice.token)).status).toBe(404);
  });

  it('refuses queries the search page would not write, naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ name: 'Bad key', query: 'q=acid&colour=red' }, 'query'],
      [{ name: 'Paged', query: 'q=acid&page=2' }, 'query'],
      [{ name: 'Twice', query: 'q=acid&q=base' }, 'query'],
      [{ name: 'Bad sort', query: 'q=acid&sort=random' }, 'query'],
      [{ name: 'Long', query: `q=${'a'.repeat(1000)}` }, 'query'],
      [{ name: '', query: 'q=acid' }, 'name'],
      [{ name: 'x'.repeat(81), query: 'q=acid' }, 'name'],
      [{ query: 'q=acid' }, 'name'],
      [{ name: 'No query' }, 'query'],
    ];
    for (const [body, field] of cases) {
      const response = await create(bob.token, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors, JSON.stringify(body)).toHaveProperty(field);
    }
    const unknownKey = await create(bob.token, { name: 'Bad key', query: 'q=acid&colour=red' });
    expect(unknownKey.body.errors.query[0]).toContain('colour');
    expect(await names(bob.token)).toEqual([]);
  });

  it("answers 404 for another person's saved search, and leaves it alone", async () => {
    const bobs = (await create(bob.token, { name: "Bob's search", query: 'market=3' })).body.data;
    expect((await send('POST', `rename/${bobs.id}`, alice.token, { name: 'Taken' })).status).toBe(404);
    expect((await send('DELETE', `delete/${bobs.id}`, alice.token)).status).toBe(404);
    expect((await send('DELETE', 'delete/not-a-uuid', alice.token)).status).toBe(404);
    expect((await send('POST', 'rename/0190a0a0-0000-7000-8000-000000000000', alice.token, { name: 'Ghost' })).status).toBe(404);
    expect(await names(bob.token)).toEqual(["Bob's search"]);
  });

  it('keeps at most 50 saved searches per person', async () => {
    const carol = await person('carol@saved.test', 'Carol Ade');
    for (let n = 1; n <= 50; n++) {
      const response = await create(carol.token, { name: `Search ${n}`, query: `q=item${n}` });
      expect(response.status).toBe(200);
    }
    const refused = await create(carol.token, { name: 'One too many', query: 'q=more' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('50');
    expect((await names(carol.token)).length).toBe(50);
    // Others are not affected by Carol's limit.
    expect((await create(alice.token, { name: 'Still fine', query: '' })).status).toBe(200);

    const [latest] = (await send('GET', 'get-all', carol.token)).body.data;
    expect((await send('DELETE', `delete/${latest.id}`, carol.token)).status).toBe(200);
    expect((await create(carol.token, { name: 'Room again', query: 'q=more' })).status).toBe(200);
  });

  it('holds the limit when saves arrive at the same time', async () => {
    const dave = await person('dave@saved.test', 'Dave Bello');
    for (let n = 1; n <= 47; n++) await create(dave.token, { name: `Search ${n}`, query: `q=item${n}` });
    const results = await Promise.all(Array.from({ length: 20 }, (_, n) => create(dave.token, { name: `Race ${n}`, query: `q=race${n}` })));
    expect(results.filter((r) => r.status === 200).length).toBe(3);
    expect(results.filter((r) => r.status === 409).length).toBe(17);
    expect((await names(dave.token)).length).toBe(50);
  });

  it('refuses anonymous callers with 401', async () => {
    expect((await send('GET', 'get-all', null)).status).toBe(401);
    expect((await create('', { name: 'x', query: 'q=y' })).status).toBe(401);
    expect((await send('DELETE', 'delete/0190a0a0-0000-7000-8000-000000000000', null)).status).toBe(401);
  });
});
