'use strict';
/**
 * Merchants (or marketplace partners) for load at the real rate limit.
 *
 * The gateway admits `RATE_LIMIT_PER_MINUTE` (default 100) requests per merchant in any sliding minute.
 * The bench does not raise the limit: it spreads each row's requests round-robin over enough merchants
 * that none of them goes over it, so every measured request pays for admission exactly as production
 * traffic does and none is answered by a cheap 429.
 *
 * Merchants are made in bulk with the operator's own request (`identity.merchants.create`, what
 * `admin merchant create` sends), many at a time over one NATS connection: the CLI costs a Node.js start
 * per merchant (~0.5 s), this costs one identity insert each. A merchant whose window was used is lent
 * again only once that window has emptied (a minute and a margin after the row that used it ended).
 */
const { randomUUID } = require('node:crypto');
const { join } = require('node:path');
const { IdentitySubjects, MARKETPLACE_PARTNER_SCOPES, MERCHANT_SCOPES, SubMerchantSubjects } = require('@netline/contracts');
const { RpcClient } = require('@netline/messaging');
const { ApiClient, customerInput, ROOT, subMerchantInput } = require('@netline/testing');

const WINDOW_MS = 60_000;
const WINDOW_MARGIN_MS = 2_000;
/**
 * Merchants a lease sends to at the same time (see `next`): as many as the bench has connections, so
 * that a merchant's first request (which finds no cached credentials) rarely meets another of its own.
 */
const ACTIVE = Number(process.env.BENCH_CONNECTIONS || 50);

async function inParallel(count, concurrency, work) {
  const results = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await work(index);
      }
    }),
  );
  return results;
}

const basic = (merchant) => `Basic ${Buffer.from(`${merchant.merchant_id}:${merchant.secret_key}`).toString('base64')}`;

class MerchantPool {
  /**
   * `perMinute` is the gateway's limit; a merchant is given at most `budget` requests per lease (default
   * 90% of it), leaving room for the few setup requests a row makes with the same merchant.
   */
  constructor(stack, { perMinute, budget = Math.floor(perMinute * 0.9), account = 'merchant' }) {
    this.stack = stack;
    /** `merchant`, or `marketplace` for a pool of marketplace partners (limited per partner alike). */
    this.account = account;
    this.perMinute = perMinute;
    this.budget = budget;
    /** { merchant_id, secret_key, authorization, freeAt, approved? } */
    this.merchants = [];
    this.created = 0;
    this.creatingMs = 0;
  }

  async connect() {
    // The admin CLI's own configuration loader: NATS address, namespace, credentials.
    const { loadAdminConfig } = require(join(ROOT, 'apps', 'admin', 'dist', 'config.js'));
    this.rpc = new RpcClient(loadAdminConfig({ ...process.env, ...this.stack.env }), 'admin');
    await this.rpc.connect();
  }

  async close() {
    await this.rpc?.close();
  }

  /** Creates `count` more merchants (or partners) with Basic and OAuth on, 32 requests in flight. */
  async create(count) {
    if (count <= 0) return;
    const started = Date.now();
    const partner = this.account === 'marketplace';
    const made = await inParallel(count, 32, async (index) => {
      const name = `Bench ${partner ? 'Marketplace' : 'Merchant'} ${this.created + index}`;
      const created = partner
        ? await this.identity(IdentitySubjects.createPartner, { body: { name, type: 'marketplace', basic_enabled: true, oauth_enabled: true } })
        : await this.identity(IdentitySubjects.createMerchant, { body: { name, basic_enabled: true, oauth_enabled: true } });
      const credentials = { merchant_id: partner ? created.partner_id : created.merchant_id, secret_key: created.secret_key };
      return { ...credentials, authorization: basic(credentials), freeAt: 0, subMerchants: 0 };
    });
    this.merchants.push(...made);
    this.created += count;
    this.creatingMs += Date.now() - started;
  }

