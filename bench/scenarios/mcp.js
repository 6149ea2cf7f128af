'use strict';
/**
 * The MCP endpoint beside the REST API: the same read (a customer by id: one NATS hop to credit, one
 * PostgreSQL select) as `tools/call fetch_customer` on the MCP endpoint and as `GET /api/customers/{id}`
 * on the gateway, both with a Bearer token of their own kind, measured back to back so the ratio holds.
 * The MCP request is what a stateless client sends after `initialize`: one POST with the JSON-RPC call,
 * answered as JSON. The endpoint's extra work per request: the SDK transport and a server built for the
 * caller, JSON-RPC framing, and the tool result (structured content plus the same JSON as text).
 * A third row makes the same call with a marketplace partner's token: the partner tool set, and the
 * partner's grant (its sub-merchants, cached ≤ 5 s) in every call's principal.
 * Each row also notes the CPU the edge process (gateway or mcp) spent per request, read from its own
 * /metrics, which holds better than req/s on a machine shared with other work. The stack runs with
 * LOG_LEVEL=warn, so the per-call log line (info) is not written here.
 */
const { adminCli, ApiClient, createPartner, customerInput, freePort, subMerchantInput } = require('@netline/testing');

let mcpPort;

async function stackPorts() {
  mcpPort ??= await freePort();
  return { mcp: mcpPort };
}

async function stackEnv() {
  mcpPort ??= await freePort();
  // Identity mints MCP tokens for this address, which the endpoint then accepts.
  return { MCP_URL: `http://127.0.0.1:${mcpPort}/mcp` };
}

/** CPU seconds a process has used so far, from its own /metrics (prom-client's process metrics). */
async function cpuSeconds(processUrl) {
  const text = await (await fetch(`${processUrl}/metrics`)).text();
  const line = text.split('\n').find((candidate) => candidate.startsWith('process_cpu_seconds_total'));
  return Number(line.split(' ').pop());
}

/**
 * Measures one target and how much CPU the edge process spent per request meanwhile: on a shared machine
 * req/s moves with the neighbours' load, CPU per request much less.
 */
async function measureWithCpu(measure, edgeUrl, options) {
  const before = await cpuSeconds(edgeUrl);
  const result = await measure(options);
  const used = (await cpuSeconds(edgeUrl)) - before;
  const requests = result.rps * (options.durationSec ?? Number(process.env.BENCH_DURATION || 10));
  return { ...result, edge_cpu_us: requests > 0 ? Math.round((used * 1e6) / requests) : null };
}

