import ipaddr from 'ipaddr.js';

/**
 * The key a per-address limit counts a client under (design §13). An IPv6 client is given a whole /64 by its
 * provider and can pick any of its 2^64 addresses for each request, so it is counted by its /64; an IPv4 address
 * (also one written IPv6-mapped, `::ffff:192.0.2.1`) is counted alone.
 */
export function clientKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${ipaddr.IPv6.parse(`${prefix.map((p) => p.toString(16)).join(':')}::`).toString()}/64`;
}