  /** One request to identity, as the operator CLI or the gateway sends it; the reply's data or an error. */
  async identity(subject, message) {
    const reply = await this.rpc.request(subject, { request_id: randomUUID(), ...message });
    if (!reply.ok) throw new Error(`bench: ${subject} answered ${JSON.stringify(reply.error)}`);
    return reply.data;
  }

  /**
   * Gives every merchant of `lease` an access token of `kind` (`rest` or `mcp`), once: an access key made
   * as `admin access-key create` makes it, and a token minted as `POST /api/access-keys/token` mints it
   * (the same identity requests; the public token route is limited per client address, so minting
   * hundreds through it would take minutes).
   */
  async tokens(lease, kind) {
    await inParallel(lease.merchants.length, 16, async (index) => {
      const merchant = lease.merchants[index];
      merchant.tokens ??= {};
      if (merchant.tokens[kind]) return;
      const key = await this.identity(IdentitySubjects.createAccessKey, {
        body: {
          merchant_id: merchant.merchant_id,
          kind,
          ...(kind === 'mcp' ? { auth_type: 'm2m' } : {}),
          scopes: [this.account === 'marketplace' ? MARKETPLACE_PARTNER_SCOPES[0] : MERCHANT_SCOPES[0]],
        },
      });
      const token = await this.identity(IdentitySubjects.issueToken, {
        principal: null,
        params: {},
        query: {},
        body: { client_id: key.client_id, client_secret: key.client_secret, ...(kind === 'mcp' ? { audience: 'mcp' } : {}) },
      });
      merchant.tokens[kind] = token.access_token;
    });
  }

  /**
   * One sub-merchant application of `partnerId`, numbered `index`: the request the gateway sends for
   * `POST /api/merchants` (the partner's principal). Through the API a partner's own rate limit would
   * spread 500 applications over five minutes; this makes them many at a time.
   */
  async subMerchant(partnerId, index) {
    const principal = {
      merchant_id: partnerId,
      actor: { type: 'secret_key', id: partnerId },
      scopes: [...MARKETPLACE_PARTNER_SCOPES],
      partner: { type: 'marketplace', merchant_ids: [] },
    };
    await this.identity(SubMerchantSubjects.create, {
      principal,
      params: {},
      query: {},
      body: subMerchantInput({ legal_business_name: `Bench Seller ${index} LLC`, dba_name: `Bench Seller ${index}` }),
    });
  }

