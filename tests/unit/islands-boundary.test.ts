/**
 * The import rules of the islands (docs/decisions/030-islands-kit-by-kind.md):
 * - An island (a folder of src/islands: auth/, cart/, checkout/, …) and a dashboard area (a folder of
 *   src/islands/dashboard/areas/) import, among the islands, only their own folder and the kit,
 *   src/islands/shared/. What two of them share moves into the kit; no island or area imports another.
 * - The dashboard around the areas reaches an area only through its entries: the one it mounts by
 *   route (`Area.tsx`, `BuyerArea.tsx`, …) and, for the build, its first screen (`Screen.tsx`, with
 *   its stylesheet inlined; docs/decisions/050).
 * - The kit imports no island, and holds only its kinds: ui/ (interface parts), data/ (loading, the
 *   address, forms, dates), money/ (PIN, one-time codes, financing) and commerce/ (cart, orders,
 *   addresses). Inside it arrows go down: money/ and commerce/ may use ui/ and data/, ui/ may use
 *   data/, data/ uses neither; money/ and commerce/ do not use each other.
 * Outside src/islands (src/lib, src/contracts, src/components) every island may import freely.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeFiles, type Import, localImports, root, show, under } from './module-imports.ts';

const ISLANDS = 'src/islands';
const SHARED = `${ISLANDS}/shared`;
const DASHBOARD = `${ISLANDS}/dashboard`;
const AREAS = `${DASHBOARD}/areas`;
const KINDS = ['commerce', 'data', 'money', 'ui'];

const folders = (path: string) =>
  readdirSync(join(root, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${path}/${entry.name}`);

const islands = folders(ISLANDS).filter((folder) => folder !== SHARED && folder !== DASHBOARD);
const areas = folders(AREAS);
const imports = localImports(codeFiles(join(root, ISLANDS)));
const intoIslands = (from: (i: Import) => boolean) => imports.filter((i) => from(i) && under(i.target, ISLANDS));

describe('islands and dashboard areas', () => {
  it("reads the islands' imports (the check is not vacuous)", () => {
    expect(islands).toEqual(expect.arrayContaining([`${ISLANDS}/auth`, `${ISLANDS}/cart`, `${ISLANDS}/checkout`, `${ISLANDS}/search`]));
    expect(areas.length).toBeGreaterThanOrEqual(15);
    expect(imports.filter((i) => under(i.target, SHARED)).length).toBeGreaterThan(300);
    expect(imports.some((i) => i.specifier.endsWith('.css?url') && i.target.endsWith('.css'))).toBe(true);
  });

  it('lets an island import only its own folder and the kit, never another island', () => {
    for (const island of islands) {
      const sideways = intoIslands((i) => under(i.file, island)).filter((i) => !under(i.target, island, SHARED));
      expect(show(sideways), island).toEqual([]);
    }
  });

  it('lets a dashboard area import only its own folder and the kit, never another area nor the dashboard around it', () => {
    for (const area of areas) {
      const sideways = intoIslands((i) => under(i.file, area)).filter((i) => !under(i.target, area, SHARED));
      expect(show(sideways), area).toEqual([]);
    }
  });

  it("lets the dashboard reach an area only through the area's entries: the one it mounts by route, and the first screen the build draws into the page", () => {
    const shell = intoIslands((i) => under(i.file, DASHBOARD) && !under(i.file, AREAS));
    expect(shell.some((i) => under(i.target, AREAS))).toBe(true);
    // first-screens.ts (docs/decisions/050): an area's Screen.tsx, and the styles it needs inlined.
    const entry = (i: Import) => /\/([A-Za-z]*Area|Screen)\.tsx$/.test(i.target) || i.specifier.endsWith('.css?inline');
    const parts = shell.filter((i) => under(i.target, AREAS) && !entry(i));
    const elsewhere = shell.filter((i) => !under(i.target, DASHBOARD, SHARED));
    expect(show([...parts, ...elsewhere])).toEqual([]);
  });
});

describe('the kit, src/islands/shared', () => {
  it('imports no island', () => {
    expect(show(intoIslands((i) => under(i.file, SHARED)).filter((i) => !under(i.target, SHARED)))).toEqual([]);
  });

  it('holds its parts in its kinds only: ui/, data/, money/ and commerce/', () => {
    const entries = readdirSync(join(root, SHARED), { withFileTypes: true }).map((entry) =>
      entry.isDirectory() ? entry.name : `${entry.name} (a file)`,
    );
    expect(entries.sort()).toEqual(KINDS);
    for (const kind of KINDS) expect(codeFiles(join(root, SHARED, kind)).length, kind).toBeGreaterThan(0);
  });

  it('points its arrows down: money/ and commerce/ use ui/ and data/, ui/ uses data/, data/ uses neither', () => {
    const may: Record<string, string[]> = { data: [], ui: ['data'], money: ['ui', 'data'], commerce: ['ui', 'data'] };
    const kindOf = (path: string) => KINDS.find((kind) => under(path, `${SHARED}/${kind}`));
    const upwards = intoIslands((i) => under(i.file, SHARED)).filter((i) => {
      const from = kindOf(i.file)!;
      const to = kindOf(i.target);
      return to !== from && !may[from]!.includes(to!);
    });
    expect(show(upwards)).toEqual([]);
    expect(imports.some((i) => under(i.file, `${SHARED}/money`) && under(i.target, `${SHARED}/ui`))).toBe(true);
  });
});
