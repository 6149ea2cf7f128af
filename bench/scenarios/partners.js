'use strict';
/**
 * What partners cost on the request path (docs/decisions/0005-partners.md). A partner's principal carries
 * its grant (its sub-merchant ids) in every NATS message, and services match `merchant_id = ANY(scope)`.
 * The same read (GET /api/customers/{id} of a customer the partner owns) is measured for a marketplace
 * with one sub-merchant and with BENCH_PARTNER_SUB_MERCHANTS (default 500), against the merchant row
 * of the full path, each row spread over accounts of its own at the real rate limit (bench/lib/merchants.js;
 * the sub-merchants are made with the request the gateway sends for POST /api/merchants). 1e6/rps
 * approximates the CPU microseconds per request on a saturated machine.
 */
const { MerchantPool } = require('../lib/merchants');

const SUB_MERCHANTS = Number(process.env.BENCH_PARTNER_SUB_MERCHANTS || 500);
const perRequestUs = (rps) => (rps > 0 ? 1e6 / rps : Number.POSITIVE_INFINITY);

module.exports = {
  name: 'partners',
  async run(ctx) {
    const { stack, pool, expectedRps } = ctx;
    const read = (accounts, subMerchants, rate) => ({
      url: `${stack.apiUrl}/customers/x`,
      expectedRps: rate,
      prepare: async (lease) => {
        if (subMerchants) await accounts.withSubMerchants(lease, subMerchants);
        await accounts.withCustomers(lease);
      },
      request: (account) => ({ path: `/api/customers/${account.customer}` }),
    });
    const merchantRow = { scenario: 'partners: GET customer, merchant', ...(await ctx.measureAsMerchants(read(pool, 0, expectedRps))) };
    // Marketplaces are limited per partner like merchants: each row spreads over partners of its own size.
    const small = new MerchantPool(stack, { perMinute: pool.perMinute, account: 'marketplace' });
    const large = new MerchantPool(stack, { perMinute: pool.perMinute, account: 'marketplace' });
    await small.connect();
    await large.connect();
    try {
      const smallRow = { scenario: 'partners: GET customer, partner of 1', ...(await ctx.measureAsMerchants(read(small, 1, expectedRps), small)) };
      const largeRow = {
        scenario: `partners: GET customer, partner of ${SUB_MERCHANTS}`,
        // A larger grant only makes the read slower than the partner of 1, so its rate (with a small
        // margin) sizes this row's partners: each costs SUB_MERCHANTS applications to set up, and every
        // application is an event each consumer applies before the next scenario runs (bench/lib/drained.js).
        ...(await ctx.measureAsMerchants(read(large, SUB_MERCHANTS, Math.ceil(Math.max(smallRow.rps, 1) * 1.1)), large)),
      };
      const over = (row) => `${(perRequestUs(row.rps) - perRequestUs(merchantRow.rps)).toFixed(1)} µs/request over the merchant`;
      return [
        ctx.row(merchantRow.scenario, merchantRow, 'same read, merchant credentials'),
        ctx.row(smallRow.scenario, smallRow, over(smallRow)),
        ctx.row(largeRow.scenario, largeRow, `${over(largeRow)}; grant of ${SUB_MERCHANTS} ids in every message; ${largeRow.extra.merchants} partners`),
      ];
    } finally {
      await small.close();
      await large.close();
    }
  },
};
