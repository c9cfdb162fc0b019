/**
 * The conversations' live stream over real HTTP (Server-Sent Events, as a browser's EventSource
 * reads it): opened with a ticket, a message reaches the other side's open stream and the writer's
 * own, never a stranger's; read marks follow; a stream opened again with Last-Event-ID gets what was
 * stored meanwhile; comments keep it alive; closing the gateway ends its streams.
 */
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, type EventStreamReader } from '../../scripts/bench/event-stream.ts';
import { openStreamCount } from '../../src/gateway/conversations/index.ts';
import { rowsOf } from '../../src/gateway/db/rows.ts';
import { type Auth, member, packagesOfSuppliers, send, type TestPackage } from './commerce-fixtures.ts';
import { backends, startGateway, type TestGateway } from './harness.ts';

describe.each(backends)('the live stream of conversations on %s', (backend) => {
  let gw: TestGateway | null = null;
  let base = '';
  let product: TestPackage;
  let buyerAuth: Auth;
  let sellerAuth: Auth;
  let strangerAuth: Auth;
  const readers: EventStreamReader[] = [];
  let streamsBefore = 0;

  beforeAll(async () => {
    streamsBefore = openStreamCount();
    gw = await startGateway(backend, 20, { conversations: { heartbeatMs: 200 } });
    await gw.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(gw.app.server.address() as AddressInfo).port}`;
    product = (await packagesOfSuppliers(gw, 1))[0]!;
    sellerAuth = (await member(gw, 'owner@live-seller.test', 'owner', { supplierId: product.supplierId })).auth;
    buyerAuth = (await member(gw, 'owner@live-buyer.test', 'owner', { companyName: 'Live Buyer' })).auth;
    strangerAuth = (await member(gw, 'owner@live-stranger.test', 'owner', { companyName: 'Stranger' })).auth;
  });
  afterAll(async () => {
    for (const reader of readers) reader.close();
    await gw?.close();
  });

  async function ticketFor(auth: Auth): Promise<string> {
    const answer = await send(gw!, 'POST', '/v1/conversations/stream-ticket', auth);
    expect(answer.status).toBe(200);
    return answer.body.data.ticket;
  }

  /** A person's stream, opened as the messages area opens it; resolves once it is ready. */
  async function stream(auth: Auth, headers: Record<string, string> = {}, query = ''): Promise<EventStreamReader> {
    const reader = await openEventStream(`${base}/api/v1/conversations/stream?ticket=${await ticketFor(auth)}${query}`, headers);
    readers.push(reader);
    expect(reader.status, reader.body()).toBe(200);
    await reader.next((e) => e.event === 'ready');
    return reader;
  }

  /** Sends over real HTTP, as a browser would. */
  async function post(auth: Auth, path: string, body: unknown) {
    const response = await fetch(`${base}/api${path}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return (await response.json()).data;
  }

  const messageEvent = (text: string) => (e: { event: string; data: string }) => e.event === 'message' && JSON.parse(e.data).text === text;
  let threadId = '';

  it('refuses a stream without a valid ticket, and a ticket is no access token, nor the reverse', async () => {
    const without = await openEventStream(`${base}/api/v1/conversations/stream`);
    await without.ended;
    expect(without.status).toBe(401);
    expect(JSON.parse(without.body())).toMatchObject({ succeeded: false });
    const forged = await openEventStream(`${base}/api/v1/conversations/stream?ticket=not.a.ticket`);
    await forged.ended;
    expect(forged.status).toBe(401);
    // An access token alone opens no stream: the ticket is the one way in.
    const bearer = await openEventStream(`${base}/api/v1/conversations/stream`, buyerAuth);
    await bearer.ended;
    expect(bearer.status).toBe(401);
    const ticket = await ticketFor(buyerAuth);
    expect((await send(gw!, 'GET', '/v1/Account/me', { authorization: `Bearer ${ticket}` })).status).toBe(401);
  });

  it('delivers a message to the other side’s open stream and the writer’s own, never to a stranger’s', async () => {
    const seller = await stream(sellerAuth);
    const buyer = await stream(buyerAuth);
    const stranger = await stream(strangerAuth);
    expect(seller.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(seller.headers['cache-control']).toBe('no-store');
    expect(openStreamCount() - streamsBefore).toBe(3);

    const sent = await post(buyerAuth, '/v1/conversations/threads', {
      subject: { kind: 'product', productId: product.productId },
      text: 'Live: is the drum price negotiable?',
    });
    threadId = sent.thread.id;
    const received = await seller.next(messageEvent('Live: is the drum price negotiable?'));
    expect(Number(received.id)).toBe(sent.message.seq);
    expect(JSON.parse(received.data)).toMatchObject({ id: sent.message.id, threadId, author: { side: 'buyer', mine: false } });
    const own = await buyer.next(messageEvent('Live: is the drum price negotiable?'));
    expect(JSON.parse(own.data).author.mine).toBe(true);

    // The stranger's next message event is their own: events reach each stream in the order they
    // were written, so the buyer's, written first, would have come before it.
    const other = (await packagesOfSuppliers(gw!, 2)).find((p) => p.supplierId !== product.supplierId)!;
    await post(strangerAuth, '/v1/conversations/threads', {
      subject: { kind: 'product', productId: other.productId },
      text: 'Stranger here',
    });
    await stranger.next(messageEvent('Stranger here'));
    expect(stranger.events.filter((e) => e.event === 'message').map((e) => JSON.parse(e.data).text)).toEqual(['Stranger here']);
    expect(seller.events.some(messageEvent('Stranger here'))).toBe(false);
    stranger.close();
  });

  it('tells the writer when the other side reads', async () => {
    const buyer = await stream(buyerAuth);
    const read = await post(sellerAuth, `/v1/conversations/threads/${threadId}/read`, {});
    const event = await buyer.next((e) => e.event === 'read' && JSON.parse(e.data).threadId === threadId);
    expect(JSON.parse(event.data)).toMatchObject({ side: 'seller', lastReadSeq: read.lastReadSeq, mine: false, name: 'Member owner' });
  });

  it('resumes a stream opened again from Last-Event-ID with the messages stored meanwhile', async () => {
    const seller = await stream(sellerAuth);
    const last = seller.events.at(-1)!.id!;
    seller.close();
    await seller.ended;
    for (const text of ['While you were away (1)', 'While you were away (2)'])
      await post(buyerAuth, `/v1/conversations/threads/${threadId}/messages`, { text });

    const again = await stream(sellerAuth, { 'last-event-id': last });
    const missed = again.events.filter((e) => e.event === 'message').map((e) => JSON.parse(e.data).text);
    expect(missed).toEqual(['While you were away (1)', 'While you were away (2)']);
    // The same by the query (a stream opened again by hand with a new ticket), and nothing for a stranger.
    const byQuery = await stream(sellerAuth, {}, `&lastEventId=${last}`);
    expect(byQuery.events.filter((e) => e.event === 'message')).toHaveLength(2);
    const stranger = await stream(strangerAuth, { 'last-event-id': last });
    expect(stranger.events.filter((e) => e.event === 'message')).toHaveLength(0);
  });

  it('keeps an idle stream alive with comments', async () => {
    const idle = await stream(buyerAuth);
    await expect.poll(() => idle.comments, { timeout: 10_000 }).toBeGreaterThan(0);
  });

  it.runIf(backend === 'postgres')(
    'listens again when its connection to PostgreSQL drops, and sends what was written meanwhile',
    async () => {
      const seller = await stream(sellerAuth);
      const cut = await gw!.database.db.execute(sql`
      select pg_terminate_backend(pid) as cut from pg_stat_activity
      where application_name = 'chemmarket-conversations-listener' and datname = current_database()`);
      expect(rowsOf<{ cut: boolean }>(cut)).toEqual([{ cut: true }]);
      await post(buyerAuth, `/v1/conversations/threads/${threadId}/messages`, { text: 'Sent while the gateway was not listening' });
      await seller.next(messageEvent('Sent while the gateway was not listening'));
    },
  );

  it('ends its open streams when the gateway closes, and counts them no more', async () => {
    const open = await stream(buyerAuth);
    expect(openStreamCount()).toBeGreaterThan(streamsBefore);
    const closing = gw!.close();
    await open.ended;
    await closing;
    gw = null;
    expect(openStreamCount()).toBe(streamsBefore);
  });
});
