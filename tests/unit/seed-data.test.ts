import { describe, it, expect } from 'vitest';
import { CHEMICALS } from '../../src/gateway/seed/data/chemicals.ts';
import { MARKETS } from '../../src/gateway/seed/data/markets.ts';
import { APPLICATIONS } from '../../src/gateway/seed/data/applications.ts';
import { PRODUCERS, SUPPLIERS } from '../../src/gateway/seed/data/companies.ts';
import type { TreeNode } from '../../src/gateway/seed/data/types.ts';

/** CAS check digit: sum of digits of the first two parts, each multiplied by its position from the right (starting at 1), mod 10. */
function casCheckDigitValid(cas: string): boolean {
  const m = /^(\d{2,7})-(\d{2})-(\d)$/.exec(cas);
  if (!m) return false;
  const digits = (m[1]! + m[2]!).split('').reverse();
  const sum = digits.reduce((acc, d, i) => acc + Number(d) * (i + 1), 0);
  return sum % 10 === Number(m[3]!);
}

function flatten(nodes: TreeNode[]): TreeNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
}

const marketNodes = flatten(MARKETS);
const applicationNodes = flatten(APPLICATIONS);
const marketSlugs = new Set(marketNodes.map((n) => n.slug));
const applicationSlugs = new Set(applicationNodes.map((n) => n.slug));

describe('CAS check digit helper', () => {
  it('accepts known-good and rejects known-bad numbers', () => {
    expect(casCheckDigitValid('7732-18-5')).toBe(true); // water
    expect(casCheckDigitValid('1310-73-2')).toBe(true); // sodium hydroxide
    expect(casCheckDigitValid('1310-73-3')).toBe(false);
    expect(casCheckDigitValid('1310732')).toBe(false);
  });
});

describe('chemicals', () => {
  it('has at least 150 chemicals', () => {
    expect(CHEMICALS.length).toBeGreaterThanOrEqual(150);
  });

  it('every CAS number is well-formed with a valid check digit', () => {
    const bad = CHEMICALS.filter((c) => !/^\d{2,7}-\d{2}-\d$/.test(c.cas) || !casCheckDigitValid(c.cas));
    expect(bad.map((c) => `${c.name}: ${c.cas}`)).toEqual([]);
  });

  it('has no duplicate CAS numbers', () => {
    const seen = new Map<string, string>();
    const dups: string[] = [];
    for (const c of CHEMICALS) {
      const prev = seen.get(c.cas);
      if (prev) dups.push(`${c.cas}: ${prev} / ${c.name}`);
      seen.set(c.cas, c.name);
    }
    expect(dups).toEqual([]);
  });

  it('has no duplicate names', () => {
    const names = CHEMICALS.map((c) => c.name.trim().toLowerCase());
    const dups = names.filter((n, i) => names.indexOf(n) !== i);
    expect(dups).toEqual([]);
  });

  it('references only existing market and application slugs, at least one of each', () => {
    const problems: string[] = [];
    for (const c of CHEMICALS) {
      if (c.markets.length === 0) problems.push(`${c.name}: no markets`);
      if (c.applications.length === 0) problems.push(`${c.name}: no applications`);
      for (const s of c.markets) if (!marketSlugs.has(s)) problems.push(`${c.name}: unknown market ${s}`);
      for (const s of c.applications) if (!applicationSlugs.has(s)) problems.push(`${c.name}: unknown application ${s}`);
    }
    expect(problems).toEqual([]);
  });

  it('every chemical has packaging, grades, forms and a positive price', () => {
    const problems: string[] = [];
    for (const c of CHEMICALS) {
      if (c.packaging.length < 1) problems.push(`${c.name}: no packaging`);
      if (c.grades.length < 1) problems.push(`${c.name}: no grades`);
      if (c.forms.length < 1) problems.push(`${c.name}: no forms`);
      if (!(c.priceNgnPerKg > 0)) problems.push(`${c.name}: price ${c.priceNgnPerKg}`);
    }
    expect(problems).toEqual([]);
  });

  it('hazard data is consistent', () => {
    const problems: string[] = [];
    for (const c of CHEMICALS) {
      if (c.ghs.length > 0 && c.signalWord === null) problems.push(`${c.name}: pictograms without signal word`);
      if (c.ghs.length === 0 && c.signalWord !== null) problems.push(`${c.name}: signal word without pictograms`);
      for (const h of c.hStatements) if (!/^H\d{3}[A-Za-z]{0,2}$/.test(h)) problems.push(`${c.name}: bad H code ${h}`);
      for (const p of c.pStatements) if (!/^P\d{3}(\+P\d{3})*$/.test(p)) problems.push(`${c.name}: bad P code ${p}`);
      const props = Object.keys(c.properties).length;
      if (props < 3 || props > 6) problems.push(`${c.name}: ${props} properties`);
    }
    expect(problems).toEqual([]);
  });
});

describe('markets and applications trees', () => {
  it('has exactly 15 top-level markets, each with 3 to 5 children', () => {
    expect(MARKETS.length).toBe(15);
    for (const m of MARKETS) {
      expect(m.children?.length ?? 0, m.slug).toBeGreaterThanOrEqual(3);
      expect(m.children?.length ?? 0, m.slug).toBeLessThanOrEqual(5);
    }
  });

  it('has application groups with 3 to 5 children each', () => {
    expect(APPLICATIONS.length).toBeGreaterThanOrEqual(8);
    for (const a of APPLICATIONS) {
      expect(a.children?.length ?? 0, a.slug).toBeGreaterThanOrEqual(3);
      expect(a.children?.length ?? 0, a.slug).toBeLessThanOrEqual(5);
    }
  });

  it('slugs are kebab-case and unique across both trees', () => {
    const all = [...marketNodes, ...applicationNodes].map((n) => n.slug);
    const dups = all.filter((s, i) => all.indexOf(s) !== i);
    expect(dups).toEqual([]);
    for (const s of all) expect(s).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('every node has a name and description', () => {
    for (const n of [...marketNodes, ...applicationNodes]) {
      expect(n.name.length, n.slug).toBeGreaterThan(0);
      expect(n.description.length, n.slug).toBeGreaterThan(10);
    }
  });
});

describe('companies', () => {
  it('has 60 producers and 40 suppliers', () => {
    expect(PRODUCERS.length).toBe(60);
    expect(SUPPLIERS.length).toBe(40);
  });

  it('company names are unique and countries are ISO alpha-2 codes', () => {
    const all = [...PRODUCERS, ...SUPPLIERS];
    const names = all.map((c) => c.name.toLowerCase());
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    for (const c of all) {
      expect(c.country, c.name).toMatch(/^[A-Z]{2}$/);
      expect(c.city.length, c.name).toBeGreaterThan(0);
      expect(c.founded, c.name).toBeGreaterThan(1850);
      expect(c.founded, c.name).toBeLessThanOrEqual(2026);
    }
  });
});
