/**
 * Gateway throughput with one process and with three behind HAProxy, in the same run on the same
 * PostgreSQL catalog: the calls of the gateway benchmark (its baseline included), against one
 * gateway directly, the same gateway behind HAProxy (the load balancer's own cost), and three
 * gateways behind HAProxy (round robin). Each figure is the median of `runs` runs, the setups
 * interleaved run by run so that a machine's drift hits them alike.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import {
  type GatewayProcess,
  type Haproxy,
  freePort as freeLoopbackPort,
  haproxyVersion,
  startGatewayProcess,
  startHaproxy,
} from './cluster.ts';
import { once, sampleIds, scratchDatabase, spread, targets, type Spread } from './gateway.ts';
import { measure } from './process-tree.ts';

const ROOT = join(import.meta.dirname, '..', '..');

interface Row {
  setup: string;
  target: string;
  rps: Spread;
  p50: Spread;
  p99: Spread;
  errors: number;
  non2xx: number;
}

export async function benchScaleOut(options: {
  adminUrl: string;
  products: number;
  connections: number;
  seconds: number;
  runs: number;
  scratch: string;
}): Promise<{ table: string[] }> {
  const database = await scratchDatabase(options.adminUrl, 'bench_scale_out');
  const dataDir = join(options.scratch, 'scale-out');
  mkdirSync(join(dataDir, 'media'), { recursive: true });
  const gateways: GatewayProcess[] = [];
  const balancers: Haproxy[] = [];
  try {
    console.log(`  seeding ${options.products} products into PostgreSQL…`);
    await measure(process.execPath, [join(ROOT, 'scripts', 'seed.ts'), '--products', String(options.products)], {
      env: { ...process.env, DATABASE_URL: database.url, DATA_DIR: dataDir },
    });
    const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex') };
    for (const name of ['gw1', 'gw2', 'gw3']) gateways.push(await startGatewayProcess(name, await freeLoopbackPort(), env, dataDir));
    const servers = gateways.map((g) => ({ name: g.name, port: g.port }));
    const one = await startHaproxy(servers.slice(0, 1));
    balancers.push(one);
    const three = await startHaproxy(servers);
    balancers.push(three);
    await one.waitFor('UP', ['gw1']);
    await three.waitFor(
      'UP',
      servers.map((s) => s.name),
    );

    const setups = [
      { name: 'one gateway, direct', url: gateways[0]!.url },
      { name: 'one gateway behind HAProxy', url: one.url },
      { name: 'three gateways behind HAProxy', url: three.url },
    ];
    const ids = await sampleIds(gateways[0]!.url);
    const list = targets(ids.productId, ids.marketId);
    for (const setup of setups) for (const target of list) await once(setup.url, target, options.connections, 2);
    const servedBefore = await three.served();

    const results = new Map<string, autocannon.Result[]>();
    for (let run = 0; run < options.runs; run++) {
      for (const setup of setups) {
        for (const target of list) {
          const result = await once(setup.url, target, options.connections, options.seconds);
          const key = `${setup.name}\n${target.name}`;
          results.set(key, [...(results.get(key) ?? []), result]);
          console.log(`  ${setup.name}, ${target.name}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms`);
        }
      }
    }
    const servedAfter = await three.served();
    const share = servers.map((s) => (servedAfter[s.name] ?? 0) - (servedBefore[s.name] ?? 0));

    const rows: Row[] = [];
    for (const setup of setups) {
      for (const target of list) {
        const all = results.get(`${setup.name}\n${target.name}`)!;
        rows.push({
          setup: setup.name,
          target: target.name,
          rps: spread(all.map((r) => r.requests.average)),
          p50: spread(all.map((r) => r.latency.p50)),
          p99: spread(all.map((r) => r.latency.p99)),
          errors: all.reduce((n, r) => n + r.errors + r.timeouts, 0),
          non2xx: all.reduce((n, r) => n + r.non2xx, 0),
        });
      }
    }
    const direct = (row: Row) => rows.find((r) => r.setup === setups[0]!.name && r.target === row.target)!;
    const range = (s: Spread, digits = 0) => `${s.median.toFixed(digits)} (${s.min.toFixed(digits)}–${s.max.toFixed(digits)})`;
    return {
      table: [
        `PostgreSQL, catalog of ${options.products} products; three \`npm run gateway\` processes (pool of 10 connections each) on one database, HAProxy ${haproxyVersion()} (round robin, health checks every 500 ms), autocannon on loopback with ${options.connections} connections, ${options.seconds} s per run, median of ${options.runs} runs (min–max). All of it shares the machine's ${cpus().length} cores: the gateways, PostgreSQL, HAProxy and the load generator.`,
        '',
        '| Setup | Call | Requests/s | p50 (ms) | p99 (ms) | Errors | Non-2xx | Requests/s ÷ one gateway direct |',
        '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
        ...rows.map(
          (r) =>
            `| ${r.setup} | ${r.target} | ${range(r.rps)} | ${range(r.p50)} | ${range(r.p99)} | ${r.errors} | ${r.non2xx} | ${(r.rps.median / direct(r).rps.median).toFixed(2)} |`,
        ),
        '',
        `Requests HAProxy sent to each of the three gateways during the measured runs: ${share.join(' / ')}.`,
      ],
    };
  } finally {
    for (const balancer of balancers) await balancer.stop();
    await Promise.all(gateways.map((g) => g.stop()));
    await database.drop();
  }
}
