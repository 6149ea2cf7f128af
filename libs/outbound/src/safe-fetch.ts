import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { bareHost, ForbiddenAddressError, guardedLookup, isPublicAddress } from './address-policy';

/**
 * Fetches a document a merchant pointed us at (an invoice PDF URL, later others) without letting that
 * URL reach inside our network.
 *
 * How it works: only `https:` is accepted; the host name is resolved by the address policy's `lookup`
 * (address-policy.ts), which refuses the connection when any resolved address is not public, so the check
 * happens on the address actually connected to, after DNS (no time-of-check gap for DNS rebinding). A
 * host written as an IP literal skips DNS in Node, so it is checked before connecting. Redirects are not
 * followed (a 3xx is an error), the whole exchange has a deadline, and the body is cut off at `maxBytes`.
 * `allowPrivateTargets` (tests and local development only) lifts the address rules and allows `http:`.
 */
export interface SafeFetchOptions {
  allowPrivateTargets?: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  /** Sent as `Accept`. */
  accept?: string;
}

export interface SafeFetchResult {
  status: number;
  contentType: string | null;
  /** The response's headers (its caching rules, for a caller that caches what it fetched). */
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export class OutboundRefusedError extends Error {
  constructor(
    message: string,
    readonly reason: 'scheme' | 'address' | 'redirect' | 'status' | 'too_large' | 'timeout' | 'network',
  ) {
    super(message);
    this.name = 'OutboundRefusedError';
  }
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_BYTES = 5_000_000;

/** The socket's `lookup`: the system's resolver, then the address policy. */
const publicOnlyLookup = guardedLookup();

export async function safeFetch(rawUrl: string, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new OutboundRefusedError('not a valid URL', 'scheme');
  }
  const allowPrivate = options.allowPrivateTargets === true;
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) {
    throw new OutboundRefusedError('only https:// addresses are fetched', 'scheme');
  }
  const host = bareHost(url.hostname);
  if (!allowPrivate && isIP(host) && !isPublicAddress(host)) {
    throw new OutboundRefusedError(`${host} is not a public address`, 'address');
  }
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const transport = url.protocol === 'https:' ? https : http;

  let timer: NodeJS.Timeout | undefined;
  const exchange = new Promise<SafeFetchResult>((resolve, reject) => {
    const request = transport.get(
      url,
      {
        headers: { accept: options.accept ?? '*/*', 'user-agent': 'Netline/1.0' },
        ...(allowPrivate ? {} : { lookup: publicOnlyLookup }),
        // Fresh connection each time: a pooled socket would skip the lookup check.
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          response.resume();
          return reject(new OutboundRefusedError(`the server answered a redirect (${status}); redirects are not followed`, 'redirect'));
        }
        if (status < 200 || status >= 300) {
          response.resume();
          return reject(new OutboundRefusedError(`the server answered ${status}`, 'status'));
        }
        const declared = Number(response.headers['content-length'] ?? '0');
        if (declared > maxBytes) {
          response.destroy();
          return reject(new OutboundRefusedError(`the document is larger than ${maxBytes} bytes`, 'too_large'));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            reject(new OutboundRefusedError(`the document is larger than ${maxBytes} bytes`, 'too_large'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({ status, contentType: response.headers['content-type'] ?? null, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', (error) => reject(new OutboundRefusedError(error.message, 'network')));
      },
    );
    // A deadline for the whole exchange, not an idle timeout: a slow drip cannot hold the caller.
    timer = setTimeout(() => request.destroy(new OutboundRefusedError(`no complete answer within ${timeoutMs} ms`, 'timeout')), timeoutMs);
    request.on('error', (error) =>
      reject(
        error instanceof OutboundRefusedError
          ? error
          : error instanceof ForbiddenAddressError
            ? new OutboundRefusedError(`${url.hostname} resolves to a non-public address`, 'address')
            : new OutboundRefusedError(error.message, 'network'),
      ),
    );
  });
  try {
    return await exchange;
  } finally {
    clearTimeout(timer);
  }
}
