import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { containsPattern, escapeLike } from '../../src/gateway/db/escape-like.ts';

describe('escapeLike', () => {
  it('escapes the percent sign, so "50%" is not "50 then anything"', () => {
    expect(escapeLike('50%')).toBe('50\\%');
  });

  it('escapes the underscore, so "TiO_2" is not "TiO, any character, 2"', () => {
    expect(escapeLike('TiO_2')).toBe('TiO\\_2');
  });

  it('escapes the backslash, the escape character itself', () => {
    expect(escapeLike('C:\\dir')).toBe('C:\\\\dir');
    expect(escapeLike('\\%')).toBe('\\\\\\%');
  });

  it('leaves other text as it is', () => {
    expect(escapeLike('Titanium dioxide (rutile) *')).toBe('Titanium dioxide (rutile) *');
  });

  it('makes a "contains" pattern', () => {
    expect(containsPattern('5%_')).toBe('%5\\%\\_%');
  });
});

describe('containsPattern on PostgreSQL', () => {
  const db = new PGlite();
  afterAll(() => db.close());
  const matches = async (value: string, search: string) =>
    (await db.query<{ m: boolean }>('select $1::text ilike $2::text as m', [value, containsPattern(search)])).rows[0]!.m;

  it('finds the text typed, wildcards included, and nothing the wildcards would have matched', async () => {
    expect(await matches('Solids 50% min', '50%')).toBe(true);
    expect(await matches('Solids 500 min', '50%')).toBe(false);
    expect(await matches('TiO_2 pigment', 'tio_2')).toBe(true);
    expect(await matches('TiOx2 pigment', 'tio_2')).toBe(false);
    expect(await matches('path a\\b', 'a\\b')).toBe(true);
    expect(await matches('path ab', 'a\\b')).toBe(false);
  });
});
