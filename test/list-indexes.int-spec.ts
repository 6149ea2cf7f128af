import { OPERATIONS } from '@netline/catalogue';
import { baseEnv } from '@netline/config';
import { ListQuery, ListSpec, MerchantScope, merchantScope, parseListQuery, RawQuery, scopeFromIds } from '@netline/contracts';
import { messagingMigrations } from '@netline/messaging/schema';
import { DatabaseService, DEEP_PAGE_OFFSET, dropNamespaceDatabases, provisionServiceDatabase, serviceDataSourceOptions } from '@netline/persistence';
import { testAdminDatabaseUrl } from '@netline/testing';
import { randomBytes } from 'node:crypto';
import { DataSource, Logger, MigrationInterface } from 'typeorm';
import { BILLING_ENTITIES } from '../apps/billing/src/app.module';
import { BuyerPortalRepository } from '../apps/billing/src/buyer-portal/buyer-portal.repository';
import { ChargesRepository } from '../apps/billing/src/charges/charges.repository';
import { CreditNotesRepository } from '../apps/billing/src/credit-notes/credit-notes.repository';
import { DisputesRepository } from '../apps/billing/src/disputes/disputes.repository';
import { InvoicesRepository } from '../apps/billing/src/invoices/invoices.repository';
import { EmailsRepository } from '../apps/billing/src/mail/emails.repository';
import { BILLING_MIGRATIONS } from '../apps/billing/src/migrations';
import { PromisesRepository } from '../apps/billing/src/promises/promises.repository';
import { StatementsRepository } from '../apps/billing/src/statements/statements.repository';
import { CREDIT_ENTITIES } from '../apps/credit/src/app.module';
import { CreditLineRequestsRepository } from '../apps/credit/src/credit-line-requests/credit-line-requests.repository';
import { CustomersRepository } from '../apps/credit/src/customers/customers.repository';
import { LedgerRepository } from '../apps/credit/src/ledger/ledger.repository';
import { CREDIT_MIGRATIONS } from '../apps/credit/src/migrations';
import { BuyerUsersRepository } from '../apps/identity/src/buyers/buyer-users.repository';
import { IDENTITY_ENTITIES } from '../apps/identity/src/app.module';
import { IDENTITY_MIGRATIONS } from '../apps/identity/src/migrations';
import { INSIGHTS_ENTITIES } from '../apps/insights/src/app.module';
import { INSIGHTS_MIGRATIONS } from '../apps/insights/src/migrations';
import { ReceivablesRepository } from '../apps/insights/src/receivables/receivables.repository';
import { AuditRepository } from '../apps/insights/src/audit/audit.repository';
import { RequestLogsRepository } from '../apps/insights/src/request-logs/request-logs.repository';
import { FULFILLMENT_ENTITIES } from '../apps/fulfillment/src/app.module';
import { FULFILLMENT_MIGRATIONS } from '../apps/fulfillment/src/migrations';
import { ShipmentsRepository } from '../apps/fulfillment/src/shipments/shipments.repository';
import { TREASURY_ENTITIES } from '../apps/treasury/src/app.module';
import { TREASURY_MIGRATIONS } from '../apps/treasury/src/migrations';
import { PaymentsRepository } from '../apps/treasury/src/payments/payments.repository';
import { PayoutsRepository } from '../apps/treasury/src/payouts/payouts.repository';
import { WEBHOOK_DISPATCHER_ENTITIES } from '../apps/webhook-dispatcher/src/app.module';
import { DeliveriesRepository } from '../apps/webhook-dispatcher/src/deliveries/deliveries.repository';
import { EventsRepository } from '../apps/webhook-dispatcher/src/events/events.repository';
import { WEBHOOK_DISPATCHER_MIGRATIONS } from '../apps/webhook-dispatcher/src/migrations';
import { SubscriptionsRepository } from '../apps/webhook-dispatcher/src/subscriptions/subscriptions.repository';

type MigrationClass = new () => MigrationInterface;
type Entities = NonNullable<ConstructorParameters<typeof DataSource>[0]['entities']>;

