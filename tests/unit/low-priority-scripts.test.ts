import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lowPriorityTemplate } from '../../src/integrations/low-priority-scripts.ts';

describe('the page scripts’ low priority, added to Astro’s script template', () => {
  it('applies to the renderer of the installed Astro: every page script it writes is asked for at low priority', () => {
    const renderer = join(import.meta.dirname, '..', '..', 'node_modules', 'astro', 'dist', 'runtime', 'server', 'render', 'script.js');
    const patched = lowPriorityTemplate(readFileSync(renderer, 'utf8'));
    expect(patched).toContain('<script type="module" fetchpriority="low" src="');
    expect(patched).not.toContain('<script type="module" src="');
  });

  it('stops the build when the template has changed, instead of dropping the priority silently', () => {
    expect(() => lowPriorityTemplate('content = `<script defer src="/x.js"></script>`;')).toThrow(/no longer writes/);
  });
});
