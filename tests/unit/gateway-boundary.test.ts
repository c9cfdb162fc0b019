/**
 * The import rules of the code, checked on every import so the plan cannot drift back
 * (docs/decisions/028-gateway-floor-plan.md):
 * - DESIGN.md's: the gateway never imports web code, web code never imports the gateway, both
 *   import src/contracts; nothing in src/ or scripts/ imports tests/.
 * - The gateway's floor plan: layers from the composition root down to the database, arrows only
 *   going down; no cycle between the gateway's folders; a domain reaches another only through its
 *   index.ts.
 * - Inside the platform, http/ is the HTTP layer only: a domain's routes and module use it, its
 *   services do not, and auth/ never imports it (HttpError lives in platform/errors.ts).
 * - The ledger is the only reader and writer of its tables; the operations console composes the
 *   domains' review queues and reads no table but its own (docs/decisions/033-ledger-read-side.md).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeFiles, localImports, root, show, specifiers, under } from './module-imports.ts';

const src = join(root, 'src');

const GATEWAY = 'src/gateway';
const gatewayImports = localImports(codeFiles(join(src, 'gateway')));
/** Imports from one gateway file to another, with both paths relative to src/gateway. */
const insideGateway = gatewayImports
  .filter((i) => under(i.target, GATEWAY))
  .map((i) => ({ ...i, from: i.file.slice(GATEWAY.length + 1), to: i.target.slice(GATEWAY.length + 1) }));

/** The domains: each one folder with its routes, services, jobs (module.ts) and one public entry (index.ts). */
const DOMAINS = [
  'accounts',
  'campaigns',
  'catalog',
  'claims',
  'commerce',
  'companies',
  'delivery',
  'documents',
  'dangerous-goods',
  'conversations',
  'financing',
  'payments',
  'payouts',
  'publishing',
  'requests',
  'rfq',
  'search',
  'taxes',
  'verification',
  'wallet',
];

/**
 * The layers from the top down. A file may import its own layer and the layers below it, never one
 * above. Files directly in src/gateway (app.ts, modules.ts, registry.ts, app-options.ts) are the
 * composition root. The local stand-ins of the providers are development code: only scripts and
 * tests start them, and they know the demo's people from the seed.
 */
const LAYERS: { name: string; folders: string[] }[] = [
  { name: 'local stand-ins', folders: ['providers/local'] },
  { name: 'seed', folders: ['seed'] },
  { name: 'composition root', folders: [''] },
  { name: 'flows', folders: ['flows'] },
  { name: 'operations', folders: ['operations'] },
  { name: 'domains', folders: DOMAINS },
  { name: 'platform', folders: ['platform'] },
  { name: 'providers', folders: ['providers'] },
  { name: 'ledger', folders: ['ledger'] },
  { name: 'db', folders: ['db'] },
];

/** The layer of a path relative to src/gateway: the one whose folder is the longest prefix of it. */
function layerOf(path: string): number {
  let best = -1;
  let length = -1;
  LAYERS.forEach(({ folders }, index) => {
    for (const folder of folders) {
      const matches = folder === '' ? !path.includes('/') : under(path, folder);
      if (matches && folder.length > length) [best, length] = [index, folder.length];
    }
  });
  return best;
}

/** The area a path belongs to when it is a domain's, a flow's or the console's; null otherwise. */
const AREAS = [...DOMAINS, 'flows', 'operations'];
const areaOf = (path: string) => AREAS.find((area) => under(path, area)) ?? null;

/** Strongly connected components of a directed graph (Tarjan's algorithm). */
function stronglyConnected(edges: Map<string, Set<string>>): string[][] {
  const nodes = new Set([...edges.keys(), ...[...edges.values()].flatMap((targets) => [...targets])]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      components.push(component.sort());
    }
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return components;
}

/** A graph from pairs, for the check that the cycle search finds cycles at all. */
const graphOf = (pairs: [string, string][]) => {
  const edges = new Map<string, Set<string>>();
  for (const [a, b] of pairs) edges.set(a, (edges.get(a) ?? new Set()).add(b));
  return edges;
};

