import { describe, expect, it } from 'vitest';
import { toPrefixTsquery } from '../../src/gateway/services/product-search.ts';

describe('toPrefixTsquery', () => {
  it('matches every word by its start', () => {
    expect(toPrefixTsquery('Titan dioxi')).toBe('titan:* & dioxi:*');
  });

  it('keeps only letters and digits, so tsquery syntax cannot be injected', () => {
    expect(toPrefixTsquery("sodium' | !(x) & :*")).toBe('sodium:* & x:*');
    expect(toPrefixTsquery('  -- ')).toBeNull();
  });
});
