/**
 * Where the site is, as links in emails and card payments' returns need it: PUBLIC_SITE_URL when it
 * is set, else the address the server listens on (HOST and PORT), so a start on another port still
 * leads people back to itself.
 */
import { isLoopbackAddress } from './loopback.ts';

/** Hosts that mean "every interface": the machine's own name for them is localhost. */
const EVERY_INTERFACE = new Set(['0.0.0.0', '::', '']);

const isLocalName = (name: string) => name === 'localhost' || isLoopbackAddress(name);

/** "http://127.0.0.1:4321" for HOST 127.0.0.1 and PORT 4321; "http://localhost:4321" for HOST 0.0.0.0. */
export function listeningUrl(host: string, port: number): string {
  const name = EVERY_INTERFACE.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/**
 * Whether a server listening on `host`:`port` is not the site at `siteUrl`, as far as can be told:
 * only an address naming this machine (localhost, a loopback address, HOST itself) can be judged.
 * Any other name is a proxy's or a CDN's in front of the server, which forwards where it should.
 */
export function listensElsewhere(siteUrl: string, host: string, port: number): boolean {
  const url = new URL(siteUrl);
  const name = url.hostname.replace(/^\[|\]$/g, '');
  if (!isLocalName(name) && name !== host) return false;
  const sitePort = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  if (sitePort !== port) return true;
  // A loopback name reaches a server on a loopback address or on every interface.
  return !(name === host || EVERY_INTERFACE.has(host) || (isLocalName(name) && isLocalName(host)));
}