describe('the boundary between the gateway and the site', () => {
  it("reads the gateway's imports (the check is not vacuous)", () => {
    expect(gatewayImports.filter((i) => under(i.target, 'src/contracts')).length).toBeGreaterThan(20);
    expect(
      specifiers(
        `import a from './a.ts';\nimport type { B } from "../b.ts";\nexport { c } from './c.ts';\nimport './d.css';\nawait import('./e.ts');`,
      ),
    ).toEqual(['./a.ts', '../b.ts', './c.ts', './d.css', './e.ts']);
  });

  it('keeps the gateway to itself and src/contracts: nothing from src/lib, src/islands, src/components or other site code', () => {
    const outside = gatewayImports.filter((i) => under(i.target, 'src') && !under(i.target, 'src/gateway', 'src/contracts'));
    expect(show(outside)).toEqual([]);
  });

  it('keeps site code (islands, lib, components, pages, layouts, page scripts, build, publisher) off the gateway', () => {
    const siteFolders = readdirSync(src, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'gateway' && entry.name !== 'contracts')
      .map((entry) => join(src, entry.name));
    expect(siteFolders.map((folder) => relative(src, folder))).toEqual(
      expect.arrayContaining(['islands', 'lib', 'components', 'pages', 'publisher']),
    );
    const intoGateway = localImports(siteFolders.flatMap(codeFiles)).filter((i) => under(i.target, 'src/gateway'));
    expect(show(intoGateway)).toEqual([]);
  });

  it('keeps src/contracts free of both sides', () => {
    const sideways = localImports(codeFiles(join(src, 'contracts'))).filter((i) => !under(i.target, 'src/contracts'));
    expect(show(sideways)).toEqual([]);
  });

  it('never imports tests/ from src/ or scripts/: the stand-ins the tests use live in src/gateway/providers/local', () => {
    const fromCode = localImports([...codeFiles(src), ...codeFiles(join(root, 'scripts'))]);
    expect(fromCode.length).toBeGreaterThan(100);
    expect(show(fromCode.filter((i) => under(i.target, 'tests')))).toEqual([]);
  });
});

describe("the gateway's floor plan", () => {
  it('places every folder of src/gateway in a layer', () => {
    const folders = readdirSync(join(src, 'gateway'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((folder) => layerOf(`${folder}/x.ts`) < 0)).toEqual([]);
    expect(folders).toEqual(expect.arrayContaining([...DOMAINS, 'flows', 'operations', 'platform', 'providers', 'ledger', 'db', 'seed']));
  });

  it(`imports only downwards: ${LAYERS.map((layer) => layer.name).join(' > ')}`, () => {
    expect(layerOf('app.ts')).toBe(2);
    expect(layerOf('providers/local/paystack-server.ts')).toBe(0);
    expect(layerOf('providers/paystack.ts')).toBe(7);
    const upwards = insideGateway.filter((i) => layerOf(i.to) < layerOf(i.from));
    expect(
      upwards.map((i) => `${i.file} (${LAYERS[layerOf(i.from)]!.name}) imports ${i.specifier} (${LAYERS[layerOf(i.to)]!.name})`),
    ).toEqual([]);
  });

  it('reaches a domain, a flow or the console from outside it only through its index.ts', () => {
    const crossing = insideGateway.filter((i) => areaOf(i.to) !== null && areaOf(i.to) !== areaOf(i.from));
    expect(crossing.length).toBeGreaterThan(20);
    expect(show(crossing.filter((i) => i.to !== `${areaOf(i.to)}/index.ts`))).toEqual([]);
  });

  /**
   * How it is measured: every directory under src/gateway is a node (src/gateway itself too, for the
   * files directly in it); a file's import of a file in another directory is an edge between their
   * directories, type-only imports included. A strongly connected component of more than one node
   * is a set of folders that import each other round a loop. There must be none: arrows go down.
   */
  it('has no cycle between the folders of src/gateway', () => {
    expect(
      stronglyConnected(
        graphOf([
          ['a', 'b'],
          ['b', 'c'],
          ['c', 'a'],
          ['c', 'd'],
        ]),
      ).filter((c) => c.length > 1),
    ).toEqual([['a', 'b', 'c']]);
    const edges = graphOf(insideGateway.map((i) => [dirname(i.from), dirname(i.to)] as [string, string]).filter(([a, b]) => a !== b));
    expect(edges.size).toBeGreaterThan(20);
    expect(stronglyConnected(edges).filter((component) => component.length > 1)).toEqual([]);
  });

  it('keeps the domains in one order: the graph of domain-to-domain imports has no cycle', () => {
    const between = insideGateway
      .filter((i) => DOMAINS.includes(areaOf(i.from) ?? '') && DOMAINS.includes(areaOf(i.to) ?? '') && areaOf(i.from) !== areaOf(i.to))
      .map((i) => [areaOf(i.from)!, areaOf(i.to)!] as [string, string]);
    expect(between.length).toBeGreaterThan(10);
    expect(stronglyConnected(graphOf(between)).filter((component) => component.length > 1)).toEqual([]);
  });
});

describe('the HTTP layer inside the gateway', () => {
  it("leaves platform/http/ to routes and modules: domains' services, auth, ledger, providers, db and seed do not import it", () => {
    const isRoutesOrModule = (path: string) => /(-routes|\/module)\.ts$/.test(path);
    const intoHttp = insideGateway.filter(
      (i) =>
        under(i.to, 'platform/http') &&
        ((areaOf(i.from) !== null && !isRoutesOrModule(i.from)) || under(i.from, 'platform/auth', 'ledger', 'providers', 'db', 'seed')),
    );
    expect(insideGateway.some((i) => under(i.to, 'platform/http') && areaOf(i.from) !== null)).toBe(true);
    expect(show(intoHttp)).toEqual([]);
  });

  it('has no cycle between http/ and auth/: http/ checks tokens with auth/, auth/ never imports http/', () => {
    expect(insideGateway.some((i) => under(i.from, 'platform/http') && under(i.to, 'platform/auth'))).toBe(true);
    expect(show(insideGateway.filter((i) => under(i.from, 'platform/auth') && under(i.to, 'platform/http')))).toEqual([]);
  });
});

/** A file's code without its comments: a comment may name a table, code may not. */
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/[^\n]*/g, '$1');

