/**
 * A client that goes away while its compressed answer is starting (the search island aborts a
 * superseded search as a buyer types) makes the answer's stream close early. That is no error of
 * ours: it is noted at debug level, never logged as an unhandled error, and the gateway goes on.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startGateway, type TestGateway } from './harness.ts';

describe.each(backends)('an answer whose client went away on %s', (backend) => {
  let gw: TestGateway;
  const lines: { level: number; msg: string }[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _enc, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    gw = await startGateway(backend, 20, {
      logger: { level: 'debug', stream },
      extend: async (app) => {
        // What Fastify hands the error handler when the answer's stream closes before its first byte.
        app.get('/test/closed-early', { config: { access: 'public' } }, async () => {
          throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
        });
        app.get('/test/broken', { config: { access: 'public' } }, async () => {
          throw new Error('a real fault');
        });
      },
    });
  });
  afterAll(() => gw?.close());

  it('notes it at debug level and logs no error, while a real fault is still logged as one', async () => {
    const closed = await gw.app.inject({ method: 'GET', url: '/test/closed-early' });
    expect(closed.statusCode).toBe(499);
    expect(lines.some((l) => l.level === 20 && /closed the connection/.test(l.msg))).toBe(true);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);

    const broken = await gw.app.inject({ method: 'GET', url: '/test/broken' });
    expect(broken.statusCode).toBe(500);
    expect(lines.filter((l) => l.level >= 50).map((l) => l.msg)).toEqual(['unhandled error']);
  });
});