/**
 * Every list of the merchant API is served by an index led by `merchant_id` for every filter and sort its
 * catalogue entry offers (docs/persistence.md, "Indexes for lists"). For each list, and each variant the
 * catalogue offers on it (the default, each filter with each operator, each sort field both ways), the test
 * runs the operation's real repository method against the service's migrated database, takes the statements
 * TypeORM sent, and has PostgreSQL plan them with sequential scans and sorts disabled. It fails, naming the
 * operation, the variant and the table, when a plan still reads the listed table with a Seq Scan, sorts its
 * rows for a page (the first page must be an index scan in the list's order with the limit on top, so it
 * costs the same for a merchant with ten rows or a million), or finds an exact-value filter's rows
 * without an index condition on the value. Reads of one customer's history that are not lists (a
 * statement's ledger, the buyer portal's payments) are planned on a merchant with rows and statistics, and
 * fail on any scan that reads a table, or the merchant's rows of it, by less than the customer's keys.
 */

const SERVICES = {
  identity: { migrations: IDENTITY_MIGRATIONS, entities: IDENTITY_ENTITIES },
  credit: { migrations: CREDIT_MIGRATIONS, entities: CREDIT_ENTITIES },
  billing: { migrations: BILLING_MIGRATIONS, entities: BILLING_ENTITIES },
  treasury: { migrations: TREASURY_MIGRATIONS, entities: TREASURY_ENTITIES },
  fulfillment: { migrations: FULFILLMENT_MIGRATIONS, entities: FULFILLMENT_ENTITIES },
  'webhook-dispatcher': { migrations: WEBHOOK_DISPATCHER_MIGRATIONS, entities: WEBHOOK_DISPATCHER_ENTITIES },
  insights: { migrations: INSIGHTS_MIGRATIONS, entities: INSIGHTS_ENTITIES },
} satisfies Partial<Record<DatabaseService, { migrations: MigrationClass[]; entities: Entities }>>;
type ListedService = keyof typeof SERVICES;

interface ListCase {
  service: ListedService;
  /** The table the list pages through: the one whose plan must not scan or sort it whole. */
  table: string;
  /**
   * Why this list may sort its rows rather than read them in order from an index: only for a list whose
   * size per merchant is bounded by a rule, said here.
   */
  boundedSort?: string;
  /** The list takes a caller's scope, which for a partner holds several merchants. */
  partner?: boolean;
  /**
   * Calls the operation's real list method. Lists that take a caller's scope get it whole; those that
   * serve one merchant only take its first id, as their service does with the caller's own.
   */
  run(dataSource: DataSource, scope: MerchantScope, query: ListQuery): Promise<unknown>;
}

