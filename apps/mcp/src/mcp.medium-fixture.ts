import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv-provider.js';
import {
  AccessKeyApproval,
  AccessKeyApprovalSubjects,
  AccessKeyPolicy,
  BuyerInvoice,
  buyerMayReach,
  BuyerPortalSubjects,
  BuyerSubjects,
  Customer,
  CustomerSubjects,
  DomainError,
  IDEMPOTENCY_IN_PROGRESS,
  IdentitySubjects,
  Invoice,
  InvoiceSubjects,
  MerchantSettings,
  NotFoundError,
  PartnerType,
  PublicJwk,
} from '@netline/contracts';
import { ServiceProcess } from '@netline/messaging/bootstrap';
import { createLogger } from '@netline/observability';
import { freePort, ManualClock } from '@netline/testing';
import { FakePeer } from '@netline/testing/medium';
import IORedis from 'ioredis';
import { exportJWK, generateKeyPair, KeyLike, SignJWT } from 'jose';
import { randomBytes } from 'node:crypto';
import { compiledOnFirstUse, RevisionTransport } from '../test/mcp-support';
import { loadMcpConfig, McpConfig } from './config';
import { startMcp } from './mcp-app';

/** Where the MCP medium suites' clock starts: the instant every token is minted at unless a test moves it. */
export const MCP_MEDIUM_START = '2030-05-06T09:00:00.000Z';
/** The `kid` of the key the fake identity publishes in its JWKS. */
const KID = 'kid_mcp_medium';

/** An account as the fake identity knows it: a merchant, or a partner with its grant. */
export interface KnownAccount {
  id: string;
  /** The client id of the account's MCP key: the `sub` of its tokens. */
  clientId: string;
  settings: MerchantSettings;
}

/** One HTTP request the SDK client sent, as the endpoint answered it. */
export interface SentRequest {
  method: string;
  headers: Record<string, string>;
  status: number;
}

export interface TokenOptions {
  aud?: string;
  iss?: string;
  kind?: string;
  /** Seconds from the clock's now to `exp` (900 by default, identity's MCP token lifetime). */
  ttlSeconds?: number;
  /** A key the fake identity does not publish. */
  key?: KeyLike;
  claims?: Record<string, unknown>;
}

/**
 * The MCP app in the test's process, as `main.js` starts it (`startMcp`: the same bootstrap, Fastify
 * adapter, module, endpoint, tool sets, Redis rate limiter and idempotency store), listening on a free
 * port, with its peers faked over real NATS by `FakePeer` (every request checked against the RPC map):
 * - identity: the JWKS with the one key tokens here are signed with, each account's settings (OAuth switch,
 *   merchant or partner, revocations) and a partner's grant; buyer API tokens and what their address reaches. Tokens are minted by the test with that key,
 *   as identity mints them, stamped by the clock.
 * - the services a tool call is forwarded to: credit's customers kept in memory (with a key's answer the
 *   test can hold "in progress"), and billing's invoices, whose void answers the refusal its id names and
 *   which the buyer portal's invoice list answers to a buyer.
 * Token expiry is checked against a `ManualClock`; the endpoint's and the tool calls' log lines are kept
 * (`logs`). Redis keys (rate limits, idempotency) live under a namespace of the suite's own.
 */
