/** Whether a client's address is this machine's own (127.0.0.0/8, ::1, or 127.x written as IPv6). */
import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

export function isLoopbackAddress(address: string): boolean {
  // A dual-stack socket reports an IPv4 client as ::ffff:127.0.0.1.
  const ip = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;
  const family = isIP(ip);
  return family !== 0 && loopback.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Whether a request comes from this machine: the socket's address, and every address a proxy in
 * front says it forwarded for (a load balancer or Astro's dev server on this machine passes the
 * client's on), must be this machine's.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  const forwarded = [request.headers['x-forwarded-for']].flat().filter(Boolean).join(',');
  const addresses = [request.socket.remoteAddress ?? '', ...(forwarded ? forwarded.split(',').map((a) => a.trim()) : [])];
  return addresses.every(isLoopbackAddress);
}
