/**
 * The key a limit counts a client address under, one spelling per client:
 * - IPv4 as four decimal numbers (`1.2.3.4`), also when it arrives IPv4-mapped (`::ffff:1.2.3.4`,
 *   what a dual-stack socket reports);
 * - IPv6 by its /64 (`2001:db8:1234:5678::/64`), however it is written (`…:0:0:0:1`, `…::1`,
 *   capitals, leading zeros, a zone). A /64 is what one household or phone is given: a client
 *   walking through the 2^64 addresses of its own network is still one client.
 * Anything that is no address in a strict form is returned as it is (trimmed): a caller passes
 * socket peers and what its trusted proxies named.
 */
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** An IPv6 address's first four groups, as its /64 network: `2001:db8:1234:5678::/64`. */
function network64(address: ipaddr.IPv6): string {
  const groups = address.parts.slice(0, 4).map((part) => part.toString(16));
  // Trailing zero groups are compressed as IPv6 writes them (`2001:db8::/64`).
  while (groups.length > 0 && groups.at(-1) === '0') groups.pop();
  return `${groups.join(':')}::/64`;
}

export function clientKey(address: string): string {
  const given = address.trim();
  // Node's own check first (strict forms only: no octal, no short IPv4); ipaddr.js reads IPv6.
  const family = isIP(given);
  if (family === 4) return given;
  if (family !== 6) return given;
  const v6 = ipaddr.IPv6.parse(given);
  return v6.isIPv4MappedAddress() ? v6.toIPv4Address().toString() : network64(v6);
}

/** Whether `address` is an IP address in a strict form (what clientKey groups). */
export const isClientAddress = (address: string): boolean => isIP(address.trim()) !== 0;
