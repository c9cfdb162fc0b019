/**
 * Answers at the edges of the HTTP stack: a malformed URL, and requests during shutdown. All in
 * the envelope; in-flight requests finish and idle keep-alive connections are closed, not reset.
 */
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startGateway, type TestGateway } from './harness.ts';

/** A raw keep-alive connection, to see exactly what the server sends and how it ends. */
function rawConnection(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  let error: Error | null = null;
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  socket.on('error', (e) => {
    error = e;
  });
  const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  return {
    send: (path: string) => socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`),
    received: () => received,
    error: () => error,
    ended,
    waitFor: async (text: string) => {
      while (!received.includes(text)) await new Promise((r) => setTimeout(r, 5));
    },
  };
}

describe.each(backends)('edges of the HTTP stack on %s', (backend) => {
  let gw: TestGateway;
  let releaseSlow: () => void = () => {};
  let slowStarted: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    slowStarted = resolve;
  });

  beforeAll(async () => {
    gw = await startGateway(backend, 5, {
      extend: async (app) => {
        app.get('/test/slow', { config: { access: 'public' } }, async () => {
          slowStarted();
          await new Promise<void>((resolve) => {
            releaseSlow = resolve;
          });
          return { succeeded: true, message: 'slow done', errors: null, data: null };
        });
      },
    });
  });
  afterAll(async () => {
    await gw?.close().catch(() => {});
  });

  it('answers a malformed URL with 400 in the envelope', async () => {
    const response = await gw.app.inject({ method: 'GET', url: '/api/%' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ succeeded: false, data: null, message: 'The address is not a valid URL.' });
  });

  it('finishes a request in flight, answers 503 in the envelope after it, and closes idle connections cleanly', async () => {
    await gw.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = gw.app.server.address() as AddressInfo;

    const idle = rawConnection(port);
    idle.send('/api/health');
    await idle.waitFor('"status":"ok"');

    const busy = rawConnection(port);
    busy.send('/test/slow');
    await started;
    const closing = gw.app.close();
    // Pipelined behind the slow request, on a connection that is not idle.
    busy.send('/api/health');
    await new Promise((r) => setTimeout(r, 50));
    releaseSlow();
    await busy.ended;
    await idle.ended;
    await closing;

    const answers = busy.received().split(/(?=HTTP\/1\.1 )/);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 200/);
    expect(answers[0]).toContain('slow done');
    expect(answers[1]).toMatch(/^HTTP\/1\.1 503/);
    expect(JSON.parse(answers[1]!.split('\r\n\r\n')[1]!)).toMatchObject({
      succeeded: false,
      data: null,
      message: 'The server is restarting. Please try again in a moment.',
    });
    expect(busy.error()).toBeNull();
    expect(idle.error()).toBeNull();
  });
});
