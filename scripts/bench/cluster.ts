/**
 * Several gateway processes (`npm run gateway`, as production runs it) on one PostgreSQL database,
 * behind HAProxy (Debian's `haproxy`): round robin, health checks on GET /api/health/ready, the client's
 * address in X-Forwarded-For. The configuration is written to a directory of its own. Used by the
 * scale-out test (tests/scale/several-gateways.test.ts) and benchmark (scripts/bench/scale-out.ts).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');

/** A loopback port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Debian's haproxy (`.ci/run` installs it): on the PATH, or in /usr/sbin when the PATH leaves it out. */
const haproxyBinary = ['haproxy', '/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find(
  (candidate) => spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0,
);

export function haproxyInstalled(): boolean {
  return haproxyBinary !== undefined;
}

/** The installed haproxy's version, e.g. 2.6.12. */
export function haproxyVersion(): string {
  const out = haproxyBinary ? spawnSync(haproxyBinary, ['-v'], { encoding: 'utf8' }).stdout : '';
  return /version (\S+)/.exec(out)?.[1]?.split('-')[0] ?? '';
}

export interface GatewayProcess {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  /** What the process wrote, for the test's failure message. */
  output(): string;
  /** Ends it like an operator would (SIGTERM: it drains for DRAIN_SECONDS, then requests in flight finish, jobs stop). */
  stop(): Promise<void>;
  /** Ends it like a crash would: SIGKILL, nothing finishes. */
  kill(): Promise<void>;
}

/**
 * Starts `node scripts/gateway.ts` on `port`; resolves when it says it is ready. It runs in `cwd`
 * (a directory without a .env file, so only `env` configures it).
 */
export async function startGatewayProcess(name: string, port: number, env: Record<string, string>, cwd: string): Promise<GatewayProcess> {
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'gateway.ts')], {
    cwd,
    // No drain unless asked: the benchmark stops its gateways when it is done with them.
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DRAIN_SECONDS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr!.on('data', (d: Buffer) => {
    output += d.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} was not ready within 60 s:\n${output}`)), 60_000);
    child.stdout!.on('data', () => {
      if (output.includes('Gateway ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
  };
}

export interface Haproxy {
  /** Where clients send their requests. */
  url: string;
  /** Each server's state as HAProxy's health checks see it: UP, DOWN, … */
  states(): Promise<Record<string, string>>;
  /** Requests each server was sent so far. */
  served(): Promise<Record<string, number>>;
  /** Resolves once every named server is in the state (within `timeoutMs`). */
  waitFor(state: 'UP' | 'DOWN', names: string[], timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * HAProxy in front of `servers`: round robin, a readiness check every 500 ms (two failures take a
 * server out, two successes put it back: a stopping gateway fails it at once), a request whose connection could not be made sent to
 * another server, and X-Forwarded-For. Answers are never retried once a request reached a server:
 * a POST may have done its work, and the client decides (with its Idempotency-Key).
 */
export async function startHaproxy(servers: { name: string; port: number }[]): Promise<Haproxy> {
  const dir = mkdtempSync(join(tmpdir(), 'haproxy-'));
  const port = await freePort();
  const statsPort = await freePort();
  const config = `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  timeout http-keep-alive 10s
  retries 3
  option redispatch 1
  option forwardfor

frontend gateways
  bind 127.0.0.1:${port}
  default_backend gateways

backend gateways
  balance roundrobin
  option httpchk GET /api/health/ready
  http-check expect status 200
  default-server inter 500ms fastinter 250ms downinter 500ms fall 2 rise 2
${servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check`).join('\n')}

frontend stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
`;
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, config);
  if (!haproxyBinary) throw new Error('haproxy is not installed');
  const check = spawnSync(haproxyBinary, ['-c', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy refused its configuration:\n${check.stdout}${check.stderr}`);
  const child = spawn(haproxyBinary, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (d: Buffer) => {
    errors += d.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  /** One column of the stats page for each server of the backend. */
  async function column(name: string): Promise<Record<string, string>> {
    const csv = await fetch(`http://127.0.0.1:${statsPort}/stats;csv`).then((r) => r.text());
    const [header, ...rows] = csv.trim().split('\n');
    const columns = header!.replace(/^# /, '').split(',');
    const at = (column: string) => columns.indexOf(column);
    const found: Record<string, string> = {};
    for (const row of rows) {
      const cells = row.split(',');
      if (cells[at('pxname')] === 'gateways' && !['FRONTEND', 'BACKEND'].includes(cells[at('svname')]!))
        found[cells[at('svname')]!] = cells[at(name)]!;
    }
    return found;
  }
  const states = async () => Object.fromEntries(Object.entries(await column('status')).map(([n, v]) => [n, v.split(' ')[0]!]));

  const haproxy: Haproxy = {
    url: `http://127.0.0.1:${port}`,
    states,
    served: async () => Object.fromEntries(Object.entries(await column('stot')).map(([n, v]) => [n, Number(v)])),
    async waitFor(state, names, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      let last: Record<string, string> = {};
      while (Date.now() < deadline) {
        last = await states().catch(() => ({}));
        if (names.every((n) => last[n] === state)) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`HAProxy did not see ${names.join(', ')} ${state} within ${timeoutMs} ms: ${JSON.stringify(last)} ${errors}`);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
  // Up when its stats page answers.
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await states();
      return haproxy;
    } catch (error) {
      if (Date.now() > deadline || child.exitCode !== null) {
        await haproxy.stop();
        throw new Error(`haproxy did not start: ${(error as Error).message} ${errors}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
