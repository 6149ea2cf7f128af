import { createHash } from 'node:crypto';

/**
 * Headers of a small page a service renders itself and the gateway relays (an invoice's payment page, a
 * net-terms offer): nothing runs on it (no script at all), its one style block is allowed by its hash,
 * its forms post only to this origin, and nothing may frame or re-base it. The token in such a page's
 * address is a credential, so the page stays out of caches and referrers.
 */
export function hostedPageHeaders(style: string): Record<string, string> {
  return {
    'content-security-policy': [
      "default-src 'none'",
      `style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`,
      "form-action 'self'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
  };
}