const LEDGER_NAMES =
  /\b(ledger_transfers|ledger_accounts|ledger_credit_deltas|ledger_transfer_effects|ledger_check_runs|ledgerTransfers|ledgerAccounts|ledgerCreditDeltas|ledgerCheckRuns)\b/g;
const ledgerNamesIn = (code: string) => [...new Set([...withoutComments(code).matchAll(LEDGER_NAMES)].map((m) => m[1]!))];

describe("the ledger's tables", () => {
  const SCHEMA = 'src/gateway/db/schema/';
  /** The ledger itself, its migrations and its schema; another schema file only to point a foreign key at a ledger account. */
  const allowed = (path: string) => under(path, 'src/gateway/ledger', 'src/gateway/db/migrations') || path === `${SCHEMA}ledger.ts`;
  const foreignKeysRemoved = (path: string, code: string) =>
    path.startsWith(SCHEMA)
      ? code.replace(/import \{ ledgerAccounts \} from '\.\/ledger\.ts';/g, '').replace(/\.references\(\(\) => ledgerAccounts\.id\)/g, '')
      : code;

  it('finds the names it looks for (the check is not vacuous)', () => {
    expect(ledgerNamesIn('db.execute(sql`select 1 from ledger_transfers t`); tx.select().from(ledgerAccounts);')).toEqual([
      'ledger_transfers',
      'ledgerAccounts',
    ]);
    expect(ledgerNamesIn('// the ledger_transfers of an account\nconst rows = 1;')).toEqual([]);
    expect(ledgerNamesIn('sql`select * from ledger_create_transfers($1)`')).toEqual([]);
    const ledger = codeFiles(join(src, 'gateway', 'ledger')).map((file) => readFileSync(file, 'utf8'));
    expect(ledger.filter((code) => ledgerNamesIn(code).length > 0).length).toBeGreaterThan(2);
  });

  it('are named in src/ and scripts/ only by the ledger (src/gateway/ledger), its migrations and its schema', () => {
    const files = [...codeFiles(src), ...codeFiles(join(root, 'scripts'))];
    expect(files.length).toBeGreaterThan(300);
    const naming = files.flatMap((file) => {
      const path = relative(root, file).split(sep).join('/');
      if (allowed(path)) return [];
      const names = ledgerNamesIn(foreignKeysRemoved(path, readFileSync(file, 'utf8')));
      return names.length ? [`${path} names ${names.join(', ')}`] : [];
    });
    expect(naming).toEqual([]);
  });
});

describe('the operations console', () => {
  const operations = codeFiles(join(src, 'gateway', 'operations')).map((file) => ({
    path: relative(root, file).split(sep).join('/'),
    code: withoutComments(readFileSync(file, 'utf8')),
  }));

  it("reads other domains' items only through their review queues: it imports no schema but its own", () => {
    const schemas = gatewayImports.filter((i) => under(i.file, `${GATEWAY}/operations`) && under(i.target, `${GATEWAY}/db/schema`));
    expect(schemas.length).toBeGreaterThan(0);
    expect(show(schemas.filter((i) => i.target !== `${GATEWAY}/db/schema/operations.ts`))).toEqual([]);
  });

  it('writes no SQL by hand, where a table of another domain could hide', () => {
    expect(operations.length).toBeGreaterThan(3);
    expect(operations.filter(({ code }) => /\bsql`|\.execute\(/.test(code)).map(({ path }) => path)).toEqual([]);
  });

  it("composes the domains' review queues, each reached through the domain's index.ts", () => {
    const reached = new Set(
      insideGateway.filter((i) => under(i.from, 'operations') && areaOf(i.to) !== 'operations').map((i) => areaOf(i.to) ?? i.to),
    );
    expect([...reached]).toEqual(expect.arrayContaining(['verification', 'payouts', 'financing', 'requests', 'wallet']));
  });
});