export interface McpWorld {
  config: McpConfig;
  mcpUrl: string;
  app: ServiceProcess;
  clock: ManualClock;
  identity: FakePeer;
  services: FakePeer;
  /** Every log line of the endpoint and the tool runner, parsed, oldest first. */
  logs: Array<Record<string, unknown>>;
  /**
   * A merchant of its own, OAuth on unless `settings` says otherwise. Identity fails to answer (an outage,
   * not a refusal) for a merchant named `identity-down`.
   */
  merchant(settings?: Partial<MerchantSettings>): KnownAccount;
  /** A partner of its own acting for `merchantIds`. */
  partner(type: PartnerType, merchantIds: string[]): KnownAccount;
  /** An MCP access token of `account` as identity mints it for a machine-to-machine key. */
  token(account: KnownAccount, scope: string, options?: TokenOptions): Promise<string>;
  /** The official SDK client, connected (initialize done) with `token`, asking for `revision` if given. */
  connect(token: string, revision?: string): Promise<{ client: Client; transport: RevisionTransport; sent: SentRequest[] }>;
  /** A customer the fake credit holds for `account`. */
  customer(account: KnownAccount, overrides?: Partial<Customer>): Customer;
  /** Turns previews off for `account`'s MCP key, as identity lists it in the account's settings. */
  previewsOff(account: KnownAccount): void;
  /** A sent invoice the fake billing holds for `account`, of `customer`, for the reads of a preview. */
  invoice(account: KnownAccount, customer: Customer, overrides?: Partial<Invoice>): Invoice;
  /**
   * A buyer API token (`nlbt_…`) of a new address that reaches `customers`, as identity verifies it and
   * answers the address's reach; `revoke` makes identity refuse it from then on.
   */
  buyerToken(customers: Array<{ merchant_id: string; customer_id: string }>): { token: string; email: string; revoke(): void };
  /** Gives `account`'s MCP key a policy, as identity lists it in the account's settings (before the key's first call: settings are cached). */
  policy(account: KnownAccount, policy: AccessKeyPolicy): void;
  /** The approvals the fake identity holds (what the MCP endpoint asked for), newest last; `decide` is an admin's decision. */
  approvals: { list(): AccessKeyApproval[]; decide(id: string, status: 'approved' | 'rejected'): void };
  /** Makes the fake billing void `invoice` (instead of refusing), answering it voided. */
  voidable(account: KnownAccount, invoice: Invoice): void;
  /** Holds `key`'s answer at credit as a first attempt still running would: "in progress" until `finish`. */
  stall(account: KnownAccount, key: string): void;
  /** The first attempt of a stalled key finishes with `customer`; calls with the key get it from now on. */
  finish(account: KnownAccount, key: string, customer: Customer): void;
}

/** What billing answers `void_invoice` for each of these ids: each a refusal of the service, to see how it maps. */
export const VOID_REFUSALS: Record<string, () => Error> = {
  inv_paid: () => new DomainError('BILLING.INVOICE_PAID', 'invalid_request', 'A paid invoice cannot be voided'),
  inv_conflict: () => new DomainError('BILLING.CONFLICTING', 'conflict', 'The invoice changed meanwhile'),
  inv_invalid: () => new DomainError('BILLING.INVALID', 'validation', 'Validation error', [{ path: 'invoice_id', message: 'not voidable' }]),
  inv_unavailable: () => new DomainError('BILLING.STORE_DOWN', 'unavailable', 'The invoice store is unavailable'),
  inv_crash: () => new Error('a bug with secrets in its message'),
};

/** A customer as credit answers one: every field of the contract, as a new customer without a decision has them. */
function newCustomer(id: string, overrides: Partial<Customer>): Customer {
  const at = MCP_MEDIUM_START;
  return {
    id,
    created_at: at,
    updated_at: at,
    source: 'API',
    business_address: '100 Main St',
    business_city: 'Austin',
    business_state: 'TX',
    business_zip: '78701',
    business_country: 'US',
    business_age_range: null,
    business_ap_email: 'ap@acme.example',
    business_ap_phone: null,
    business_ap_phone_extension: null,
    business_name: 'Acme Supply',
    business_trade_name: null,
    business_phone: null,
    business_type: null,
    email: 'owner@acme.example',
    personal_name_first: null,
    personal_name_last: null,
    personal_phone: null,
    amount_approved: 0,
    amount_authorized: 0,
    amount_available: 0,
    amount_balance: 0,
    amount_unapplied_payments: 0,
    default_terms: null,
    advance_rate: null,
    credit_status: null,
    net_terms_status: null,
    net_terms_enrollment_url: null,
    net_terms_enrollment_expires_at: null,
    credit_check_requested_at: null,
    archived: false,
    duns_number: null,
    credit_decisions: [],
    ...overrides,
  };
}

