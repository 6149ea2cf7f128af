import { lookup as dnsLookup, LookupAddress } from 'node:dns';
import { BlockList, isIP, LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which addresses Netline may reach on a merchant's behalf: webhook endpoints and the documents a
 * merchant points us at (invoice PDFs) go through this one policy.
 *
 * Only public unicast addresses are allowed. Refused: loopback, private networks, link-local (cloud
 * metadata lives at 169.254.169.254 and fd00:ec2::254), carrier-grade NAT, unique-local IPv6, multicast,
 * documentation, benchmarking, reserved and unspecified ranges, in IPv4 and IPv6; and every IPv6 form
 * that embeds an IPv4 address, whatever the embedded address: IPv4-compatible (`::/96`, e.g.
 * `[::7f00:1]` = 127.0.0.1), IPv4-mapped (`::ffff:0:0/96`), 6to4 (`2002::/16`), NAT64 (`64:ff9b::/96`,
 * `64:ff9b:1::/48`) and Teredo (`2001::/32`); a public service has a plain address to use instead.
 *
 * The check runs on the resolved address at connect time (`guardedLookup`, the `lookup` given to the
 * socket), so a name that resolved to a public address when it was registered and to a private one
 * later (DNS rebinding) is still refused.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96],
  ['2002::', 16],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['2001::', 32],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** True when `address` is an IP literal Netline may connect to on a merchant's behalf. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0 || !ipaddr.isValid(address)) return false;
  // Two independent views must agree: the explicit ranges above, and ipaddr.js's classification, where
  // anything but plain unicast (mapped, 6to4, Teredo, NAT64 and the special ranges) is refused.
  if (family === 4 ? blocked.check(address, 'ipv4') : blocked.check(address, 'ipv6')) return false;
  const parsed = ipaddr.parse(address);
  // ipaddr.js calls IPv4-compatible addresses (the first 96 bits zero) plain unicast.
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).parts.slice(0, 6).every((part) => part === 0)) return false;
  return parsed.range() === 'unicast';
}

export class ForbiddenAddressError extends Error {
  readonly code = 'EOUTBOUND_FORBIDDEN_ADDRESS';
  constructor(host: string, address: string) {
    super(`refused to connect to ${host} (${address}): not a public address`);
    this.name = 'ForbiddenAddressError';
  }
}

/** Every address a name resolves to (the system's resolver, or a test's). */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses)));
  });

/** Strips the IPv6 brackets that `URL.hostname` keeps. */
export function bareHost(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}

/** The two shapes of `lookup`'s callback: one address, or all of them when asked with `all: true`. */
type LookupAllCallback = (error: null, addresses: LookupAddress[]) => void;

/**
 * A `lookup` for sockets that resolves with `resolver` and refuses the whole name when any address is
 * not public (unless private targets are allowed), so the socket can only ever connect to a checked
 * address.
 */
export function guardedLookup(resolver: Resolver = systemResolver, allowPrivate = false): LookupFunction {
  return (hostname, options, callback) => {
    resolver(hostname).then(
      (addresses) => {
        const family = typeof options === 'object' && options ? options.family : undefined;
        const candidates = addresses.filter((entry) => !family || family === 0 || entry.family === family);
        if (candidates.length === 0) {
          callback(Object.assign(new Error(`${hostname} did not resolve`), { code: 'ENOTFOUND' }), '', 4);
          return;
        }
        const refused = allowPrivate ? undefined : candidates.find((entry) => !isPublicAddress(entry.address));
        if (refused) {
          callback(new ForbiddenAddressError(hostname, refused.address) as NodeJS.ErrnoException, '', 4);
          return;
        }
        if (typeof options === 'object' && options && (options as { all?: boolean }).all) {
          // Node's LookupFunction type names only the single-address callback; with `all` it takes a list.
          (callback as unknown as LookupAllCallback)(null, candidates);
        } else {
          callback(null, candidates[0].address, candidates[0].family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };
}

/**
 * Registration-time check of a URL: a literal address must be public, and so must every address a name
 * resolves to now. A name that does not resolve is accepted (the connect-time check still holds).
 * Answers why the URL is refused, or null.
 */
export async function checkEndpointAddress(url: string, resolver: Resolver, allowPrivate: boolean): Promise<string | null> {
  if (allowPrivate) return null;
  const host = bareHost(new URL(url).hostname);
  if (isIP(host)) return isPublicAddress(host) ? null : `${host} is not a public address`;
  let addresses: LookupAddress[];
  try {
    addresses = await resolver(host);
  } catch {
    return null;
  }
  const refused = addresses.find((entry) => !isPublicAddress(entry.address));
  return refused ? `${host} resolves to ${refused.address}, which is not a public address` : null;
}
