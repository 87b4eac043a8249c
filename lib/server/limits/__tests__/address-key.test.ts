import { addressKey } from '../address-key';

describe('addressKey', () => {
  it.each<[string, string | null, string]>([
    ['IPv4 as it is', '198.51.100.7', '198.51.100.7'],
    ['the unknown address', null, 'desconhecido'],
    ['an empty address as the unknown one', '', 'desconhecido'],
    ['IPv6: its /64', '2001:db8:a:b:1:2:3:4', '2001:db8:a:b::/64'],
    ['IPv6 compressed', '2001:db8::1', '2001:db8::/64'],
    ['IPv6 another address of the same /64', '2001:db8:0:0:ffff:ffff:ffff:fffe', '2001:db8::/64'],
    ['IPv6 upper case and leading zeros', '2001:0DB8:000A:00B0::CAFE', '2001:db8:a:b0::/64'],
    ['IPv6 zeros inside the prefix', '2001:0:0:1::5', '2001:0:0:1::/64'],
    ['IPv6 compression inside the prefix', '2001::7:8:9:a', '2001::/64'],
    ['IPv6 with a zone id', 'fe80::1%eth0', 'fe80::/64'],
    ['IPv6 loopback', '::1', '::/64'],
    ['IPv6 unspecified', '::', '::/64'],
    ['IPv4-mapped, dotted', '::ffff:1.2.3.4', '1.2.3.4'],
    ['IPv4-mapped, upper case', '::FFFF:203.0.113.9', '203.0.113.9'],
    ['IPv4-mapped, in hex', '::ffff:c633:6407', '198.51.100.7'],
    ['IPv4-mapped, uncompressed', '0:0:0:0:0:ffff:102:304', '1.2.3.4'],
    ['another IPv4 embedding is IPv6: its /64', '64:ff9b::1.2.3.4', '64:ff9b::/64'],
    ['not an address: kept as it is', 'unknown', 'unknown'],
  ])('%s: %p → %p', (_, ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });
});