/** A sent invoice of `amount_due` 500 with nothing paid, as billing answers one. */
function newInvoice(id: string, customerId: string, overrides: Partial<Invoice>): Invoice {
  const at = MCP_MEDIUM_START;
  return {
    id,
    source: 'API',
    customer_id: customerId,
    number: `INV-${id}`,
    order_number: null,
    po_number: null,
    notes: null,
    line_items: [],
    merchant_invoice_url: null,
    merchant_invoice_uploaded: false,
    resolve_invoice_url: null,
    resolve_invoice_status: 'processing',
    invoice_payment_url: null,
    fully_paid: false,
    fully_paid_at: null,
    advanced: false,
    advance_requested: false,
    due_at: at,
    days_overdue: 0,
    original_due_at: null,
    invoiced_at: at,
    sent_at: at,
    terms: 'net30',
    amount_payout_due: 0,
    amount_payout_paid: 0,
    amount_payout_pending: 0,
    amount_payout_refunded: 0,
    amount_payout_balance: 0,
    payout_fully_paid: false,
    payout_fully_paid_at: null,
    amount_balance: 500,
    amount_due: 500,
    amount_refunded: 0,
    amount_pending: 0,
    amount_paid: 0,
    amount_credited: 0,
    amount_advance: 0,
    amount_additional_advance: 0,
    amount_advance_fee: 0,
    amount_advance_fee_refund: 0,
    advance_rate: null,
    advanced_at: null,
    amount_customer_fee_total: 0,
    amount_customer_fee_waived: 0,
    amount_customer_fee_paid: 0,
    amount_customer_fee_balance: 0,
    created_at: at,
    updated_at: at,
    archived: false,
    canceled: false,
    canceled_at: null,
    voided: false,
    voided_at: null,
    amount_canceled: 0,
    amount_voided: 0,
    ...overrides,
  } as Invoice;
}

/** An invoice as the buyer portal answers it. */
function buyerInvoiceOf(invoice: Invoice): BuyerInvoice {
  return {
    id: invoice.id,
    number: invoice.number,
    customer_id: invoice.customer_id,
    amount: invoice.amount_due,
    amount_balance: invoice.amount_balance,
    amount_paid: invoice.amount_paid,
    amount_credited: invoice.amount_credited,
    status: invoice.amount_balance > 0 ? 'open' : 'paid',
    sent_at: invoice.sent_at,
    due_at: invoice.due_at,
    days_overdue: invoice.days_overdue,
    dispute_id: null,
    payment_page_url: `https://pay.netline.example/${invoice.id}`,
    pdf_url: `/portal/api/customers/${invoice.customer_id}/invoices/${invoice.id}/pdf`,
  };
}

/**
 * Registers the hooks that build the world before the suite and take it down after it, and returns it;
 * its members are there from `beforeAll` on.
 */
