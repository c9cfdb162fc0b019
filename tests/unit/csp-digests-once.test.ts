import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { digestsOnceRuntime, MAX_KEPT } from '../../src/integrations/csp-digests-once.ts';

const RUNTIME = join(import.meta.dirname, '..', '..', 'node_modules', 'astro', 'dist', 'core', 'encryption.js');
type Runtime = { generateCspDigest(data: string, algorithm: string): Promise<string> };

// Astro's runtime as installed, and the same with the plugin's change, each loaded as a module of
// its own (its imports pointed at the installed files).
const work = mkdtempSync(join(tmpdir(), 'csp-digests-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
async function load(name: string, code: string): Promise<Runtime> {
  const absolute = code
    .replace('"@oslojs/encoding"', JSON.stringify(import.meta.resolve('@oslojs/encoding')))
    .replaceAll(/from "(\.[^"]+)"/g, (_, relative: string) => `from ${JSON.stringify(pathToFileURL(join(RUNTIME, '..', relative)).href)}`);
  const file = join(work, `${name}.mjs`);
  writeFileSync(file, absolute);
  return import(/* @vite-ignore */ pathToFileURL(file).href);
}

describe('the policy digests, computed once per text (docs/decisions/052)', () => {
  it('gives the digests Astro gives, and hashes a text once however many pages carry it', async () => {
    const installed = readFileSync(RUNTIME, 'utf8');
    const [astro, kept] = await Promise.all([load('astro', installed), load('kept', digestsOnceRuntime(installed))]);
    const stylesheet = `.card{color:red}${'x'.repeat(40_000)}`;
    const texts = [stylesheet, 'console.log(1)', '', 'é ünïcode ✓'];
    for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) {
      for (const text of texts) expect(await kept.generateCspDigest(text, algorithm)).toBe(await astro.generateCspDigest(text, algorithm));
    }
    const digest = vi.spyOn(crypto.subtle, 'digest');
    try {
      // Each page's stylesheet is a text made afresh (Astro joins a page's stylesheets per page).
      const [head, tail] = [stylesheet.slice(0, 100), stylesheet.slice(100)];
      for (let page = 0; page < 50; page++) await kept.generateCspDigest([head, tail].join(''), 'SHA-256');
      expect(digest).not.toHaveBeenCalled();
      await kept.generateCspDigest('a text not seen before', 'SHA-256');
      expect(digest).toHaveBeenCalledTimes(1);
    } finally {
      digest.mockRestore();
    }
  });

  it('keeps no more than MAX_KEPT texts: past them it hashes, and still right', async () => {
    const kept = await load('bounded', digestsOnceRuntime(readFileSync(RUNTIME, 'utf8')));
    for (let n = 0; n < MAX_KEPT; n++) await kept.generateCspDigest(`text ${n}`, 'SHA-256');
    const digest = vi.spyOn(crypto.subtle, 'digest');
    try {
      const first = await kept.generateCspDigest('one text too many', 'SHA-256');
      expect(await kept.generateCspDigest('one text too many', 'SHA-256')).toBe(first);
      expect(digest).toHaveBeenCalledTimes(2);
      await kept.generateCspDigest('text 0', 'SHA-256');
      expect(digest).toHaveBeenCalledTimes(2);
    } finally {
      digest.mockRestore();
    }
  });

  it('stops the build when the runtime has changed, instead of hashing every page silently', () => {
    expect(() => digestsOnceRuntime('export async function digest(data) {}')).toThrow(/no longer has/);
  });
});
