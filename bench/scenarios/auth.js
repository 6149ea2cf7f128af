'use strict';
/**
 * Authentication and rate limiting on the request path. The same read (GET /api/customers/{id}, one NATS
 * hop to credit) is measured with HTTP Basic and with a Bearer token, against a public route that also
 * makes one NATS hop but authenticates nobody (the JWKS). Two routes without any NATS hop separate the
 * rate-limit script's cost: an unmatched /api path (rate limit only) and /healthz (neither).
 * Throughput on a saturated gateway is CPU-bound, so 1e6/rps approximates the CPU microseconds each
 * request costs; differences between rows are the per-request cost of what differs.
 */
const { adminCli } = require('@netline/testing');

const perRequestUs = (rps) => (rps > 0 ? 1e6 / rps : Number.POSITIVE_INFINITY);
const extra = (row, base) => `${(perRequestUs(row.rps) - perRequestUs(base.rps)).toFixed(1)} µs/request over ${base.scenario}`;

module.exports = {
  name: 'auth',
  async run(ctx) {
    const { stack, merchant, api, measure } = ctx;
    const gatewayUrl = stack.process('gateway').url;
    const created = await api.post('/customers', {
      business_name: 'Bench Auth Co',
      business_address: '1 Bench St',
      business_city: 'Austin',
      business_state: 'TX',
      business_zip: '78701',
      business_country: 'US',
      email: `bench-auth-${Date.now()}@example.com`,
      business_ap_email: `bench-auth-ap-${Date.now()}@example.com`,
    });
    if (created.status !== 200) throw new Error(`auth bench: could not create a customer (${created.status} ${created.text})`);
    const customerUrl = `${stack.apiUrl}/customers/${created.body.id}`;

    const key = await adminCli(stack.env, ['access-key', 'create', merchant.merchant_id, '--kind', 'rest', '--scopes', 'merchant:read,merchant:write']);
    const minted = await fetch(`${stack.apiUrl}/access-keys/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: key.client_id, client_secret: key.client_secret }),
    });
    if (minted.status !== 200) throw new Error(`auth bench: could not mint a token (${minted.status})`);
    const { access_token: token } = await minted.json();
    const basicHeader = `Basic ${Buffer.from(`${merchant.merchant_id}:${merchant.secret_key}`).toString('base64')}`;

    const runs = [
      { scenario: 'auth: GET customer, Basic', url: customerUrl, headers: { authorization: basicHeader } },
      { scenario: 'auth: GET customer, Bearer', url: customerUrl, headers: { authorization: `Bearer ${token}` } },
      { scenario: 'auth: GET jwks, public', url: `${stack.apiUrl}/.well-known/jwks.json`, headers: {} },
      { scenario: 'auth: /api 404, rate limit only', url: `${stack.apiUrl}/bench-no-such-route`, headers: {}, expectStatus: 404 },
      { scenario: 'auth: /healthz, nothing', url: `${gatewayUrl}/healthz`, headers: {} },
    ];
    const results = [];
    for (const run of runs) {
      const measured = await measure({ url: run.url, method: 'GET', headers: run.headers });
      // The 404 row is expected to be all non-2xx; elsewhere any non-2xx means the setup is wrong.
      const non2xx = run.expectStatus ? 0 : measured.non2xx;
      results.push({ ...run, ...measured, non2xx });
    }
    const [basic, bearer, publicRow, limitOnly, bare] = results;
    const notes = [
      `${extra(basic, publicRow)}`,
      `${extra(bearer, publicRow)}`,
      'one NATS hop, no authentication; rate-limited per address',
      `rate-limit script: ${extra(limitOnly, bare)}`,
      'no rate limit, no NATS',
    ];
    return results.map((row, index) => ({
      scenario: row.scenario,
      rps: row.rps,
      p50_ms: row.p50_ms,
      p99_ms: row.p99_ms,
      note: `${notes[index]}${row.non2xx || row.errors ? ` (non2xx ${row.non2xx}, errors ${row.errors})` : ''}`,
    }));
  },
};