  /** Brings every partner of `lease` to `count` sub-merchants (once; partners only), 32 at a time. */
  async withSubMerchants(lease, count) {
    const tasks = lease.merchants.flatMap((partner) =>
      Array.from({ length: Math.max(0, count - partner.subMerchants) }, (_, index) => [partner, partner.subMerchants + index]),
    );
    if (tasks.length === 0) return;
    const started = Date.now();
    if (tasks.length > 1000) console.log(`  creating ${tasks.length} sub-merchants for ${lease.merchants.length} partners …`);
    await inParallel(tasks.length, 32, (index) => this.subMerchant(tasks[index][0].merchant_id, tasks[index][1]));
    for (const partner of lease.merchants) partner.subMerchants = Math.max(partner.subMerchants, count);
    if (tasks.length > 1000) console.log(`  … in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  /** How many merchants `requests` requests need so that none exceeds the budget. */
  needed(requests) {
    // Every lane (see `lease`) needs a merchant per `budget` of its requests, and one more for its first,
    // shortened, turn.
    return (Math.ceil(requests / this.budget / ACTIVE) + 1) * ACTIVE;
  }

  /**
   * Lends merchants for about `requests` requests: ones whose window is empty now, creating more when
   * too few are. `release()` (when the row is over) starts their rest. `prepare(merchant)` runs once per
   * merchant lent for the first time with that preparation (e.g. an approved customer for invoices).
   *
   * Requests go round-robin over ACTIVE lanes; each lane sends to one merchant at a time, `budget`
   * requests each, then takes the next. Lane j's first merchant gets only (j + 1) / ACTIVE of the budget,
   * so the lanes change merchants one after another (one change every `budget` requests in all) rather
   * than all together. Changing all ACTIVE merchants at once, as until 2026-11-28, sent ACTIVE first
   * requests (each checked by identity) and ACTIVE background re-checks every 5 s at the same moment:
   * bursts that production traffic, whose merchants start and stop independently, does not make.
   */
  async lease(requests) {
    const count = this.needed(requests);
    const now = Date.now();
    const free = this.merchants.filter((merchant) => !merchant.leased && merchant.freeAt <= now);
    if (free.length < count) await this.create(count - free.length);
    const chosen = this.merchants.filter((merchant) => !merchant.leased && merchant.freeAt <= Date.now()).slice(0, count);
    for (const merchant of chosen) merchant.leased = true;
    const budget = this.budget;
    const lanes = Math.min(ACTIVE, chosen.length);
    const reached = new Uint8Array(chosen.length);
    let used = 0;
    let issued = 0;
    /** The position in `chosen` of request `index`'s merchant: lane j's m-th merchant is j + m × lanes. */
    const position = (index) => {
      const lane = index % lanes;
      const turn = Math.floor(index / lanes);
      const first = Math.ceil((budget * (lane + 1)) / lanes);
      const merchant = turn < first ? 0 : 1 + Math.floor((turn - first) / budget);
      return (lane + merchant * lanes) % chosen.length;
    };
    return {
      merchants: chosen,
      budget,
      /**
       * The merchant for the next request, never more than `budget` requests for one merchant: how many
       * merchants a row uses follows from how many requests it sent, not from the estimate the lease was
       * sized by. A merchant's first request waits for its credentials to be checked; while it keeps
       * sending, the gateway checks them again in the background every AUTH_CACHE_TTL_MS (5 s), as in
       * production. Past the lease the merchants come round again (and the gateway answers 429: the row
       * is invalid).
       */
      next: () => {
        const at = position(issued++);
        if (!reached[at]) {
          reached[at] = 1;
          used += 1;
        }
        return chosen[at];
      },
      issued: () => issued,
      /** How many of the lease's merchants requests went to so far. */
      used: () => used,
      release: () => {
        const freeAt = Date.now() + WINDOW_MS + WINDOW_MARGIN_MS;
        chosen.forEach((merchant, index) => {
          merchant.leased = false;
          // The merchants never reached are as fresh as before.
          if (reached[index]) merchant.freeAt = freeAt;
        });
      },
    };
  }

  /** Gives every merchant of `lease` one customer of its own (one request each, once). */
  async withCustomers(lease) {
    await inParallel(lease.merchants.length, 16, async (index) => {
      const merchant = lease.merchants[index];
      if (merchant.customer) return;
      const api = ApiClient.basic(this.stack.apiUrl, merchant.merchant_id, merchant.secret_key);
      const created = await api.post('/customers', customerInput());
      if (created.status !== 200) throw new Error(`bench: could not create a customer (${created.status} ${created.text})`);
      merchant.customer = created.body.id;
    });
  }

  /**
   * Gives every merchant of `lease` a customer approved for a large credit line (through the sandbox
   * route the tests use), once: POST /api/invoices needs one of the merchant's own. Two requests each.
   */
  async approveCustomers(lease) {
    await inParallel(lease.merchants.length, 16, async (index) => {
      const merchant = lease.merchants[index];
      if (merchant.approved) return;
      const api = ApiClient.basic(this.stack.apiUrl, merchant.merchant_id, merchant.secret_key);
      const created = await api.post('/customers', customerInput({ business_name: `Bench Buyer ${index}` }));
      if (created.status !== 200) throw new Error(`bench: could not create a customer (${created.status} ${created.text})`);
      const decided = await api.post(`/sandbox/customers/${created.body.id}/credit-decision`, { decision: 'approved', amount: 1_000_000_000 });
      if (decided.status !== 200) throw new Error(`bench: could not approve a customer (${decided.status} ${decided.text})`);
      merchant.approved = created.body.id;
    });
  }
}

module.exports = { MerchantPool, inParallel, basic };
