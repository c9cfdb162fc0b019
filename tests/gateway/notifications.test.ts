import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, signedInUser, startGateway, type TestGateway } from './harness.ts';

describe.each(backends)('notifications on %s', (backend) => {
  let gw: TestGateway;
  let alice: { id: string; token: string };
  let bob: { id: string; token: string };

  beforeAll(async () => {
    gw = await startGateway(backend, 5);
    alice = await person('alice@notify.test', 'Alice Okafor');
    bob = await person('bob@notify.test', 'Bob Mensah');
  });
  afterAll(async () => {
    await gw?.close();
  });

  const person = (email: string, fullName: string) => signedInUser(gw, email, fullName);

  async function send(method: 'GET' | 'POST', url: string, token: string | null) {
    const response = await gw.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: response.statusCode, body: response.json() };
  }

  const list = (token: string, query = '') => send('GET', `/api/v1/notifications/get-all${query}`, token);
  const unread = async (token: string) => (await send('GET', '/api/v1/notifications/unread-count', token)).body.data.count as number;

  it("lists a person's notifications newest first, with the unread count", async () => {
    for (const n of [1, 2, 3]) {
      await gw.app.services.notifications.notify(alice.id, {
        kind: 'test',
        title: `Alice ${n}`,
        body: `Body ${n}`,
        link: `/overview?n=${n}`,
      });
    }
    await gw.app.services.notifications.notify(bob.id, { kind: 'test', title: 'Bob 1' });

    const response = await list(alice.token);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ succeeded: true, pageNumber: 1, pageSize: 10, totalRecords: 3, totalPages: 1 });
    expect(response.body.data.map((n: { title: string }) => n.title)).toEqual(['Alice 3', 'Alice 2', 'Alice 1']);
    expect(response.body.data[0]).toMatchObject({ kind: 'test', body: 'Body 3', link: '/overview?n=3', read: false });
    expect(typeof response.body.data[0].id).toBe('string');
    expect(await unread(alice.token)).toBe(3);
    expect(await unread(bob.token)).toBe(1);

    const second = await list(alice.token, '?PageNumber=2&PageSize=2');
    expect(second.body).toMatchObject({ pageNumber: 2, pageSize: 2, totalRecords: 3, totalPages: 2 });
    expect(second.body.data.map((n: { title: string }) => n.title)).toEqual(['Alice 1']);

    expect((await list(alice.token, '?PageSize=0')).status).toBe(400);
  });

  it('marks one notification read, and UnreadOnly leaves it out', async () => {
    const [newest] = (await list(alice.token)).body.data;
    const marked = await send('POST', `/api/v1/notifications/mark-read/${newest.id}`, alice.token);
    expect(marked.status).toBe(200);
    // Marking again is harmless.
    expect((await send('POST', `/api/v1/notifications/mark-read/${newest.id}`, alice.token)).status).toBe(200);
    expect(await unread(alice.token)).toBe(2);

    const all = (await list(alice.token)).body.data;
    expect(all.find((n: { id: string }) => n.id === newest.id).read).toBe(true);
    const onlyUnread = await list(alice.token, '?UnreadOnly=true');
    expect(onlyUnread.body.totalRecords).toBe(2);
    expect(onlyUnread.body.data.every((n: { read: boolean }) => !n.read)).toBe(true);
  });

  it("answers 404 for another person's notification, an unknown id and a malformed one", async () => {
    const [bobs] = (await list(bob.token)).body.data;
    const foreign = await send('POST', `/api/v1/notifications/mark-read/${bobs.id}`, alice.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.succeeded).toBe(false);
    expect(await unread(bob.token)).toBe(1);

    expect((await send('POST', '/api/v1/notifications/mark-read/0190a0a0-0000-7000-8000-000000000000', alice.token)).status).toBe(404);
    for (const id of ['not-a-uuid', '1', "x'%20or%201=1", 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz']) {
      const response = await send('POST', `/api/v1/notifications/mark-read/${id}`, alice.token);
      expect([400, 404], id).toContain(response.status);
    }
  });

  it('marks all read for the caller only', async () => {
    const response = await send('POST', '/api/v1/notifications/mark-all-read', alice.token);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ marked: 2 });
    expect(await unread(alice.token)).toBe(0);
    expect((await list(alice.token, '?UnreadOnly=1')).body.totalRecords).toBe(0);
    expect(await unread(bob.token)).toBe(1);
    expect((await send('POST', '/api/v1/notifications/mark-all-read', alice.token)).body.data).toEqual({ marked: 0 });
  });

  it('refuses anonymous callers and bad tokens with 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/notifications/get-all'],
      ['GET', '/api/v1/notifications/unread-count'],
      ['POST', '/api/v1/notifications/mark-all-read'],
      ['POST', '/api/v1/notifications/mark-read/0190a0a0-0000-7000-8000-000000000000'],
    ] as const) {
      expect((await send(method, url, null)).status, url).toBe(401);
      expect((await send(method, url, 'not.a.token')).status, url).toBe(401);
    }
  });
});
