import { lookup as dnsLookup, LookupAddress } from 'node:dns';
import { isIP, LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which addresses a webhook may reach.
 *
 * Only public unicast addresses are allowed: loopback, RFC 1918 private, link-local (which holds the
 * cloud metadata service at 169.254.169.254), carrier-grade NAT, unique-local IPv6, multicast, reserved
 * and unspecified ranges are refused, and so is every IPv6 form that embeds an IPv4 address, whatever
 * that address: IPv4-compatible (`::/96`, e.g. `[::7f00:1]` = 127.0.0.1), IPv4-mapped (`::ffff:0:0/96`),
 * 6to4 (`2002::/16`), NAT64 (`64:ff9b::/96`) and Teredo. The check runs on
 * the resolved address at connect time (the `lookup` given to the socket), so a name that resolved to a
 * public address at registration and to a private one later (DNS rebinding) is still refused.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  // ipaddr.js calls IPv4-compatible addresses (the first 96 bits zero) plain unicast.
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).parts.slice(0, 6).every((part) => part === 0)) return false;
  // Everything but plain unicast is refused, which also covers the mapped, 6to4, Teredo and NAT64 ranges.
  return parsed.range() === 'unicast';
}

export class ForbiddenAddressError extends Error {
  readonly code = 'EWEBHOOK_FORBIDDEN_ADDRESS';
  constructor(host: string, address: string) {
    super(`refused to connect to ${host} (${address}): not a public address`);
  }
}

export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses)));
  });

/** Strips IPv6 brackets that `URL.hostname` keeps. */
export function bareHost(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}

/**
 * A `lookup` for sockets that resolves with `resolver` and refuses the whole name when any address is not
 * public (unless private targets are allowed), so the socket can only ever connect to a checked address.
 */
export function guardedLookup(resolver: Resolver, allowPrivate: boolean): LookupFunction {
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
          (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, candidates);
        } else {
          callback(null, candidates[0].address, candidates[0].family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };
}

/**
 * Registration-time check of an endpoint URL: a literal address must be public, and so must every address
 * a name resolves to now. A name that does not resolve is accepted (the connect-time check still holds).
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
