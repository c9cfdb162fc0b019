import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, '..', '..', 'scripts', 'check-node.mjs');

function check(version: string) {
  const result = spawnSync(process.execPath, [script], {
    encoding: 'utf8',
    env: { ...process.env, CHECK_NODE_VERSION: version },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('the Node version check run before npm start, dev, seed and test', () => {
  it('stops an old Node with one line: the version found, the version needed and how to get it', () => {
    const { status, stdout, stderr } = check('v20.20.2');
    expect(status).toBe(1);
    expect(stdout).toBe('');
    const lines = stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('found Node 20.20.2');
    expect(lines[0]).toContain('>=22.19');
    expect(lines[0]).toContain('install Node 24 from https://nodejs.org');
    expect(lines[0]).toContain('npm install --prefix .tools/node node@24');
    expect(lines[0]).toContain('.tools/node/node_modules/.bin first on PATH');
  });

  it('stops a Node just below the minor version needed', () => {
    expect(check('22.18.0').status).toBe(1);
  });

  it('lets a recent Node through silently', () => {
    for (const version of ['22.19.0', '23.0.0', '24.3.1', process.versions.node]) {
      expect(check(version)).toEqual({ status: 0, stdout: '', stderr: '' });
    }
  });

  it('is used by the npm scripts that load TypeScript files', () => {
    const { scripts } = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    for (const name of ['start', 'dev', 'seed', 'test']) {
      expect(scripts[name]).toMatch(/^node scripts\/check-node\.mjs && /);
    }
  });
});
