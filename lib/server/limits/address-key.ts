import { isIP } from 'node:net';

/*
 * The key a client address is counted under in the rate limits. An IPv6 client usually holds a
 * whole /64 (one per home or office link) and can cycle addresses in it at will: counted per
 * address, it would dodge every limit and make a new counter per request (memory stores have no
 * cap). So an IPv6 address counts as its /64; IPv4 addresses count as themselves.
 */

/** The key of the unknown address (in-process calls): all of them share it. */
export const UNKNOWN_ADDRESS_KEY = 'desconhecido';

/**
 * '2001:db8:a:b::1' → '2001:db8:a:b::/64' (canonical: lower case, zeros compressed); '::ffff:1.2.3.4'
 * (an IPv4 client on a dual-stack socket, in either notation) → '1.2.3.4'; a zone id is dropped.
 * IPv4 and anything that is not an IP address (a proxy header's odd value) are kept as they are.
 */
export function addressKey(ip: string | null): string {
  if (!ip) return UNKNOWN_ADDRESS_KEY;
  const address = ip.split('%')[0];
  if (isIP(address) !== 6) return ip;
  const groups = hextets(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  }
  const prefix = groups.slice(0, 4);
  // The interface id is all zeros, the longest run: canonical form compresses it with the prefix's trailing zeros.
  while (prefix.length > 0 && prefix[prefix.length - 1] === 0) prefix.pop();
  return `${prefix.map((group) => group.toString(16)).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (checked by isIP). */
function hextets(address: string): number[] {
  let text = address.toLowerCase();
  // A dotted IPv4 tail ('::ffff:1.2.3.4') is the last two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const [head, tail] = text.split('::');
  if (tail === undefined) return parse(head);
  const left = parse(head);
  const right = parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
