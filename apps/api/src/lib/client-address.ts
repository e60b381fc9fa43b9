/**
 * The address a per-client limit counts under. IPv4 addresses (also written IPv4-mapped, `::ffff:1.2.3.4`) count
 * alone; an IPv6 address counts as its /64 network, because one host usually owns a whole /64 and could otherwise
 * step around a per-address limit by switching addresses inside it.
 */
import ipaddr from 'ipaddr.js';

export function clientAddressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${network.map((part) => part.toString(16)).join(':')}::/64`;
}
