'use strict';
/**
 * Authentication and rate limiting on the request path. The same read (GET /api/customers/{id}, one NATS
 * hop to credit) is measured with HTTP Basic and with a Bearer token, against a public route that also
 * makes one NATS hop but authenticates nobody (the JWKS). Two routes without any NATS hop separate the
 * rate-limit script's cost: an unmatched /api path (rate limit only) and /healthz (neither).
 * Throughput on a saturated gateway is CPU-bound, so 1e6/rps approximates the CPU microseconds each
 * request costs; differences between rows are the per-request cost of what differs.
 */
const perRequestUs = (rps) => (rps > 0 ? 1e6 / rps : Number.POSITIVE_INFINITY);
const extra = (row, base) => `${(perRequestUs(row.rps) - perRequestUs(base.rps)).toFixed(1)} µs/request over ${base.scenario}`;

/**
 * The client address of request `index` when each address sends `perAddress` requests: the gateway
 * limits unauthenticated requests per address, and behind the ingress (TRUSTED_PROXIES, as deployed) it
 * takes the address from X-Forwarded-For (bench/run.js starts it so), so the bench spreads public rows over addresses as it spreads
 * merchant rows over merchants.
 */
function forwardedFor(index, perAddress) {
  const k = Math.floor(index / perAddress);
  return `10.${(k >> 16) & 255}.${(k >> 8) & 255}.${k & 255}`;
}

module.exports = {
  name: 'auth',
  async run(ctx) {
    const { stack, measure, measureAsMerchants, withCustomers, pool, warmup, expectedRps } = ctx;
    const gatewayUrl = stack.process('gateway').url;
    const customerPath = (merchant) => `/api/customers/${merchant.customer}`;
    let offset = 0;
    /** Public rows: a warm-up and the run, addresses rotated (never reused across rows). */
    const asAddresses = async (url, expectStatus) => {
      const target = {
        url,
        setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': forwardedFor(offset++, pool.budget) } }),
      };
      await measure({ ...target, durationSec: warmup });
      return { ...(await measure(target)), expectStatus };
    };

    const basic = await measureAsMerchants({
      url: `${stack.apiUrl}/customers/x`,
      expectedRps,
      prepare: withCustomers,
      request: (merchant) => ({ path: customerPath(merchant) }),
    });
    const bearer = await measureAsMerchants({
      url: `${stack.apiUrl}/customers/x`,
      expectedRps,
      prepare: async (lease) => {
        await withCustomers(lease);
        await pool.tokens(lease, 'rest');
      },
      request: (merchant) => ({ path: customerPath(merchant), headers: { authorization: `Bearer ${merchant.tokens.rest}` } }),
    });
    const publicRow = await asAddresses(`${stack.apiUrl}/.well-known/jwks.json`);
    const limitOnly = await asAddresses(`${stack.apiUrl}/bench-no-such-route`, 404);
    const bare = await asAddresses(`${gatewayUrl}/healthz`);

    const results = [
      { scenario: 'auth: GET customer, Basic', ...basic },
      { scenario: 'auth: GET customer, Bearer', ...bearer },
      { scenario: 'auth: GET jwks, public', ...publicRow },
      { scenario: 'auth: /api 404, rate limit only', ...limitOnly },
      { scenario: 'auth: /healthz, nothing', ...bare },
    ];
    const [basicRow, bearerRow, jwksRow, limitRow, bareRow] = results;
    const notes = [
      `${extra(basicRow, jwksRow)}`,
      `${extra(bearerRow, jwksRow)}`,
      'one NATS hop, no authentication; rate-limited per address',
      `rate-limit script: ${extra(limitRow, bareRow)}`,
      'no rate limit, no NATS',
    ];
    // The 404 row is about 404s: only other statuses make it invalid.
    return results.map((result, index) => ctx.row(result.scenario, result, notes[index], { expectStatus: result.expectStatus }));
  },
};
