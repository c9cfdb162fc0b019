/** Whether a client's address is this machine's own (127.0.0.0/8, ::1, or 127.x written as IPv6). */
import { BlockList, isIP } from 'node:net';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

export function isLoopbackAddress(address: string): boolean {
  // A dual-stack socket reports an IPv4 client as ::ffff:127.0.0.1.
  const ip = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;
  const family = isIP(ip);
  return family !== 0 && loopback.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}
