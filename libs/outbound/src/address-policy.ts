import { BlockList, isIP } from 'node:net';

/**
 * Addresses an outbound request must never reach on a merchant's behalf: loopback, private networks,
 * link-local (cloud metadata lives at 169.254.169.254 and fd00:ec2::254), carrier-grade NAT, multicast,
 * unspecified and reserved ranges, in IPv4 and IPv6. Every IPv6 form that embeds an IPv4 address is
 * refused outright, whatever the embedded address: IPv4-compatible (`::/96`, e.g. `[::7f00:1]` = 127.0.0.1),
 * IPv4-mapped (`::ffff:0:0/96`), 6to4 (`2002::/16`), NAT64 (`64:ff9b::/96`, `64:ff9b:1::/48`) and Teredo
 * (`2001::/32`); a public service has a plain IPv4 or IPv6 address to use instead.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15],
  ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96], ['2002::', 16], ['64:ff9b::', 96], ['64:ff9b:1::', 48], ['2001::', 32], ['100::', 64], ['2001:db8::', 32], ['fc00::', 7], ['fe80::', 10],
  ['fec0::', 10], ['ff00::', 8], ['fd00:ec2::', 32],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/**
 * IPv4-mapped IPv6 (`::ffff:0:0/96`), kept apart: Node's BlockList matches plain IPv4 addresses against
 * this range too, so it is only consulted for IPv6 literals.
 */
const mapped = new BlockList();
mapped.addSubnet('::ffff:0:0', 96, 'ipv6');

/** True when `address` (an IP literal) is in a range outbound requests must not reach. */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) return mapped.check(address, 'ipv6') || blocked.check(address, 'ipv6');
  return true;
}