export function useMcpWorld(): McpWorld {
  const namespace = `m${randomBytes(5).toString('hex')}`;
  const clock = new ManualClock(MCP_MEDIUM_START);
  const world = { clock, logs: [] } as unknown as McpWorld;
  const accounts = new Map<string, KnownAccount>();
  const grants = new Map<string, { type: PartnerType; merchant_ids: string[] }>();
  /** Credit's customers, by `<account id>:<customer id>`. */
  const customers = new Map<string, Customer>();
  /** Billing's invoices, by `<account id>:<invoice id>`. */
  const invoices = new Map<string, Invoice>();
  /** Keys whose first attempt is still running at credit (undefined) or finished with an answer. */
  const stalled = new Map<string, Customer | undefined>();
  const clients: Client[] = [];
  let signingKey: KeyLike;
  /** Identity's buyer API tokens: the secret → its address and what that reaches (null once revoked). */
  const buyerTokens = new Map<string, { id: string; email: string; customers: Array<{ merchant_id: string; customer_id: string }> } | null>();

  const account = (settings: MerchantSettings): KnownAccount => {
    const known = { id: settings.merchant_id, clientId: `ci_${randomBytes(8).toString('hex')}`, settings };
    accounts.set(known.id, known);
    return known;
  };

  world.merchant = (settings = {}) => {
    const id = `mer_${randomBytes(6).toString('hex')}`;
    return account({
      merchant_id: id,
      name: 'MCP Medium Merchant',
      basic_enabled: true,
      oauth_enabled: true,
      account_type: 'merchant',
      partner_type: null,
      partner_id: null,
      revocation: { not_before: null, subjects: [] },
      ...settings,
    });
  };

  world.partner = (type, merchantIds) => {
    const id = `mer_${randomBytes(6).toString('hex')}`;
    grants.set(id, { type, merchant_ids: merchantIds });
    return account({
      merchant_id: id,
      name: 'MCP Medium Partner',
      basic_enabled: true,
      oauth_enabled: true,
      account_type: 'partner',
      partner_type: type,
      partner_id: null,
      revocation: { not_before: null, subjects: [] },
    });
  };

  world.token = (known, scope, options = {}) => {
    const now = Math.floor(clock.now().getTime() / 1000);
    return new SignJWT({ merchant_id: known.id, scope, kind: options.kind ?? 'mcp', ...options.claims })
      .setProtectedHeader({ alg: 'ES256', kid: KID, typ: 'JWT' })
      .setIssuer(options.iss ?? world.config.TOKEN_ISSUER)
      .setAudience(options.aud ?? world.config.MCP_URL)
      .setSubject(known.clientId)
      .setIssuedAt(now)
      .setJti(randomBytes(8).toString('hex'))
      .setExpirationTime(now + (options.ttlSeconds ?? 900))
      .sign(options.key ?? signingKey);
  };

  world.connect = async (token, revision) => {
    const sent: SentRequest[] = [];
    // Every request the SDK's transport sends, with the status it got: what a proxy in front would see.
    const recording = async (url: string | URL, init?: RequestInit) => {
      const response = await fetch(url, init);
      sent.push({ method: init?.method ?? 'GET', headers: Object.fromEntries(new Headers(init?.headers).entries()), status: response.status });
      return response;
    };
    const transport = new RevisionTransport(
      new URL(world.mcpUrl),
      { requestInit: { headers: { authorization: `Bearer ${token}` } }, fetch: recording },
      revision,
    );
    const client = new Client({ name: 'netline-medium', version: '1.0.0' }, { jsonSchemaValidator: compiledOnFirstUse(new AjvJsonSchemaValidator()) });
    await client.connect(transport);
    clients.push(client);
    return { client, transport, sent };
  };

  world.customer = (known, overrides = {}) => {
    const customer = newCustomer(`cus_${randomBytes(8).toString('hex')}`, overrides);
    customers.set(`${known.id}:${customer.id}`, customer);
    return customer;
  };
  world.previewsOff = (known) => {
    known.settings.mcp_previews_off = [known.clientId];
  };
  world.invoice = (known, customer, overrides = {}) => {
    const invoice = newInvoice(`inv_${randomBytes(8).toString('hex')}`, customer.id, overrides);
    invoices.set(`${known.id}:${invoice.id}`, invoice);
    return invoice;
  };
  world.buyerToken = (reached) => {
    const token = `nlbt_${randomBytes(32).toString('base64url')}`;
    const email = `buyer-${randomBytes(4).toString('hex')}@buyer.example`;
    buyerTokens.set(token, { id: `bat_${randomBytes(8).toString('hex')}`, email, customers: reached });
    return { token, email, revoke: () => buyerTokens.set(token, null) };
  };
  world.policy = (known, policy) => {
    known.settings.mcp_key_policies = { [known.clientId]: policy };
  };
  // Identity's approvals, as its service keeps them: the latest live one of a key, tool and arguments answers.
  const approvals: Array<AccessKeyApproval & { merchant_id: string; digest: string }> = [];
  world.approvals = {
    list: () => approvals.map(({ merchant_id: _merchant, digest: _digest, ...approval }) => approval),
    decide: (id, status) => {
      const approval = approvals.find((entry) => entry.id === id && entry.status === 'pending');
      if (!approval) throw new Error(`no pending approval ${id}`);
      Object.assign(approval, { status, decided_by: 'usr_medium_admin', decided_at: clock.now().toISOString() });
    },
  };
  const voidable = new Set<string>();
  world.voidable = (known, invoice) => voidable.add(`${known.id}:${invoice.id}`);
  world.stall = (known, key) => stalled.set(`${known.id}:${key}`, undefined);
  world.finish = (known, key, customer) => stalled.set(`${known.id}:${key}`, customer);

  beforeAll(async () => {
    const port = await freePort();
    world.config = loadMcpConfig({
      ...process.env,
      NETLINE_NAMESPACE: namespace,
      APP_ENV: 'sandbox',
      MCP_PORT: String(port),
      MCP_URL: `http://127.0.0.1:${port}/mcp`,
      RATE_LIMIT_PER_MINUTE: '1000',
      LOG_LEVEL: 'silent',
    });
    world.mcpUrl = world.config.MCP_URL;
    const pair = await generateKeyPair('ES256');
    signingKey = pair.privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'ES256', use: 'sig' } as PublicJwk;

    world.identity = await FakePeer.start(world.config, 'fake-identity');
    await world.identity.answer(IdentitySubjects.jwks, () => ({ keys: [jwk] }));
    await world.identity.answer(IdentitySubjects.getMerchant, ({ body }) => {
      const known = accounts.get(body.merchant_id);
      if (known?.settings.name === 'identity-down') throw new Error('identity cannot answer');
      if (!known) throw new NotFoundError('Merchant');
      return known.settings;
    });
    await world.identity.answer(IdentitySubjects.partnerGrant, ({ body }) => {
      const grant = grants.get(body.partner_id);
      if (!grant) throw new NotFoundError('Partner');
      return { partner_id: body.partner_id, ...grant };
    });

    await world.identity.answer(BuyerSubjects.verifyApiToken, ({ body }) => {
      const known = buyerTokens.get(body.token);
      if (!known) throw new DomainError('IDENTITY.BUYER_API_TOKEN_INVALID', 'authentication', 'Invalid API token');
      return { email: known.email, token_id: known.id, expires_at: '2031-01-01T00:00:00.000Z' };
    });
    await world.identity.answer(BuyerSubjects.reach, ({ body }) => {
      const known = [...buyerTokens.values()].find((entry) => entry?.email === body.email);
      return {
        email: body.email,
        customers: (known?.customers ?? []).map((customer) => ({ ...customer, merchant_name: 'MCP Medium Merchant', business_name: 'Acme Supply' })),
      };
    });

    await world.identity.answer(AccessKeyApprovalSubjects.request, ({ principal, body }) => {
      const clientId = principal.actor.id;
      const live = approvals.filter((entry) => entry.client_id === clientId && entry.tool === body.tool && entry.digest === body.arguments_digest).at(-1);
      if (live) return world.approvals.list().find((entry) => entry.id === live.id)!;
      const at = clock.now();
      approvals.push({
        id: `apr_${randomBytes(8).toString('hex')}`,
        merchant_id: principal.merchant_id,
        digest: body.arguments_digest,
        client_id: clientId,
        key_name: null,
        tool: body.tool,
        arguments: body.arguments,
        amount: body.amount,
        status: 'pending',
        requested_at: at.toISOString(),
        decided_by: null,
        decided_at: null,
        used_at: null,
        expires_at: new Date(at.getTime() + 86_400_000).toISOString(),
      });
      return world.approvals.list().at(-1)!;
    });
    await world.identity.answer(AccessKeyApprovalSubjects.use, ({ principal, body }) => {
      const approval = approvals.find((entry) => entry.id === body.approval_id && entry.client_id === principal.actor.id);
      if (!approval) throw new NotFoundError('Approval');
      const usedNow = approval.status === 'approved';
      if (usedNow) Object.assign(approval, { status: 'used', used_at: clock.now().toISOString() });
      return { used_now: usedNow, approval: world.approvals.list().find((entry) => entry.id === approval.id)! };
    });

    world.services = await FakePeer.start(world.config, 'fake-services');
    const accountOf = (principal: { merchant_id: string } | null | undefined) => principal?.merchant_id ?? '';
    await world.services.answer(CustomerSubjects.create, ({ principal, body, idempotency_key }) => {
      if (idempotency_key !== undefined) {
        const key = `${accountOf(principal)}:${idempotency_key}`;
        if (stalled.has(key)) {
          const answer = stalled.get(key);
          if (!answer) throw new DomainError(IDEMPOTENCY_IN_PROGRESS, 'conflict', 'A request with this Idempotency-Key is still in progress; retry shortly');
          return answer;
        }
      }
      const customer = newCustomer(`cus_${randomBytes(8).toString('hex')}`, {
        business_name: body.business_name,
        email: body.email,
        ...(body.business_ap_email ? { business_ap_email: body.business_ap_email } : {}),
      });
      customers.set(`${accountOf(principal)}:${customer.id}`, customer);
      return customer;
    });
    await world.services.answer(CustomerSubjects.get, ({ principal, params }) => {
      const customer = customers.get(`${accountOf(principal)}:${params.customer_id}`);
      if (!customer) throw new NotFoundError('Customer');
      return customer;
    });
    await world.services.answer(CustomerSubjects.list, ({ principal, query }) => {
      const own = [...customers.entries()].filter(([key]) => key.startsWith(`${accountOf(principal)}:`)).map(([, customer]) => customer);
      return { count: own.length, page: query.page, limit: query.limit, results: own.slice(query.page * query.limit, (query.page + 1) * query.limit) };
    });
    // Subscribed so that a call forwarded by mistake is seen (and refused) rather than timing out.
    await world.services.answer(InvoiceSubjects.create, () => {
      throw new Error('the fake billing creates no invoices');
    });
    await world.services.answer(InvoiceSubjects.list, () => {
      throw new Error('the fake billing lists no invoices');
    });
    await world.services.answer(InvoiceSubjects.get, ({ principal, params }) => {
      const invoice = invoices.get(`${accountOf(principal)}:${params.invoice_id}`);
      if (!invoice) throw new NotFoundError('Invoice');
      return invoice;
    });
    // The buyer portal's invoice list, as billing serves it: a buyer principal whose grant names the customer only.
    await world.services.answer(BuyerPortalSubjects.listInvoices, ({ principal, params, query }) => {
      if (!principal || !buyerMayReach(principal, principal.merchant_id, params.customer_id)) throw new NotFoundError('Customer');
      const own = [...invoices.entries()]
        .filter(([key, invoice]) => key.startsWith(`${principal.merchant_id}:`) && invoice.customer_id === params.customer_id)
        .map(([, invoice]) => buyerInvoiceOf(invoice));
      return { count: own.length, page: query.page, limit: query.limit, results: own.slice(query.page * query.limit, (query.page + 1) * query.limit) };
    });
    await world.services.answer(InvoiceSubjects.void, ({ principal, params }) => {
      const known = invoices.get(`${accountOf(principal)}:${params.invoice_id}`);
      if (known && voidable.has(`${accountOf(principal)}:${known.id}`)) {
        return {
          ...known,
          dispute_id: known.dispute_id ?? null,
          voided: true,
          voided_at: clock.now().toISOString(),
          amount_voided: known.amount_balance,
          amount_balance: 0,
        };
      }
      const refusal = VOID_REFUSALS[params.invoice_id];
      throw refusal ? refusal() : new NotFoundError('Invoice');
    });

    const logger = createLogger('mcp', 'info', {
      write: (line: string) => {
        world.logs.push(JSON.parse(line) as Record<string, unknown>);
      },
    });
    world.app = await startMcp(world.config, { clock, logger });
  });

  afterAll(async () => {
    for (const client of clients) await client.close().catch(() => undefined);
    await world.app?.app.close();
    await world.services?.close();
    await world.identity?.close();
    if (world.config) {
      // Rate-limit and idempotency keys are under this suite's namespace alone.
      const redis = new IORedis(world.config.REDIS_URL);
      const keys = await redis.keys(`${namespace}:*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }
  });

  return world;
}
