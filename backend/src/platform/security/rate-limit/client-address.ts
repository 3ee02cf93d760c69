import { isIPv6 } from 'node:net';

/**
 * The part of a client's address that one client controls, for per-address limits: an IPv4
 * address as is, and the /64 network of an IPv6 address (one host usually gets a whole /64, so
 * a key per address would let it rotate through 2^64 of them).
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, lower case without leading zeros. */
function expandIPv6(ip: string): string[] {
  const address = ip.split('%')[0] ?? ip; // a zone (fe80::1%eth0) is not part of the address
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => part.split(':').filter(Boolean).flatMap(withIPv4Tail);
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const zeros = Array<string>(8 - front.length - back.length).fill('0');
  return [...front, ...zeros, ...back].map((group) => parseInt(group, 16).toString(16));
}

/** `1.2.3.4` at the end of an IPv6 address stands for two groups. */
function withIPv4Tail(group: string): string[] {
  if (!group.includes('.')) return [group];
  const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