/** The repository method behind each list operation of the catalogue, by `METHOD path`. */
const CASES: Record<string, ListCase> = {
  'GET /customers': { partner: true, service: 'credit', table: 'customers', run: (ds, scope, q) => new CustomersRepository(ds).list(scope, q) },
  'GET /customers/:customer_id/ledger': {
    service: 'credit',
    table: 'credit_ledger',
    run: (ds, scope, q) => new LedgerRepository(ds).list(scope[0], 'cus_listed', q),
  },
  'GET /credit-line-requests': {
    partner: true,
    service: 'credit',
    table: 'credit_line_requests',
    run: (ds, scope, q) => new CreditLineRequestsRepository(ds).list(scope, q),
  },
  'GET /customers/:customer_id/buyer-users': {
    service: 'identity',
    table: 'buyer_users',
    run: (ds, scope, q) => new BuyerUsersRepository(ds).list(scope[0], 'cus_listed', q),
  },
  'GET /invoices': { partner: true, service: 'billing', table: 'invoices', run: (ds, scope, q) => new InvoicesRepository(ds).list(scope, q) },
  'GET /charges': { service: 'billing', table: 'charges', run: (ds, scope, q) => new ChargesRepository(ds).list(scope[0], q) },
  'GET /credit-notes': { partner: true, service: 'billing', table: 'credit_notes', run: (ds, scope, q) => new CreditNotesRepository(ds).list(scope, q) },
  'GET /emails': { service: 'billing', table: 'emails', run: (ds, scope, q) => new EmailsRepository(ds).list(scope[0], q) },
  'GET /disputes': { partner: true, service: 'billing', table: 'disputes', run: (ds, scope, q) => new DisputesRepository(ds).list(scope, q) },
  'GET /customers/:customer_id/statements': {
    service: 'billing',
    table: 'statements',
    run: (ds, scope, q) => new StatementsRepository(ds).list(scope[0], 'cus_listed', q),
  },
  'GET /collections/overdue': {
    service: 'billing',
    table: 'invoices',
    run: (ds, scope, q) => new InvoicesRepository(ds).listOverdue(scope[0], new Date('2026-06-01T00:00:00Z'), q),
  },
  'GET /promises-to-pay': { partner: true, service: 'billing', table: 'promises_to_pay', run: (ds, scope, q) => new PromisesRepository(ds).list(scope, q) },
  'GET /payouts': { partner: true, service: 'treasury', table: 'payouts', run: (ds, scope, q) => new PayoutsRepository(ds).listPayouts(scope, q) },
  'GET /payout-transactions': {
    partner: true,
    service: 'treasury',
    table: 'payout_transactions',
    run: (ds, scope, q) => new PayoutsRepository(ds).listTransactions(scope, q),
  },
  'GET /payments': { partner: true, service: 'treasury', table: 'payments', run: (ds, scope, q) => new PaymentsRepository(ds).list(scope, q) },
  'GET /shipments': { partner: true, service: 'fulfillment', table: 'shipments', run: (ds, scope, q) => new ShipmentsRepository(ds).list(scope, q) },
  'GET /webhooks': {
    service: 'webhook-dispatcher',
    table: 'webhook_subscriptions',
    // At most WEBHOOK_MAX_ENDPOINTS endpoints, each subscribed to at most every event type: a merchant's
    // subscriptions are a few hundred rows however large it grows, sorted by topic in a fixed order.
    boundedSort: 'at most WEBHOOK_MAX_ENDPOINTS endpoints × the event types',
    run: (ds, scope, q) => new SubscriptionsRepository(ds).list(scope[0], q),
  },
  'GET /webhooks/deliveries': {
    service: 'webhook-dispatcher',
    table: 'webhook_deliveries',
    run: (ds, scope, q) => new DeliveriesRepository(ds).list(scope[0], q),
  },
  'GET /events': {
    service: 'webhook-dispatcher',
    table: 'account_events',
    // As the service reads it: never an event older than the retention.
    run: (ds, scope, q) => new EventsRepository(ds).list(scope[0], q, new Date('2026-01-01T00:00:00Z')),
  },
  'GET /request-logs': {
    service: 'insights',
    table: 'request_logs',
    run: (ds, scope, q) => new RequestLogsRepository(ds).list(scope[0], q),
  },
  'GET /audit-events': { service: 'insights', table: 'audit_events', run: (ds, scope, q) => new AuditRepository(ds).list(scope[0], q) },
};

/** A value the gateway would accept for a filter: the test plans the statement, not its results. */
function sampleValue(spec: ListSpec['filters'][string], op: string): string {
  if (op === 'prefix') return 'Ac';
  switch (spec.type) {
    case 'enum':
      return spec.values?.[0] ?? 'x';
    case 'boolean':
      return 'true';
    case 'money':
      return '100';
    case 'number':
      return String(spec.min ?? 0);
    case 'date':
      return '2026-01-01T00:00:00Z';
    case 'string':
      return 'x_listed';
  }
}

/**
 * How a variant must be served:
 * - `ordered` (no filter, a sort, a range, an enum or a boolean): its page is read from an index in the
 *   list's order, the limit on top; no Sort of the table's rows.
 * - `exact` (an exact text value: an id, a reference, a number, an address): the same, and the index finds
 *   the rows by the value (it is in the index condition): walking all the merchant's rows in order to drop
 *   all but a few would read all of them. Its index is (merchant_id, column, the list's order…).
 * - `search` (`prefix`): an index on `lower(column) text_pattern_ops` finds the rows by the prefix; it
 *   orders them by that text, so it cannot give the list's order as well, and the matches (a prefix of a
 *   name or a number names a few) are sorted.
 */
type Serving = 'ordered' | 'exact' | 'search';

interface Variant {
  name: string;
  raw: RawQuery;
  serving: Serving;
  /** The filter's value, which `exact` finds in an index condition. */
  value?: string;
}

