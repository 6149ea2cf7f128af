import { merchantScope } from '@netline/contracts';
import { messagingEntities, messagingMigrations, OutboxRelay, OutboxWriter, RowCountFolder, UnitOfWork } from '@netline/messaging';
import { createLogger } from '@netline/observability';
import { Clock, newId } from '@netline/persistence';
import { provisionTestDatabase, ProvisionedDatabase } from '@netline/testing';
import { randomBytes } from 'node:crypto';
import { BILLING_ENTITIES } from '../app.module';
import { BILLING_MIGRATIONS } from '../migrations';
import { invoiceCreated } from '../billing-events';
import { loadBillingConfig } from '../config';
import { Invoice, newInvoiceState } from './invoice.entity';
import { InvoicesRepository } from './invoices.repository';

/**
 * Billing's invoice hot path against real PostgreSQL, as the billing role: the invoice and its
 * `invoice.created` outbox row written by one prepared statement in the unit of work, read back by the
 * prepared read exactly as TypeORM's own entity loading sees the row (JSON line items, cents, rates, dates).
 */
describe('invoices hot path', () => {
  const config = loadBillingConfig({ ...process.env, NETLINE_NAMESPACE: `t${randomBytes(5).toString('hex')}` });
  const merchantId = 'mer_hotpath';
  let database: ProvisionedDatabase;
  let repository: InvoicesRepository;
  let unitOfWork: UnitOfWork;

  beforeAll(async () => {
    database = await provisionTestDatabase({
      config,
      service: 'billing',
      entities: [...BILLING_ENTITIES, ...messagingEntities],
      migrations: [...BILLING_MIGRATIONS, ...messagingMigrations],
    });
    // Not started: the events written are checked in the outbox table.
    const relay = new OutboxRelay(database.dataSource, { publish: async () => undefined }, createLogger('billing', 'silent'), { stream: 'unused' });
    unitOfWork = new UnitOfWork(database.dataSource, new OutboxWriter(new Clock()), relay);
    repository = new InvoicesRepository(database.dataSource);
  });

  afterAll(async () => {
    await database?.drop();
  });

  const invoice = (): Invoice => {
    const now = new Date('2030-03-04T05:06:07.089Z');
    return Object.assign(new Invoice(), {
      id: newId('inv'),
      merchantId,
      subMerchantId: null,
      customerId: 'cus_hot',
      source: 'API',
      number: `N-${randomBytes(3).toString('hex')}`,
      orderNumber: 'O-1',
      poNumber: null,
      notes: 'with "quotes" and ünïcode',
      lineItems: [
        { description: 'Widget', quantity: 3, unit_price: 1_250, amount: 3_750 },
        { description: 'Freight', quantity: 1, unit_price: 250, amount: 250 },
      ],
      terms: 'net30',
      merchantInvoiceUrl: null,
      merchantPdfUploadedAt: null,
      merchantPdfFetchError: null,
      publicToken: randomBytes(16).toString('hex'),
      resolveInvoiceStatus: 'not_generated',
      advanceRequested: true,
      advanced: false,
      advancedAt: null,
      advanceRate: null,
      ...newInvoiceState(4_000, now),
      sent: false,
      sentAt: null,
      invoicedAt: now,
      dueAt: new Date('2030-04-03T05:06:07.089Z'),
    });
  };

  it('writes the invoice and its invoice.created outbox row together, read back as TypeORM loads it', async () => {
    const written = invoice();
    await unitOfWork.run(async ({ manager, stage }) => {
      await repository.insertWithEvents(manager, written, stage(invoiceCreated(written)));
    });
    const found = await repository.find(merchantScope(merchantId), written.id);
    expect(found).toEqual(written);
    expect(await database.dataSource.getRepository(Invoice).findOneByOrFail({ id: written.id })).toEqual(found);
    const outbox: Array<{ type: string; payload: { data: Record<string, unknown>; occurred_at: string } }> = await database.dataSource.query(
      "SELECT type, payload FROM outbox WHERE payload->'data'->>'id' = $1",
      [written.id],
    );
    expect(outbox).toEqual([
      {
        type: 'invoice.created',
        payload: expect.objectContaining({
          data: expect.objectContaining({ id: written.id, customer_id: 'cus_hot', amount: 4_000 }),
          occurred_at: written.createdAt.toISOString(),
        }),
      },
    ]);
    expect(await repository.find(merchantScope('mer_other'), written.id)).toBeNull();
  });

  it('reads inside the transaction that wrote, and keeps nothing when it rolls back', async () => {
    const written = invoice();
    await expect(
      unitOfWork.run(async ({ manager, stage }) => {
        await repository.insertWithEvents(manager, written, stage(invoiceCreated(written)));
        expect(await repository.find(merchantScope(merchantId), written.id, manager)).toEqual(written);
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    expect(await repository.find(merchantScope(merchantId), written.id)).toBeNull();
    expect(await database.dataSource.query("SELECT 1 FROM outbox WHERE payload->'data'->>'id' = $1", [written.id])).toEqual([]);
  });

  it("judges treasury's sums against a batch of the merchant's invoices: answers only those they disagree with, and the unknown and another merchant's as missing", async () => {
    const [agreeing, overApplied, overSettled, overForwarded, foreign] = [
      invoice(),
      invoice(),
      invoice(),
      invoice(),
      Object.assign(invoice(), { merchantId: 'mer_other' }),
    ];
    for (const written of [agreeing, overApplied, overSettled, overForwarded, foreign]) {
      await unitOfWork.run(async ({ manager, stage }) => {
        await repository.insertWithEvents(manager, written, stage(invoiceCreated(written)));
      });
    }
    // Nothing is paid yet: billing shows 0 settled and 0 applied on each.
    const ids = [agreeing.id, overApplied.id, overSettled.id, overForwarded.id, 'inv_unknown', foreign.id];
    const answer = await repository.settlementDifferences(merchantId, {
      invoice_ids: ids,
      applied: [0, agreeing.amountDue + 1, 1, 0, 0, 0],
      forwarded: [0, 0, 0, 1, 0, 0],
    });
    expect(answer.missing.sort()).toEqual(['inv_unknown', foreign.id].sort());
    expect(answer.invoices.map((read) => read.id).sort()).toEqual([overApplied.id, overSettled.id, overForwarded.id].sort());
    for (const read of answer.invoices) {
      const whole = (await repository.find(merchantScope(merchantId), read.id))!;
      expect(read).toEqual({ id: whole.id, amount_due: whole.amountDue, amount_balance: whole.amountBalance, amount_paid: whole.amountPaid });
    }
    // The empty batch asks nothing; a batch in no order is judged alike.
    expect(await repository.settlementDifferences(merchantId, { invoice_ids: [], applied: [], forwarded: [] })).toEqual({ invoices: [], missing: [] });
    const reversed = await repository.settlementDifferences(merchantId, {
      invoice_ids: [...ids].reverse(),
      applied: [0, 0, 0, 1, agreeing.amountDue + 1, 0],
      forwarded: [0, 0, 1, 0, 0, 0],
    });
    expect(reversed.missing.sort()).toEqual(answer.missing);
    expect(reversed.invoices.map((read) => read.id).sort()).toEqual([overApplied.id, overSettled.id, overForwarded.id].sort());

    // A batch in id order is one range of the index that holds the compared amounts, read without the
    // table: the statement the repository sends, planned over two thousand invoices of the merchant.
    await database.dataSource.query(
      `INSERT INTO invoices
       SELECT copy.* FROM invoices invoice, generate_series(1, 2000) n,
              LATERAL jsonb_populate_record(NULL::invoices,
                to_jsonb(invoice) || jsonb_build_object('id', 'inv_bulk_' || n, 'number', 'BULK-' || n, 'public_token', md5('bulk' || n))) copy
        WHERE invoice.id = $1`,
      [agreeing.id],
    );
    await database.dataSource.query('VACUUM ANALYZE invoices');
    const sent: Array<{ text: string; values: unknown[] }> = [];
    const recorder = { query: async (text: string, values: unknown[]) => (sent.push({ text, values }), []) };
    await new InvoicesRepository(recorder as never).settlementDifferences(merchantId, {
      invoice_ids: [...ids].sort(),
      applied: [0, 0, 0, 0, 0, 0],
      forwarded: [0, 0, 0, 0, 0, 0],
    });
    const runner = database.dataSource.createQueryRunner();
    try {
      await runner.query('BEGIN');
      const [{ 'QUERY PLAN': plan }] = await runner.query(`EXPLAIN (FORMAT JSON) ${sent[0].text}`, sent[0].values);
      expect(JSON.stringify(plan)).toMatch(
        /"Node Type":"Index Only Scan"[^}]*"Index Name":"invoices_settlement_idx"[^}]*"Index Cond":"\(\(merchant_id = [^}]*id >= /,
      );
    } finally {
      await runner.query('ROLLBACK');
      await runner.release();
    }
  });

  it("pages the operator's open balances by (merchant, customer), each page after the last one's customer", async () => {
    const pagedMerchant = 'mer_paged_balances';
    for (const customerId of ['cus_p1', 'cus_p2', 'cus_p3', 'cus_p4', 'cus_p5']) {
      const written = Object.assign(invoice(), { merchantId: pagedMerchant, customerId, sent: true, sentAt: new Date() });
      await unitOfWork.run(async ({ manager, stage }) => {
        await repository.insertWithEvents(manager, written, stage(invoiceCreated(written)));
      });
    }
    const all = await repository.openBalanceByCustomer(pagedMerchant, undefined, 100);
    expect(all.map((row) => row.customer_id)).toEqual(['cus_p1', 'cus_p2', 'cus_p3', 'cus_p4', 'cus_p5']);
    expect(await repository.openBalanceByCustomer(pagedMerchant, undefined, 2)).toEqual(all.slice(0, 2));
    expect(await repository.openBalanceByCustomer(pagedMerchant, { merchant_id: pagedMerchant, customer_id: 'cus_p2' }, 2)).toEqual(all.slice(2, 4));
    expect(await repository.openBalanceByCustomer(pagedMerchant, { merchant_id: pagedMerchant, customer_id: 'cus_p4' }, 2)).toEqual(all.slice(4));

    // A page reads the open invoices' own index, not every invoice of its customers from the heap: the
    // statement the repository sends, planned as PostgreSQL would plan it on a large table.
    const sent: Array<{ text: string; values: unknown[] }> = [];
    const recorder = { query: async (text: string, values: unknown[]) => (sent.push({ text, values }), []) };
    await new InvoicesRepository(recorder as never).openBalanceByCustomer(pagedMerchant, undefined, 2);
    const runner = database.dataSource.createQueryRunner();
    try {
      await runner.query('BEGIN');
      await runner.query('SET LOCAL enable_seqscan = off');
      const [{ 'QUERY PLAN': plan }] = await runner.query(`EXPLAIN (FORMAT JSON) ${sent[0].text}`, sent[0].values);
      expect(JSON.stringify(plan)).toContain('"Index Name":"invoices_open_balance_idx"');
    } finally {
      await runner.query('ROLLBACK');
      await runner.release();
    }
  });

  it('counts an amount or a creation-day range from the kept buckets, equal to the matches, with and without folding', async () => {
    const rangedMerchant = 'mer_ranged';
    // Amounts on both sides of bucket boundaries (12,300–12,399 is one bucket), created over five days.
    const amounts = [999, 1_000, 1_009, 1_010, 12_299, 12_300, 12_345, 12_399, 12_400, 150_000, 4_000_000];
    for (const [index, amountDue] of amounts.entries()) {
      const createdAt = new Date(Date.parse('2030-03-01T00:00:00Z') + index * 11 * 3_600_000);
      const written = Object.assign(invoice(), { merchantId: rangedMerchant, ...newInvoiceState(amountDue, createdAt), lineItems: [] });
      await unitOfWork.run(async ({ manager, stage }) => {
        await repository.insertWithEvents(manager, written, stage(invoiceCreated(written)));
      });
    }
    const ranges: Array<Array<{ field: string; op: 'gt' | 'gte' | 'lt' | 'lte' | 'eq'; value: number | string }>> = [
      [{ field: 'amount_due', op: 'gte', value: 1_000 }],
      [
        { field: 'amount_due', op: 'gt', value: 1_005 },
        { field: 'amount_due', op: 'lt', value: 12_350 },
      ],
      [
        { field: 'amount_due', op: 'gte', value: 12_300 },
        { field: 'amount_due', op: 'lte', value: 12_399 },
      ],
      [{ field: 'amount_due', op: 'lte', value: 150_000 }],
      [{ field: 'amount_due', op: 'eq', value: 12_345 }],
      [
        { field: 'created_at', op: 'gte', value: '2030-03-02T00:00:00.000Z' },
        { field: 'created_at', op: 'lt', value: '2030-03-04T12:00:00.000Z' },
      ],
      [{ field: 'created_at', op: 'gt', value: '2030-03-01T10:00:00.000Z' }],
    ];
    const SQL_OPS = { gt: '>', gte: '>=', lt: '<', lte: '<=', eq: '=' };
    const check = async () => {
      for (const filters of ranges) {
        const page = await repository.list(merchantScope(rangedMerchant), { limit: 2, page: 0, offset: 0, filters, sort: [], params: {} });
        const [{ count }] = (await database.dataSource.query(
          `SELECT count(*)::int AS count FROM invoices WHERE merchant_id = $1 AND ${filters.map((filter, index) => `${filter.field} ${SQL_OPS[filter.op]} $${index + 2}`).join(' AND ')}`,
          [rangedMerchant, ...filters.map((filter) => filter.value)],
        )) as Array<{ count: number }>;
        expect({ filters, count: 'count' in page ? page.count : undefined }).toEqual({ filters, count });
      }
    };
    await check();
    await new RowCountFolder(database.dataSource, createLogger('billing', 'silent'), 0).fold();
    const [{ pending }] = (await database.dataSource.query('SELECT count(*)::int AS pending FROM range_count_changes')) as Array<{ pending: number }>;
    expect(pending).toBe(0);
    await check();

    // The list reads the kept buckets: a bucket the range covers whole answers for its rows.
    await database.dataSource.query("INSERT INTO range_counts VALUES ('invoices.amount_due', $1, $2, 7, 0)", [rangedMerchant, 5_000]);
    const widened = await repository.list(merchantScope(rangedMerchant), { limit: 2, page: 0, offset: 0, filters: ranges[0], sort: [], params: {} });
    expect('count' in widened && widened.count).toBe(amounts.length - 1 + 7);
    await database.dataSource.query('DELETE FROM range_counts WHERE merchant_id = $1 AND bucket = 5000', [rangedMerchant]);
  });
});
