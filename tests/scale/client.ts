/**
 * A client of the gateways behind the load balancer, as a person's browser would be: its own
 * loopback address (127.x.y.z, so the gateways' per-address limits see one person each), keep-alive
 * connections, JSON. `retrying` sends a request again while the answer says a gateway was lost on
 * the way (a refused or reset connection, 502, 503, 504), as a client with an Idempotency-Key may.
 */
import { Agent, request } from 'node:http';

export interface Answer {
  status: number;
  body: any;
}

/** What the load balancer answers when the gateway it sent the request to died, or none was there. */
export const LOST = new Set([0, 502, 503, 504]);

export class Client {
  private readonly agent: Agent;
  private readonly baseUrl: string;
  readonly address: string;
  /** Requests answered LOST and then sent again. */
  lost = 0;

  constructor(baseUrl: string, address: string) {
    this.baseUrl = baseUrl;
    this.address = address;
    this.agent = new Agent({ keepAlive: true, maxSockets: 4, localAddress: address });
  }

  /** One request; a connection that fails answers status 0. */
  send(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const url = new URL(path, this.baseUrl);
    const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    return new Promise((resolve) => {
      const req = request(
        url,
        {
          method,
          agent: this.agent,
          headers: {
            accept: 'application/json',
            ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
            ...headers,
          },
          timeout: 30_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = text;
            try {
              parsed = JSON.parse(text);
            } catch {
              /* HAProxy's own error pages are HTML */
            }
            resolve({ status: res.statusCode ?? 0, body: parsed });
          });
          res.on('error', () => resolve({ status: 0, body: null }));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timed out')));
      req.on('error', () => resolve({ status: 0, body: null }));
      if (payload !== undefined) req.write(payload);
      req.end();
    });
  }

  /** Sends again (same body, same headers: the same Idempotency-Key) while the answer is LOST; 40 tries. */
  async retrying(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer & { tries: number }> {
    for (let tries = 1; ; tries++) {
      const answer = await this.send(method, path, body, headers);
      if (!LOST.has(answer.status) || tries === 40) return { ...answer, tries };
      this.lost++;
      await new Promise((resolve) => setTimeout(resolve, 50 * Math.min(tries, 10)));
    }
  }

  close(): void {
    this.agent.destroy();
  }
}
