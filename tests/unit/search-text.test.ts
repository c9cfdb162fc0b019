import { describe, expect, it } from 'vitest';
import { parseQuery, prefixDistance, stemOf, wordsOf } from '../../src/gateway/search/text.ts';

describe('search text', () => {
  it('writes British and American spellings, accents and case one way', () => {
    expect(wordsOf('Sulphuric ACID, aluminium sulphate')).toEqual(['sulfuric', 'acid', 'aluminum', 'sulfate']);
    expect(wordsOf('Polymerisation stabiliser')).toEqual(['polymerization', 'stabilizer']);
    expect(wordsOf('Crème de café')).toEqual(['creme', 'de', 'cafe']);
  });

  it('stems words so inflections meet, and leaves numbers and short words alone', () => {
    expect(stemOf('acids')).toBe(stemOf('acid'));
    expect(stemOf('glycols')).toBe('glycol');
    expect(stemOf('h2so4')).toBe('h2so4');
    expect(stemOf('zinc')).toBe('zinc');
  });

  it('reads a whole CAS number as one exact term, with or without dashes, and digits as its start', () => {
    expect(parseQuery('7664-93-9')).toEqual({ words: [], exactCas: '7664939' });
    expect(parseQuery('7664939')).toEqual({ words: ['7664939'], exactCas: null });
    expect(parseQuery('7664-93')).toEqual({ words: ['766493'], exactCas: null });
  });

  it('keeps only letters and digits, drops stop words unless nothing else is left, and ignores repeats', () => {
    expect(parseQuery("sodium' | !(x) & :*")).toEqual({ words: ['sodium', 'x'], exactCas: null });
    expect(parseQuery('oxide of iron oxide')).toEqual({ words: ['oxide', 'iron'], exactCas: null });
    expect(parseQuery('the')).toEqual({ words: ['the'], exactCas: null });
    expect(parseQuery('  -- ')).toBeNull();
  });

  it('counts typing mistakes against the start of a term', () => {
    expect(prefixDistance('sulfric', 'sulfuric', 1)).toBe(1);
    expect(prefixDistance('titanum', 'titanium', 1)).toBe(1);
    expect(prefixDistance('sodiun', 'sodium', 1)).toBe(1);
    expect(prefixDistance('soidum', 'sodium', 1)).toBe(1);
    expect(prefixDistance('diox', 'dioxide', 1)).toBe(0);
    expect(prefixDistance('glycerol', 'glycol', 1)).toBe(2);
    expect(prefixDistance('xylene', 'toluene', 2)).toBe(3);
  });
});
