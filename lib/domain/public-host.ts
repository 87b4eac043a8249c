/**
 * Whether an address names this machine or a private network (SSRF and the visitor's own LAN): a
 * stream or audio address that the server reads, or that every visitor's browser is told to load,
 * must be public. Judged on the host as browsers read it: WHATWG URL parsing turns the numeric
 * forms they accept ('2130706433', '0x7f.1', '127.1', '0177.0.0.1') into dotted IPv4 first. Names
 * are not resolved here: only 'localhost' and '*.localhost', which browsers keep on the machine.
 */

export const PRIVATE_HOST_MESSAGE = 'Use um endereço público (não são aceitos endereços locais ou de rede interna).';

type Range = readonly [first: number, prefixBits: number];

const ip4 = (a: number, b: number, c: number, d: number) => ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;

/** Unspecified (0/8), private (10/8, 172.16/12, 192.168/16), CGNAT (100.64/10), loopback (127/8), link-local (169.254/16). */
const PRIVATE_IPV4: readonly Range[] = [
  [ip4(0, 0, 0, 0), 8],
  [ip4(10, 0, 0, 0), 8],
  [ip4(100, 64, 0, 0), 10],
  [ip4(127, 0, 0, 0), 8],
  [ip4(169, 254, 0, 0), 16],
  [ip4(172, 16, 0, 0), 12],
  [ip4(192, 168, 0, 0), 16],
];

function inRange(address: number, [first, bits]: Range): boolean {
  const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
  return ((address & mask) >>> 0) === first;
}

function isPrivateIpv4(address: number): boolean {
  return PRIVATE_IPV4.some((range) => inRange(address, range));
}

/** A canonical dotted IPv4 ('127.0.0.1') as a number; null for anything else. */
function parseIpv4(host: string): number | null {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!match) return null;
  const octets = match.slice(1).map(Number);
  return octets.every((octet) => octet <= 255) ? ip4(octets[0], octets[1], octets[2], octets[3]) : null;
}

/** An IPv6 literal as URL serialises it (lower-case hex, '::' compression, no dotted tail) → its 8 groups. */
function parseIpv6(host: string): number[] | null {
  const halves = host.split('::');
  if (halves.length > 2) return null;
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((group) => (/^[0-9a-f]{1,4}$/.test(group) ? parseInt(group, 16) : NaN)));
  const head = groups(halves[0]);
  const tail = halves.length === 2 ? groups(halves[1]) : [];
  const missing = 8 - head.length - tail.length;
  if ((halves.length === 1 && missing !== 0) || missing < 0) return null;
  const all = [...head, ...Array<number>(missing).fill(0), ...tail];
  return all.every((group) => Number.isInteger(group)) ? all : null;
}

function isPrivateIpv6(groups: number[]): boolean {
  const [first] = groups;
  const zeros = (count: number) => groups.slice(0, count).every((group) => group === 0);
  const embeddedIpv4 = (((groups[6] << 16) | groups[7]) >>> 0) as number;
  // ::ffff:a.b.c.d (IPv4-mapped) and ::a.b.c.d (IPv4-compatible, '::' and '::1' included): the IPv4 inside decides.
  if (zeros(5) && (groups[5] === 0xffff || groups[5] === 0)) return isPrivateIpv4(embeddedIpv4);
  // fe80::/10 link-local, fec0::/10 the old site-local, fc00::/7 unique local.
  return (first & 0xffc0) === 0xfe80 || (first & 0xffc0) === 0xfec0 || (first & 0xfe00) === 0xfc00;
}

/** The host as a browser would connect to it: lower-case, numeric IPv4 forms dotted; null when it is no host at all. */
function canonicalHost(hostname: string): string | null {
  const bare = hostname.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  try {
    return new URL(`http://${bare.includes(':') ? `[${bare}]` : bare}/`).hostname;
  } catch {
    return null;
  }
}

/** A host name or IP literal (brackets optional) on this machine or a private network. */
export function isPrivateHost(hostname: string): boolean {
  const host = canonicalHost(hostname);
  if (host === null) return false;
  const name = host.replace(/\.+$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  const v4 = parseIpv4(name);
  if (v4 !== null) return isPrivateIpv4(v4);
  const v6 = host.startsWith('[') ? parseIpv6(host.slice(1, -1)) : null;
  return v6 !== null && isPrivateIpv6(v6);
}

/** Whether an absolute http(s) address points at such a host; false for one that does not parse (its own rule refuses it). */
export function hasPrivateHost(url: string): boolean {
  try {
    return isPrivateHost(new URL(url.trim()).hostname);
  } catch {
    return false;
  }
}