/** Every variant the catalogue offers: the default, each filter with each operator, each sort field both ways. */
function variants(spec: ListSpec): Variant[] {
  const result: Variant[] = [{ name: 'default', raw: {}, serving: 'ordered' }];
  for (const [field, filter] of Object.entries(spec.filters)) {
    for (const op of filter.ops) {
      const value = sampleValue(filter, op);
      const serving: Serving = op === 'prefix' ? 'search' : filter.type === 'string' && op === 'eq' ? 'exact' : 'ordered';
      result.push({ name: `filter[${field}][${op}]`, raw: { [`filter[${field}][${op}]`]: value }, serving, value });
    }
  }
  for (const field of spec.sort?.fields ?? []) {
    for (const sort of [field, `-${field}`]) result.push({ name: `sort=${sort}`, raw: { sort }, serving: 'ordered' });
  }
  return result;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

function nodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodes)];
}

/** A plan in one line: each node, with the index or table it reads. */
function outline(node: PlanNode): string {
  const name = `${node['Node Type']}${node['Index Name'] ? ` ${node['Index Name']}` : node['Relation Name'] ? ` ${node['Relation Name']}` : ''}`;
  return node.Plans?.length ? `${name} > ${node.Plans.map(outline).join(' + ')}` : name;
}

/**
 * What is wrong with the plan of a statement reading `table` for `variant`, or null. `paged` is the
 * statement that reads the page (the count beside it only has to avoid a Seq Scan: on empty tables every
 * index led by merchant_id costs the same one row for it, so which one the planner takes says nothing).
 */
