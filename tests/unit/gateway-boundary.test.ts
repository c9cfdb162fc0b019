/**
 * The import rule of DESIGN.md: the gateway never imports web code, web code never imports the
 * gateway, both import src/contracts. Inside the gateway, http/ is the HTTP layer only: services,
 * auth and the database layer do not import it (HttpError lives in src/gateway/platform/errors.ts), so
 * http/ depends on auth/ and never the other way round.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const src = join(root, 'src');
const CODE = /\.(ts|tsx|mts|js|mjs|jsx|astro)$/;

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && CODE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every module a file names: static imports and re-exports, side-effect imports, dynamic import(). */
function specifiers(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"\n]+)\1/g)) found.push(match[2]!);
  return found;
}

interface Import {
  file: string;
  specifier: string;
  target: string;
}

/** The files' imports of modules inside this repository, resolved to repository paths. */
function localImports(files: string[]): Import[] {
  return files.flatMap((file) =>
    specifiers(readFileSync(file, 'utf8'))
      .filter((specifier) => specifier.startsWith('.') || specifier.startsWith('/'))
      .map((specifier) => ({
        file: relative(root, file),
        specifier,
        target: relative(root, resolve(dirname(file), specifier))
          .split(sep)
          .join('/'),
      })),
  );
}

const show = (imports: Import[]) => imports.map(({ file, specifier }) => `${file} imports ${specifier}`);
const under = (target: string, ...folders: string[]) => folders.some((folder) => target === folder || target.startsWith(`${folder}/`));

const gatewayImports = localImports(codeFiles(join(src, 'gateway')));

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

  it('keeps site code (islands, lib, components, pages, layouts, page scripts, build) off the gateway', () => {
    const siteFolders = readdirSync(src, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'gateway' && entry.name !== 'contracts')
      .map((entry) => join(src, entry.name));
    expect(siteFolders.map((folder) => relative(src, folder))).toEqual(expect.arrayContaining(['islands', 'lib', 'components', 'pages']));
    const intoGateway = localImports(siteFolders.flatMap(codeFiles)).filter((i) => under(i.target, 'src/gateway'));
    expect(show(intoGateway)).toEqual([]);
  });

  it('keeps src/contracts free of both sides', () => {
    const sideways = localImports(codeFiles(join(src, 'contracts'))).filter((i) => !under(i.target, 'src/contracts'));
    expect(show(sideways)).toEqual([]);
  });
});

describe('layers inside the gateway', () => {
  it('leaves http/ to the HTTP layer: services, auth, db, payments and seed do not import it', () => {
    const intoHttp = gatewayImports.filter(
      (i) =>
        under(i.file, 'src/gateway/platform/auth', 'src/gateway/db', 'src/gateway/providers', 'src/gateway/seed') &&
        under(i.target, 'src/gateway/platform/http'),
    );
    expect(show(intoHttp)).toEqual([]);
  });

  it('has no cycle between http/ and auth/: http/ checks tokens with auth/, auth/ never imports http/', () => {
    expect(gatewayImports.some((i) => under(i.file, 'src/gateway/platform/http') && under(i.target, 'src/gateway/platform/auth'))).toBe(
      true,
    );
    expect(
      show(gatewayImports.filter((i) => under(i.file, 'src/gateway/platform/auth') && under(i.target, 'src/gateway/platform/http'))),
    ).toEqual([]);
  });
});
