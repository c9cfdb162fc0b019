import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveSiteFile } from '../../src/publisher/serve-site.ts';

describe('resolveSiteFile', () => {
  const root = mkdtempSync(join(tmpdir(), 'site-'));
  mkdirSync(join(root, 'markets'));
  writeFileSync(join(root, 'markets', 'index.html'), 'markets');
  writeFileSync(join(root, 'robots.txt'), 'robots');
  writeFileSync(join(tmpdir(), 'outside.txt'), 'secret');

  it('maps page addresses to their index.html and files to themselves', () => {
    expect(resolveSiteFile(root, '/markets')).toBe('markets/index.html');
    expect(resolveSiteFile(root, '/markets/?x=1')).toBe('markets/index.html');
    expect(resolveSiteFile(root, '/robots.txt')).toBe('robots.txt');
    expect(resolveSiteFile(root, '/missing')).toBeNull();
  });

  it('never leaves the site directory', () => {
    expect(resolveSiteFile(root, '/../outside.txt')).toBeNull();
    expect(resolveSiteFile(root, '/%2e%2e/outside.txt')).toBeNull();
    expect(resolveSiteFile(root, '/markets/../../outside.txt')).toBeNull();
    expect(resolveSiteFile(root, '/%E0%A4%A')).toBeNull();
  });
});