function problem(plan: PlanNode, table: string, variant: Variant, paged: boolean): string | null {
  const all = nodes(plan);
  if (all.some((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === table)) return `Seq Scan on ${table}`;
  // A statement PostgreSQL answers without reading the table (a filter on a column the list always
  // leaves empty folds to false) needs no index.
  if (!paged || variant.serving === 'search' || !all.some((node) => node['Relation Name'] === table)) return null;
  if (variant.serving === 'exact' && !all.some((node) => node['Index Cond']?.includes(`'${variant.value}'`))) {
    return "no index finds the rows by the filter's value";
  }
  const sort = all.find((node) => /Sort$/.test(node['Node Type']) && nodes(node).some((below) => below['Relation Name'] === table));
  if (sort) return `${sort['Node Type']} of ${table}'s rows: no index gives the order`;
  return null;
}

/**
 * A scan that reads a whole table, or all of a merchant's rows of it: a Seq Scan, or an index read whose
 * condition names no column but `merchant_id` (a key led by another column, read for the merchant alone).
 */
function merchantWideRead(node: PlanNode): string | null {
  if (node['Node Type'] === 'Seq Scan') return `Seq Scan on ${node['Relation Name']}`;
  if (!/Index/.test(node['Node Type'])) return null;
  const columns = [...(node['Index Cond'] ?? '').matchAll(/(\w+) (?:=|<|>|<=|>=|~)/g)].map((match) => match[1]);
  return columns.some((column) => column !== 'merchant_id') ? null : `${node['Node Type']} on ${node['Index Name']} by ${node['Index Cond'] ?? 'nothing'}`;
}

/**
 * A prefix search's index: (merchant_id, lower(column) text_pattern_ops) INCLUDE (column), which answers
 * `lower(column) LIKE 'abc%'` within one merchant's rows, and counts the matches from the index alone
 * (PostgreSQL plans no index-only scan when the query names a column the index holds only inside an
 * expression). Checked by its definition rather than by a plan: on empty tables the planner prices that
 * index and any other led by merchant_id at the same single row, and takes either.
 */
async function searchIndexProblem(dataSource: DataSource, table: string, text: string): Promise<string | null> {
  const searched = /lower\(("?\w+"?\.)?"?(\w+)"?\) LIKE/i.exec(text)?.[2];
  if (!searched) return 'no prefix condition in the statement';
  const indexes: Array<{ indexdef: string }> = await dataSource.query(
    'SELECT indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = $1',
    [table],
  );
  const wanted = `(merchant_id, lower(${searched}) text_pattern_ops) INCLUDE (${searched})`;
  return indexes.some(({ indexdef }) => indexdef.includes(wanted)) ? null : `no index ${table} ${wanted}`;
}

/** Collects the statements TypeORM sends while `capturing` is on. */
class CapturingLogger implements Logger {
  capturing = false;
  readonly statements: Array<{ text: string; parameters: unknown[] }> = [];
  logQuery(text: string, parameters?: unknown[]) {
    if (this.capturing) this.statements.push({ text, parameters: parameters ?? [] });
  }
  /** The statements sent while `run` ran, and only those. */
  async capture(run: () => Promise<unknown>): Promise<Array<{ text: string; parameters: unknown[] }>> {
    this.statements.length = 0;
    this.capturing = true;
    try {
      await run();
    } finally {
      this.capturing = false;
    }
    return [...this.statements];
  }
  logQueryError() {}
  logQuerySlow() {}
  logSchemaBuild() {}
  logMigration() {}
  log() {}
}

describe('every list filter and sort has an index', () => {
  const namespace = `t${randomBytes(5).toString('hex')}`;
  const config = baseEnv.parse({ ...process.env, NETLINE_NAMESPACE: namespace });
  const adminUrl = testAdminDatabaseUrl();
  const dataSources = new Map<ListedService, { dataSource: DataSource; logger: CapturingLogger }>();

  afterAll(async () => {
    for (const { dataSource } of dataSources.values()) await dataSource.destroy();
    await dropNamespaceDatabases(adminUrl, config);
  });

  /** The service's database, migrated as `main.js migrate` does, reached as its owner. */
  async function database(service: ListedService): Promise<{ dataSource: DataSource; logger: CapturingLogger }> {
    const existing = dataSources.get(service);
    if (existing) return existing;
    const passwords = { owner: randomBytes(18).toString('base64url'), runtime: randomBytes(18).toString('base64url') };
    await provisionServiceDatabase({ adminUrl, config, service, passwords });
    const { migrations, entities } = SERVICES[service];
    const options = serviceDataSourceOptions(
      { config: { ...config, DB_PASSWORD: passwords.owner }, service, entities, migrations: [...migrations, ...messagingMigrations] },
      'owner',
    );
    const logger = new CapturingLogger();
    const dataSource = new DataSource({ ...options, logger });
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    const created = { dataSource, logger };
    dataSources.set(service, created);
    return created;
  }

  async function explain(dataSource: DataSource, text: string, parameters: unknown[], sorts = false, setAside: readonly string[] = []): Promise<PlanNode> {
    const runner = dataSource.createQueryRunner();
    try {
      await runner.startTransaction();
      // Indexes set aside for this plan alone: DROP INDEX is transactional, and the transaction is rolled
      // back. A unique constraint's index goes with its constraint.
      for (const index of setAside) {
        const [constraint]: Array<{ name: string; table: string }> = await runner.query(
          'SELECT conname AS name, conrelid::regclass::text AS table FROM pg_constraint WHERE conindid = $1::regclass',
          [index],
        );
        await runner.query(constraint ? `ALTER TABLE ${constraint.table} DROP CONSTRAINT "${constraint.name}"` : `DROP INDEX "${index}"`);
      }
      // The tables are empty, so the planner's costs say nothing of a merchant with a million rows: with
      // sequential scans and sorts priced out, the plan shows whether an index can hand over the rows, in
      // the list's order, at all; a Seq Scan or a Sort left in it is one no index avoids.
      await runner.query('SET LOCAL enable_seqscan = off');
      if (!sorts) await runner.query('SET LOCAL enable_sort = off');
      const [row] = await runner.query(`EXPLAIN (FORMAT JSON) ${text}`, parameters);
      return (row['QUERY PLAN'] as Array<{ Plan: PlanNode }>)[0].Plan;
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  }

  /**
   * The plan of a list's statement. For an exact value on empty tables, an index that gives the list's
   * order and one that also finds the value cost the same single row, and the planner takes either (the
   * newest, as it happens): the one it took without the value in its condition is set aside and the
   * statement planned again, until the plan carries the value or no index is left that gives the order.
   * With rows, the index that finds the value is the cheaper one by far.
   */
  async function planOf(dataSource: DataSource, statement: { text: string; parameters: unknown[] }, variant: Variant, paged: boolean): Promise<PlanNode> {
    const setAside: string[] = [];
    for (;;) {
      const plan = await explain(dataSource, statement.text, statement.parameters, false, setAside);
      if (variant.serving !== 'exact' || !paged) return plan;
      const all = nodes(plan);
      if (all.some((node) => node['Index Cond']?.includes(`'${variant.value}'`))) return plan;
      // A key (a table's primary key) is never the tie: it gives no list's order.
      const tied = all.find((node) => node['Index Name'] && !node['Index Name'].endsWith('_pkey') && !setAside.includes(node['Index Name']))?.['Index Name'];
      if (!tied) return plan;
      setAside.push(tied);
    }
  }

  const lists = OPERATIONS.filter((operation) => operation.list).map((operation) => ({ key: `${operation.method} ${operation.path}`, operation }));

  it('knows the repository behind every list of the catalogue', () => {
    const unknown = lists.map(({ key }) => key).filter((key) => !CASES[key]);
    expect(unknown).toEqual([]);
  });

  it.each(lists.filter(({ key }) => CASES[key]).map(({ key, operation }) => [key, operation.list!] as const))('%s', async (key, spec) => {
    const listCase = CASES[key];
    const { dataSource, logger } = await database(listCase.service);
    const failures: string[] = [];
    for (const variant of variants(spec)) {
      const parsed = parseListQuery(variant.raw, spec);
      if (!parsed.ok) throw new Error(`${key} ${variant.name}: ${JSON.stringify(parsed.details)}`);
      const sent = await logger.capture(() => listCase.run(dataSource, merchantScope('mer_listed'), parsed.query));
      const reading = sent.filter(({ text }) => new RegExp(`\\bFROM\\s+"?${listCase.table}"?\\b`, 'i').test(text));
      if (reading.length === 0) failures.push(`${variant.name}: no statement read ${listCase.table}`);
      for (const statement of reading) {
        const paged = /\bLIMIT\b/i.test(statement.text) && !listCase.boundedSort;
        const plan = await planOf(dataSource, statement, variant, paged);
        const found =
          problem(plan, listCase.table, variant, paged) ??
          (variant.serving === 'search' && paged ? await searchIndexProblem(dataSource, listCase.table, statement.text) : null);
        if (found)
          failures.push(
            `${variant.name}: ${found} (${outline(plan)}) in ${statement.text.replace(/\s+/g, ' ').replace(/^SELECT .*? FROM /, 'SELECT … FROM ')}`,
          );
      }
    }
    expect({ operation: key, table: listCase.table, failures }).toEqual({ operation: key, table: listCase.table, failures: [] });
  });

  // Reads of one customer's history that are not lists: the running statement (and each month's close)
  // and the buyer portal's payments. Each must find the customer's rows by key, not read the merchant's.
  // Both are billing's, read on `billingWithHistory` below.
  const customerReads: Record<string, (dataSource: DataSource) => Promise<unknown>> = {
    'the statement ledger': (dataSource) => new StatementsRepository(dataSource).ledgerRows('mer_history', 'cus_7', new Date('2026-06-01T00:00:00Z')),
    "the buyer portal's payments": (dataSource) => new BuyerPortalRepository(dataSource).payments('mer_history', 'cus_7', 25, 0),
  };

  /**
   * A merchant of 20,000 invoices over 2,000 customers, each invoice paid and some credited, analysed: on
   * empty tables the planner prices every index led by `merchant_id` at one row and takes any, so only
   * with rows does the plan say whether the reads find one customer's rows by key.
   */
  async function billingWithHistory(): Promise<{ dataSource: DataSource; logger: CapturingLogger }> {
    const billing = await database('billing');
    const count = await billing.dataSource.query("SELECT count(*)::int AS count FROM invoices WHERE merchant_id = 'mer_history'");
    if (count[0].count > 0) return billing;
    await billing.dataSource.transaction(async (manager) => {
      // Setting up takes seconds on a busy machine: longer than the service's own statement timeout.
      await manager.query('SET LOCAL statement_timeout = 0');
      await manager.query(
        `INSERT INTO invoices (id, merchant_id, customer_id, source, number, terms, public_token, amount_due, amount_balance, amount_paid, invoiced_at, created_at, updated_at)
         SELECT 'inv_' || n, 'mer_history', 'cus_' || (n % 2000), 'API', 'N-' || n, 'net30', md5('token' || n), 1000, 0, 1000, now(), now(), now()
           FROM generate_series(1, 20000) n`,
      );
      await manager.query(
        `INSERT INTO payment_applications (merchant_id, payment_id, invoice_id, amount, applied_at)
         SELECT 'mer_history', 'pay_' || n, 'inv_' || n, 1000, now() FROM generate_series(1, 20000) n`,
      );
      await manager.query(
        `INSERT INTO payment_decisions (merchant_id, payment_id, decided_at) SELECT 'mer_history', 'pay_' || n, now() FROM generate_series(1, 20000) n`,
      );
      await manager.query(
        `INSERT INTO invoice_amount_changes (merchant_id, invoice_id, delta, changed_at) SELECT 'mer_history', 'inv_' || n, -100, now() FROM generate_series(1, 20000, 10) n`,
      );
      await manager.query(
        `INSERT INTO credit_notes (id, merchant_id, customer_id, invoice_id, source, amount, amount_paid, reason_code, created_at, updated_at)
         SELECT 'cn_' || n, 'mer_history', 'cus_' || (n % 2000), 'inv_' || n, 'API', 100, 100, 'other', now(), now() FROM generate_series(1, 20000, 10) n`,
      );
    });
    // Vacuumed too, as autovacuum leaves rows written long ago: visible to all, so an index can answer alone.
    const runner = billing.dataSource.createQueryRunner();
    try {
      await runner.query('SET statement_timeout = 0');
      await runner.query('VACUUM (ANALYZE) invoices, payment_applications, payment_decisions, invoice_amount_changes, credit_notes');
      await runner.query('RESET statement_timeout');
    } finally {
      await runner.release();
    }
    return billing;
  }

  // A page searched by the number's prefix walks the list's order and refuses most of the invoices it passes
  // (here 19 of each 20; 99 of each 100 for `BS-0000` among a million): it must refuse them on the index
  // entry, which holds the number, and read from the table only the page it keeps, by key.
  it("the invoice list's number prefix reads from the table only the page it keeps", async () => {
    const { dataSource, logger } = await billingWithHistory();
    const spec = lists.find(({ key }) => key === 'GET /invoices')!.operation.list!;
    const parsed = parseListQuery({ 'filter[number][prefix]': 'N-19' }, spec);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.details));
    const sent = await logger.capture(() => new InvoicesRepository(dataSource).list(merchantScope('mer_history'), parsed.query));
    const reads: string[] = [];
    for (const statement of sent.filter(({ text }) => /\bFROM\s+"invoices"/.test(text))) {
      const plan = await explain(dataSource, statement.text, statement.parameters, true);
      const kind = /\bLIMIT\b/.test(statement.text) ? 'page' : /\bIN \(/.test(statement.text) ? 'rows' : 'count';
      reads.push(`${kind}: ${outline(plan)}`);
    }
    expect(reads.sort()).toEqual([
      'count: Aggregate > Index Only Scan invoices_number_prefix_covering_idx',
      'page: Limit > Index Only Scan invoices_list_created_number_idx',
      'rows: Index Scan invoices_pkey',
    ]);
  });

  // Page 100 skips 2,475 rows. Read whole, each skipped row is a read of the table, a disk read on a cold
  // cache; the keys of the page are read from the list's index alone, then the page's rows by key
  // (docs/persistence.md, "Deep pages").
  const longLists = [
    'GET /invoices',
    'GET /customers',
    'GET /payments',
    'GET /credit-notes',
    'GET /payout-transactions',
    'GET /webhooks/deliveries',
    'GET /request-logs',
    'GET /audit-events',
  ];
  it.each(longLists)('page 100 of %s walks the index alone to the page it reads', async (key) => {
    const listCase = CASES[key];
    const { dataSource, logger } = await database(listCase.service);
    const parsed = parseListQuery({ page: '100' }, lists.find((list) => list.key === key)!.operation.list!);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.details));
    expect(parsed.query.offset).toBeGreaterThanOrEqual(DEEP_PAGE_OFFSET);
    const sent = await logger.capture(() => listCase.run(dataSource, merchantScope('mer_listed'), parsed.query));
    const reads: string[] = [];
    for (const statement of sent.filter(({ text }) => new RegExp(`\\bFROM\\s+"?${listCase.table}"?\\b`, 'i').test(text))) {
      const plan = await explain(dataSource, statement.text, statement.parameters);
      // The walk over the skipped rows. (The tables are empty, so no page's rows follow by key here:
      // libs/persistence's list-page tests and the delivery log's read them.)
      if (/\bOFFSET\b/i.test(statement.text)) reads.push(`${nodes(plan).find((node) => node['Relation Name'] === listCase.table)?.['Node Type']}`);
    }
    expect({ list: key, walks: reads }).toEqual({ list: key, walks: ['Index Only Scan'] });
  });

  it("the ageing report's customers owing most, and what each was invoiced, paid and credited, come from indexes alone", async () => {
    const { dataSource, logger } = await database('insights');
    const sent = await logger.capture(() => new ReceivablesRepository(dataSource).openAgingByCustomer('mer_aging', new Date('2026-06-01T00:00:00Z'), 1000));
    const [statement] = sent.filter(({ text }) => /\bFROM receivable_customers\b/.test(text));
    const plan = await explain(dataSource, statement.text, statement.parameters);
    // Which index reads each customer's open invoices is the planner's pick on empty tables (any that
    // finds them by customer costs the same); the customers themselves must not be read from the table.
    const reads = nodes(plan)
      .filter((node) => node['Relation Name'])
      .map((node) => `${node['Node Type']} ${node['Index Name'] ?? node['Relation Name']}`);
    expect(reads.filter((read) => read.includes('receivable_customers'))).toEqual(['Index Only Scan receivable_customers_owed_figures_idx']);
    expect(reads.filter((read) => read.startsWith('Seq Scan'))).toEqual([]);
  });

  it.each(Object.keys(customerReads))("%s reads one customer's rows through indexes", async (name) => {
    const { dataSource, logger } = await billingWithHistory();
    const sent = await logger.capture(() => customerReads[name](dataSource));
    expect(sent.length).toBeGreaterThan(0);
    const wholeMerchant: string[] = [];
    for (const statement of sent) {
      // Sorting a customer's few rows is fine here: priced out, it would push the planner to a key's order.
      const plan = await explain(dataSource, statement.text, statement.parameters, true);
      wholeMerchant.push(
        ...nodes(plan)
          .flatMap((node) => merchantWideRead(node) ?? [])
          .map((read) => `${read} in ${statement.text.replace(/\s+/g, ' ')}`),
      );
    }
    expect({ read: name, wholeMerchant }).toEqual({ read: name, wholeMerchant: [] });
  });

  // A partner's scope holds several merchants and matches `merchant_id = ANY(…)`: no index gives one order
  // across them, so its pages sort the scope's matching rows (docs/persistence.md, "Indexes for lists").
  // It must still find them through an index.
  it.each(lists.filter(({ key }) => CASES[key]?.partner).map(({ key, operation }) => [key, operation.list!] as const))(
    '%s for a partner scope of several merchants',
    async (key, spec) => {
      const listCase = CASES[key];
      const { dataSource, logger } = await database(listCase.service);
      const parsed = parseListQuery({}, spec);
      if (!parsed.ok) throw new Error(`${key}: ${JSON.stringify(parsed.details)}`);
      const sent = await logger.capture(() => listCase.run(dataSource, scopeFromIds(['mer_partner', 'mer_sub_a', 'mer_sub_b']), parsed.query));
      const reading = sent.filter(({ text }) => new RegExp(`\\bFROM\\s+"?${listCase.table}"?\\b`, 'i').test(text));
      expect(reading.length).toBeGreaterThan(0);
      const scans: string[] = [];
      for (const statement of reading) {
        const plan = await explain(dataSource, statement.text, statement.parameters);
        scans.push(
          ...nodes(plan)
            .filter((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === listCase.table)
            .map(() => statement.text),
        );
      }
      expect({ operation: key, seqScans: scans }).toEqual({ operation: key, seqScans: [] });
    },
  );
});