async function mint(apiUrl, key, audience) {
  const response = await fetch(`${apiUrl}/access-keys/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: key.client_id, client_secret: key.client_secret, ...(audience ? { audience } : {}) }),
  });
  if (response.status !== 200) throw new Error(`mcp bench: could not mint a token (${response.status} ${await response.text()})`);
  return (await response.json()).access_token;
}

module.exports = {
  name: 'mcp',
  stackEnv,
  stackPorts,
  async run(ctx) {
    const { stack, merchant, api, measure } = ctx;
    const created = await api.post('/customers', customerInput({ business_name: 'Bench MCP Co' }));
    if (created.status !== 200) throw new Error(`mcp bench: could not create a customer (${created.status} ${created.text})`);
    const customerId = created.body.id;

    const restKey = await adminCli(stack.env, ['access-key', 'create', merchant.merchant_id, '--kind', 'rest', '--scopes', 'merchant:read']);
    const mcpKey = await adminCli(stack.env, ['access-key', 'create', merchant.merchant_id, '--kind', 'mcp', '--auth', 'm2m', '--scopes', 'merchant:read']);
    const restToken = await mint(stack.apiUrl, restKey);
    const mcpToken = await mint(stack.apiUrl, mcpKey, 'mcp');

    const mcpUrl = `http://127.0.0.1:${mcpPort}/mcp`;
    const headers = {
      authorization: `Bearer ${mcpToken}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-11-25',
    };
    const body = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'fetch_customer', arguments: { customer_id: customerId } } };
    // A tool error is still HTTP 200: make sure the measured call really answers the customer.
    const probe = async (callHeaders, callBody, id) => {
      const response = await fetch(mcpUrl, { method: 'POST', headers: callHeaders, body: JSON.stringify(callBody) });
      const answer = await response.json();
      if (response.status !== 200 || answer.result?.isError || answer.result?.structuredContent?.id !== id) {
        throw new Error(`mcp bench: tools/call fetch_customer did not answer the customer: ${response.status} ${JSON.stringify(answer)}`);
      }
    };
    await probe(headers, body, customerId);

    // A marketplace with a few sub-merchants, reading one of its own customers.
    const partner = await createPartner(stack.env, 'marketplace', 'Bench MCP Bazaar', ['--oauth', 'on']);
    const partnerApi = ApiClient.basic(stack.apiUrl, partner.partner_id, partner.secret_key);
    for (let index = 0; index < 3; index++) await partnerApi.post('/merchants', subMerchantInput());
    const partnerCustomer = await partnerApi.post('/customers', customerInput({ business_name: 'Bench MCP Buyer' }));
    if (partnerCustomer.status !== 200) throw new Error(`mcp bench: could not create a partner customer (${partnerCustomer.status} ${partnerCustomer.text})`);
    const partnerKey = await adminCli(stack.env, ['access-key', 'create', partner.partner_id, '--kind', 'mcp', '--scopes', 'marketplace_partner:read']);
    const partnerHeaders = { ...headers, authorization: `Bearer ${await mint(stack.apiUrl, partnerKey, 'mcp')}` };
    const partnerBody = { ...body, params: { name: 'fetch_customer', arguments: { customer_id: partnerCustomer.body.id } } };
    await probe(partnerHeaders, partnerBody, partnerCustomer.body.id);

    // Warm both paths before measuring (cold JIT understates the full path).
    await measure({ url: `${stack.apiUrl}/customers/${customerId}`, headers: { authorization: `Bearer ${restToken}` }, durationSec: 3 });
    await measure({ url: mcpUrl, method: 'POST', headers, body, durationSec: 3 });
    const rest = await measureWithCpu(measure, stack.process('gateway').url, { url: `${stack.apiUrl}/customers/${customerId}`, headers: { authorization: `Bearer ${restToken}` } });
    const mcp = await measureWithCpu(measure, stack.process('mcp').url, { url: mcpUrl, method: 'POST', headers, body });
    await measure({ url: mcpUrl, method: 'POST', headers: partnerHeaders, body: partnerBody, durationSec: 3 });
    const partnerMcp = await measureWithCpu(measure, stack.process('mcp').url, { url: mcpUrl, method: 'POST', headers: partnerHeaders, body: partnerBody });
    const problems = (row) => (row.non2xx || row.errors ? ` (non2xx ${row.non2xx}, errors ${row.errors})` : '');
    return [
      { scenario: 'mcp: GET /api/customers/{id}, Bearer', ...rest, note: `REST side of the pair; gateway ${rest.edge_cpu_us} µs CPU/request${problems(rest)}` },
      {
        scenario: 'mcp: tools/call fetch_customer',
        ...mcp,
        note: `${(mcp.rps / rest.rps).toFixed(2)} × the REST req/s, p99 ${mcp.p99_ms} vs ${rest.p99_ms} ms; mcp ${mcp.edge_cpu_us} µs CPU/request${problems(mcp)}`,
      },
      {
        scenario: 'mcp: tools/call fetch_customer, partner token',
        ...partnerMcp,
        note: `${(partnerMcp.rps / mcp.rps).toFixed(2)} × the merchant token's req/s; mcp ${partnerMcp.edge_cpu_us} µs CPU/request${problems(partnerMcp)}`,
      },
    ];
  },
};
