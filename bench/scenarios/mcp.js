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
 * Every row runs at the real rate limit, spread over merchants (and marketplaces) with tokens of their own.
 * Each row also notes the CPU the edge process (gateway or mcp) spent per request, read from its own
 * /metrics, which holds better than req/s on a machine shared with other work. The stack runs with
 * LOG_LEVEL=warn, so the per-call log line (info) is not written here.
 */
const { freePort } = require('@netline/testing');
const { MerchantPool } = require('../lib/merchants');

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
 * Measures a row at the real rate limit (ctx.measureAsMerchants) and how much CPU the edge process spent
 * per request of the recorded run: on a shared machine req/s moves with the neighbours' load, CPU per
 * request much less.
 */
async function measureWithCpu(ctx, edgeUrl, target) {
  let before;
  const result = await ctx.measureAsMerchants({ ...target, beforeMeasure: async () => (before = await cpuSeconds(edgeUrl)) });
  const used = (await cpuSeconds(edgeUrl)) - before;
  return { ...result, edge_cpu_us: result.requests > 0 ? Math.round((used * 1e6) / result.requests) : null };
}

module.exports = {
  name: 'mcp',
  stackEnv,
  stackPorts,
  async run(ctx) {
    const { stack, pool, expectedRps } = ctx;
    const mcpUrl = `http://127.0.0.1:${mcpPort}/mcp`;
    const mcpHeaders = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' };
    const call = (customerId) =>
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'fetch_customer', arguments: { customer_id: customerId } } });
    // A tool error is still HTTP 200: make sure the measured call really answers the customer.
    const probe = async (token, customerId) => {
      const response = await fetch(mcpUrl, { method: 'POST', headers: { ...mcpHeaders, authorization: `Bearer ${token}` }, body: call(customerId) });
      const answer = await response.json();
      if (response.status !== 200 || answer.result?.isError || answer.result?.structuredContent?.id !== customerId) {
        throw new Error(`mcp bench: tools/call fetch_customer did not answer the customer: ${response.status} ${JSON.stringify(answer)}`);
      }
    };
    const prepare = (accounts, kind, subMerchants) => async (lease) => {
      if (subMerchants) await accounts.withSubMerchants(lease, subMerchants);
      await accounts.withCustomers(lease);
      await accounts.tokens(lease, kind);
      if (kind === 'mcp') await probe(lease.merchants[0].tokens.mcp, lease.merchants[0].customer);
    };

    const rest = await measureWithCpu(ctx, stack.process('gateway').url, {
      url: `${stack.apiUrl}/customers/x`,
      expectedRps,
      prepare: prepare(pool, 'rest'),
      request: (merchant) => ({ path: `/api/customers/${merchant.customer}`, headers: { authorization: `Bearer ${merchant.tokens.rest}` } }),
    });
    const mcp = await measureWithCpu(ctx, stack.process('mcp').url, {
      url: mcpUrl,
      method: 'POST',
      headers: mcpHeaders,
      expectedRps,
      prepare: prepare(pool, 'mcp'),
      request: (merchant) => ({ headers: { authorization: `Bearer ${merchant.tokens.mcp}` }, body: call(merchant.customer) }),
    });

    // Marketplaces with a few sub-merchants each, reading one of their own customers.
    const partners = new MerchantPool(stack, { perMinute: pool.perMinute, account: 'marketplace' });
    await partners.connect();
    let partnerMcp;
    try {
      partnerMcp = await measureWithCpu({ ...ctx, measureAsMerchants: (target) => ctx.measureAsMerchants(target, partners) }, stack.process('mcp').url, {
        url: mcpUrl,
        method: 'POST',
        headers: mcpHeaders,
        expectedRps,
        prepare: prepare(partners, 'mcp', 3),
        request: (partner) => ({ headers: { authorization: `Bearer ${partner.tokens.mcp}` }, body: call(partner.customer) }),
      });
    } finally {
      await partners.close();
    }
    return [
      ctx.row('mcp: GET /api/customers/{id}, Bearer', rest, `REST side of the pair; gateway ${rest.edge_cpu_us} µs CPU/request`),
      ctx.row(
        'mcp: tools/call fetch_customer',
        mcp,
        `${(mcp.rps / rest.rps).toFixed(2)} × the REST req/s, p99 ${mcp.p99_ms} vs ${rest.p99_ms} ms; mcp ${mcp.edge_cpu_us} µs CPU/request`,
      ),
      ctx.row(
        'mcp: tools/call fetch_customer, partner token',
        partnerMcp,
        `${(partnerMcp.rps / mcp.rps).toFixed(2)} × the merchant token's req/s; mcp ${partnerMcp.edge_cpu_us} µs CPU/request`,
      ),
    ];
  },
};
