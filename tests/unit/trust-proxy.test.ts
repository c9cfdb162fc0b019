import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/gateway/platform/config.ts';

const trust = (value: string | undefined) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;

describe('TRUST_PROXY', () => {
  it('believes no forwarded address by default', () => {
    expect(trust(undefined)).toBe(false);
    expect(trust('')).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
  });

  it('reads true as the one proxy in front, never as every address a client writes', () => {
    expect(trust('true')).toBe(1);
    expect(trust('TRUE')).toBe(1);
  });

  it('takes a number of proxies, or their addresses and ranges', () => {
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 192.168.1.7')).toEqual(['10.0.0.0/8', '192.168.1.7']);
    expect(trust('::1,fd00::/8')).toEqual(['::1', 'fd00::/8']);
    expect(trust('loopback, uniquelocal')).toEqual(['loopback', 'uniquelocal']);
  });

  it('refuses anything else', () => {
    expect(() => trust('yes')).toThrow(/TRUST_PROXY/);
    expect(() => trust('10.0.0.1, everyone')).toThrow(/TRUST_PROXY/);
  });
});
