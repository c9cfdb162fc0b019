import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/gateway/platform/config.ts';
import { isLoopbackAddress } from '../../src/gateway/platform/loopback.ts';
import { listensElsewhere } from '../../src/gateway/platform/site-address.ts';

const siteUrl = (env: Record<string, string>) => loadConfig(env).PUBLIC_SITE_URL;

describe('the site address when PUBLIC_SITE_URL is not set', () => {
  it('is where the server listens: HOST and PORT', () => {
    expect(siteUrl({})).toBe('http://127.0.0.1:4321');
    expect(siteUrl({ PORT: '5050' })).toBe('http://127.0.0.1:5050');
    expect(siteUrl({ HOST: 'localhost', PORT: '8080', PUBLIC_SITE_URL: '' })).toBe('http://localhost:8080');
  });

  it('names every interface (0.0.0.0, ::) localhost, and writes an IPv6 host in brackets', () => {
    expect(siteUrl({ HOST: '0.0.0.0', PORT: '3000' })).toBe('http://localhost:3000');
    expect(siteUrl({ HOST: '::', PORT: '3000' })).toBe('http://localhost:3000');
    expect(siteUrl({ HOST: '::1', PORT: '3000' })).toBe('http://[::1]:3000');
  });

  it('is PUBLIC_SITE_URL when set, whatever HOST and PORT say', () => {
    expect(siteUrl({ PORT: '5050', PUBLIC_SITE_URL: 'https://chemmarket.example' })).toBe('https://chemmarket.example');
    expect(() => loadConfig({ PUBLIC_SITE_URL: 'not a url' })).toThrow(/PUBLIC_SITE_URL/);
  });
});

describe('a server listening elsewhere than PUBLIC_SITE_URL', () => {
  it('is told by another port on this machine', () => {
    expect(listensElsewhere('http://localhost:4321', '127.0.0.1', 5050)).toBe(true);
    expect(listensElsewhere('http://127.0.0.1:4321', '0.0.0.0', 8080)).toBe(true);
    expect(listensElsewhere('http://localhost', '127.0.0.1', 4321)).toBe(true);
  });

  it('is told by a loopback address when the server listens on another interface only', () => {
    expect(listensElsewhere('http://localhost:4321', '192.168.1.20', 4321)).toBe(true);
  });

  it('is not reported for the same port under another name of this machine', () => {
    expect(listensElsewhere('http://localhost:4321', '127.0.0.1', 4321)).toBe(false);
    expect(listensElsewhere('http://127.0.0.1:4321', 'localhost', 4321)).toBe(false);
    expect(listensElsewhere('http://localhost:4321', '0.0.0.0', 4321)).toBe(false);
    expect(listensElsewhere('http://[::1]:4321', '::', 4321)).toBe(false);
    expect(listensElsewhere('http://192.168.1.20:4321', '192.168.1.20', 4321)).toBe(false);
  });

  it("is not reported for a public name: a proxy or CDN's, forwarding to the server", () => {
    expect(listensElsewhere('https://chemmarket.example', '127.0.0.1', 4321)).toBe(false);
  });
});

describe('loopback addresses', () => {
  it('are 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(address)).toBe(true);
    for (const address of ['10.0.0.5', '192.168.1.20', '::ffff:10.0.0.5', 'fe80::1', '128.0.0.1', 'localhost', ''])
      expect(isLoopbackAddress(address)).toBe(false);
  });
});
