'use strict';
/**
 * What partners cost on the request path (docs/decisions/0005-partners.md). A partner's principal carries
 * its grant (its sub-merchant ids) in every NATS message, and services match `merchant_id = ANY(scope)`.
 * The same read (GET /api/customers/{id} of a customer the partner owns) is measured for a marketplace
 * with one sub-merchant and with BENCH_PARTNER_SUB_MERCHANTS (default 500), against the merchant row
 * of the full path. 1e6/rps approximates the CPU microseconds per request on a saturated machine.
 */
const { ApiClient, createPartner, customerInput, subMerchantInput } = require('@netline/testing');

const SUB_MERCHANTS = Number(process.env.BENCH_PARTNER_SUB_MERCHANTS || 500);
const perRequestUs = (rps) => (rps > 0 ? 1e6 / rps : Number.POSITIVE_INFINITY);

async function marketplace(stack, subMerchants) {
  const partner = await createPartner(stack.env, 'marketplace', `Bench Marketplace ${subMerchants}`);
  const api = ApiClient.basic(stack.apiUrl, partner.partner_id, partner.secret_key);
  for (let index = 0; index < subMerchants; index += 1) {
    const created = await api.post('/merchants', subMerchantInput({ legal_business_name: `Bench Seller ${index} LLC`, dba_name: `Bench Seller ${index}` }));
    if (created.status !== 200) throw new Error(`partners bench: could not create a sub-merchant (${created.status} ${created.text})`);
  }
  const customer = await api.post('/customers', customerInput());
  if (customer.status !== 200) throw new Error(`partners bench: could not create a customer (${customer.status} ${customer.text})`);
  return {
    url: `${stack.apiUrl}/customers/${customer.body.id}`,
    authorization: `Basic ${Buffer.from(`${partner.partner_id}:${partner.secret_key}`).toString('base64')}`,
  };
}

module.exports = {
  name: 'partners',
  async run(ctx) {
    const { stack, measure, merchant, customer } = ctx;
    const merchantUrl = `${stack.apiUrl}/customers/${customer.id}`;
    const merchantAuthorization = `Basic ${Buffer.from(`${merchant.merchant_id}:${merchant.secret_key}`).toString('base64')}`;
    const small = await marketplace(stack, 1);
    const large = await marketplace(stack, SUB_MERCHANTS);
    const merchantRow = { scenario: 'partners: GET customer, merchant', ...(await measure({ url: merchantUrl, headers: { authorization: merchantAuthorization } })) };
    const smallRow = { scenario: 'partners: GET customer, partner of 1', ...(await measure({ url: small.url, headers: { authorization: small.authorization } })) };
    const largeRow = {
      scenario: `partners: GET customer, partner of ${SUB_MERCHANTS}`,
      ...(await measure({ url: large.url, headers: { authorization: large.authorization } })),
    };
    const over = (row) => `${(perRequestUs(row.rps) - perRequestUs(merchantRow.rps)).toFixed(1)} µs/request over the merchant`;
    return [
      { ...merchantRow, note: 'same read, merchant credentials' },
      { ...smallRow, note: over(smallRow) },
      { ...largeRow, note: `${over(largeRow)}; grant of ${SUB_MERCHANTS} ids in every message` },
    ];
  },
};
