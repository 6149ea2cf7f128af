import { Injectable } from '@nestjs/common';
import { agingBucketDueRange, Filter, InvoiceSettlements, InvoiceSums, ListPage, ListQuery, MerchantScope, OverdueBucket } from '@netline/contracts';
import { outboxInsertSql, StagedEvents } from '@netline/messaging';
import {
  applyListQuery,
  entityInsert,
  hydrate,
  keptRangeCount,
  pageOf,
  pageOfRows,
  parseCents,
  rangeCountKey,
  rangeCountPlan,
  rangeOf,
  scopeCondition,
  selectList,
  sql,
  SqlExecutor,
} from '@netline/persistence';
import { DataSource, EntityManager } from 'typeorm';
import { Invoice, InvoiceFile } from './invoice.entity';

/** What the collections pass records on an invoice: the reminder step done and when it was marked overdue. */
export interface CollectionsMark {
  id: string;
  reminderOffsetDone: number | null;
  overdueAt: Date | null;
}

/** Public list fields → SQL over the `invoice` alias. */
const LIST_COLUMNS: Record<string, string> = {
  number: 'invoice.number',
  order_number: 'invoice.order_number',
  po_number: 'invoice.po_number',
  customer_id: 'invoice.customer_id',
  advance_requested: 'invoice.advance_requested',
  created_at: 'invoice.created_at',
  fully_paid_at: 'invoice.fully_paid_at',
  fully_paid: 'invoice.fully_paid',
  archived: 'invoice.archived',
  amount_due: 'invoice.amount_due',
  amount_balance: 'invoice.amount_balance',
  amount_pending: 'invoice.amount_pending',
  amount_refunded: 'invoice.amount_refunded',
  // Partners API filters: the issuing sub-merchant, and scheduled payments (none are ever scheduled).
  merchant_id: 'COALESCE(invoice.sub_merchant_id, invoice.merchant_id)',
  amount_scheduled: '0',
};

/**
 * Every method takes the merchant id or a caller's `MerchantScope`, except the public token lookup whose
 * token is the credential. Writes take the owner a scoped read (`ownerIn`, `find`) answered.
 */
/** Sortable fields of the overdue list → SQL over the `invoice` alias. */
const OVERDUE_SORT_COLUMNS: Record<string, string> = { due_at: 'invoice.due_at', amount_balance: 'invoice.amount_balance' };

/** Below every reminder step: the last step of a schedule that has none. */
const NO_STEP = -2_147_483_648;

@Injectable()
export class InvoicesRepository {
  private statements?: ReturnType<typeof hotStatements>;

  constructor(private readonly dataSource: DataSource) {}

  /** The hot path's prepared statements, built from the entity metadata on first use. */
  private get hot(): ReturnType<typeof hotStatements> {
    this.statements ??= hotStatements(this.dataSource);
    return this.statements;
  }

  async insert(manager: EntityManager, invoice: Invoice): Promise<void> {
    // A copy: TypeORM writes RETURNING values back into the object it is given.
    await manager.insert(Invoice, { ...invoice });
  }

  /**
   * Hot path (POST /invoices): the new invoice and its events' outbox rows in one statement, so the
   * write is one round trip, atomic on its own (`UnitOfWork.runSingle`).
   */
  async insertWithEvents(executor: SqlExecutor, invoice: Invoice, events: StagedEvents): Promise<void> {
    const { insertWithEvents, insertColumns } = this.hot;
    await insertWithEvents.rows(executor, [...insertColumns.values(invoice), ...events.values]);
  }

  async save(manager: EntityManager, invoice: Invoice): Promise<void> {
    const { id, merchantId, ...changes } = invoice;
    await manager.update(Invoice, { merchantId, id }, changes);
  }

  async delete(manager: EntityManager, merchantId: string, id: string): Promise<void> {
    await manager.query('DELETE FROM invoices WHERE merchant_id = $1 AND id = $2', [merchantId, id]);
  }

  /** Hot path (GET /invoices/{id}, and the answer of every write): a prepared statement. */
  async find(scope: MerchantScope, id: string, manager: EntityManager = this.dataSource.manager): Promise<Invoice | null> {
    const row = await this.hot.find.first(manager, [scope, id]);
    return row ? hydrate(this.dataSource, Invoice, row) : null;
  }

  /**
   * Judges treasury's sums for the merchant's invoices among `sums.invoice_ids` in the database: only the
   * invoices they disagree with come back, with their figures, and the ids the merchant has no invoice
   * of. `reconcile` asks this of every invoice a payment touched (a million for a large merchant), so an
   * invoice that agrees, nearly all of them, costs an index entry and nothing on the wire. The three
   * conditions are what treasury's `billing` and `forwarded_vs_applied` checks report.
   *
   * The ids' lowest and highest (in the database's own order) bound the join as well: treasury sends its
   * batches in id order, so a batch is one short range of `invoices_settlement_idx`, which holds the
   * compared amounts, and PostgreSQL reads that range whole instead of looking up each invoice and its
   * row (3.5 ms a batch against 16–32). A batch of ids in no order spans most of the merchant's
   * invoices: still right, but a scan of all of them.
   *
   * The three lists go to the database as JSON text, which `JSON.stringify` writes natively: as array
   * parameters the driver escapes and quotes each of the 6,000 elements in JavaScript, which was most of
   * billing's own CPU for a batch (5.5 ms against 1.3 for 2,000 invoices; docs/capacity.md). PostgreSQL
   * cannot tell how many ids JSON holds (it guesses 100) and would probe the index once per id; the range
   * is read in a subquery of its own (`OFFSET 0` keeps the join out of it), so it is read whole, once.
   */
  async settlementDifferences(merchantId: string, sums: InvoiceSums): Promise<InvoiceSettlements> {
    const rows: Array<{ id: string; found: boolean; amount_due: string | null; amount_balance: string | null; amount_paid: string | null }> =
      await this.dataSource.query(
        `WITH asked AS MATERIALIZED (
           SELECT id, applied::bigint AS applied, forwarded::bigint AS forwarded
             FROM ROWS FROM (json_array_elements_text($2::json), json_array_elements_text($3::json), json_array_elements_text($4::json))
                  AS asked (id, applied, forwarded))
         SELECT asked.id, invoice.id IS NOT NULL AS found, invoice.amount_due, invoice.amount_balance, invoice.amount_paid
           FROM asked
           LEFT JOIN (SELECT id, amount_due, amount_balance, amount_paid
                        FROM invoices
                       WHERE merchant_id = $1 AND id BETWEEN (SELECT min(id) FROM asked) AND (SELECT max(id) FROM asked)
                      OFFSET 0) AS invoice
                  ON invoice.id = asked.id
          WHERE invoice.id IS NULL
             OR asked.applied > invoice.amount_due
             OR asked.applied > invoice.amount_due - invoice.amount_balance
             OR asked.forwarded > invoice.amount_paid`,
        [merchantId, JSON.stringify(sums.invoice_ids), JSON.stringify(sums.applied), JSON.stringify(sums.forwarded)],
      );
    const answer: InvoiceSettlements = { invoices: [], missing: [] };
    for (const row of rows) {
      if (!row.found) answer.missing.push(row.id);
      else
        answer.invoices.push({
          id: row.id,
          amount_due: parseCents(row.amount_due!),
          amount_balance: parseCents(row.amount_balance!),
          amount_paid: parseCents(row.amount_paid!),
        });
    }
    return answer;
  }

  /**
   * Which merchant of `scope` owns the invoice, or null. A one-merchant scope answers without a query
   * (the caller's next read under that merchant decides whether the invoice exists).
   */
  async ownerIn(scope: MerchantScope, id: string): Promise<string | null> {
    if (scope.length === 1) return scope[0];
    const rows: Array<{ merchant_id: string }> = await this.dataSource.query(
      'SELECT merchant_id FROM invoices WHERE id = $1 AND merchant_id = ANY($2::text[])',
      [id, scope],
    );
    return rows[0]?.merchant_id ?? null;
  }

  /** Locks the invoice row for the rest of the transaction: every change to one invoice is serialised. */
  async findForUpdate(manager: EntityManager, merchantId: string, id: string): Promise<Invoice | null> {
    const rows: Record<string, unknown>[] = await manager.query('SELECT * FROM invoices WHERE merchant_id = $1 AND id = $2 FOR UPDATE', [merchantId, id]);
    return rows.length === 0 ? null : hydrate(this.dataSource, Invoice, rows[0]);
  }

  /** Marks the invoice as under (or, with null, no longer under) the dispute; the invoice row is locked by the caller. */
  async setDispute(manager: EntityManager, merchantId: string, id: string, disputeId: string | null): Promise<void> {
    await manager.query('UPDATE invoices SET dispute_id = $3 WHERE merchant_id = $1 AND id = $2', [merchantId, id, disputeId]);
  }

  /** Several invoices locked for the rest of the transaction, in id order (so two lockers of a set never wait on each other crosswise). */
  async findManyForUpdate(manager: EntityManager, merchantId: string, ids: readonly string[]): Promise<Invoice[]> {
    const rows: Record<string, unknown>[] = await manager.query(
      'SELECT * FROM invoices WHERE merchant_id = $1 AND id = ANY($2::text[]) ORDER BY id FOR UPDATE',
      [merchantId, [...ids]],
    );
    return rows.map((row) => hydrate(this.dataSource, Invoice, row));
  }

  /**
   * Records what collections did to each invoice (locked by the caller) in one statement: the last
   * reminder step handled, when it became overdue. `updated_at` stays the merchant's last change of the invoice.
   */
  async markCollectionsMany(manager: EntityManager, merchantId: string, marks: readonly CollectionsMark[]): Promise<void> {
    if (marks.length === 0) return;
    await manager.query(
      `UPDATE invoices SET reminder_offset_done = mark.reminder_offset_done, overdue_at = mark.overdue_at
         FROM unnest($2::text[], $3::int[], $4::timestamptz[]) AS mark (id, reminder_offset_done, overdue_at)
        WHERE invoices.merchant_id = $1 AND invoices.id = mark.id`,
      [merchantId, marks.map((mark) => mark.id), marks.map((mark) => mark.reminderOffsetDone), marks.map((mark) => mark.overdueAt)],
    );
  }

  /**
   * Every merchant with an open, sent invoice due by `at.dueBy` (those the collections pass visits), and
   * whether any of them may have something due at the merchant's time (real `at.now` plus its clock's offset
   * in `at.offsets`): past due and not yet marked overdue, or a step of the merchant's schedule (its
   * settings', else `at.defaults`; none while its reminders are off) reached after the sending and beyond
   * the last one handled. That is `dueForCollections`' condition without its exclusions (muted customers,
   * disputes, pausing promises), so it flags every merchant for which that would find an invoice, and maybe
   * a few more: one pass over the collectable invoices instead of four queries per merchant, read from
   * `invoices_collectable_covering_idx`, which holds the columns it compares (165 ms for 150,000 collectable
   * invoices of 10,001 merchants, warm).
   */
  async collectionsCandidates(at: {
    dueBy: Date;
    now: Date;
    offsets: ReadonlyMap<string, number>;
    defaults: { remindersEnabled: boolean; reminderSchedule: readonly number[] };
  }): Promise<Array<{ merchantId: string; due: boolean }>> {
    // The merchant's time, schedule and last step, from hash joins with its offset and its settings.
    const now = `($2::timestamptz + make_interval(secs => COALESCE(moved.offset_ms, 0) / 1000.0))`;
    const defaultSchedule = at.defaults.remindersEnabled ? [...at.defaults.reminderSchedule] : [];
    const rows: Array<{ merchant_id: string; due: boolean }> = await this.dataSource.query(
      `SELECT invoices.merchant_id,
              COALESCE(bool_or((invoices.overdue_at IS NULL AND invoices.due_at < ${now})
                      -- Most invoices past their last step: their schedule is not even unnested.
                      OR ((invoices.reminder_offset_done IS NULL OR invoices.reminder_offset_done < COALESCE(settings.last_step, $6))
                          AND EXISTS (
                            SELECT 1 FROM unnest(COALESCE(settings.schedule, $5::int[])) AS step
                             WHERE (invoices.reminder_offset_done IS NULL OR step > invoices.reminder_offset_done)
                               AND invoices.due_at + make_interval(days => step) <= ${now}
                               AND invoices.due_at + make_interval(days => step) > invoices.sent_at))), false) AS due
         FROM invoices
         LEFT JOIN unnest($3::text[], $4::float8[]) AS moved (merchant_id, offset_ms) ON moved.merchant_id = invoices.merchant_id
         LEFT JOIN (SELECT merchant_id, schedule, COALESCE((SELECT max(step) FROM unnest(schedule) AS step), ${NO_STEP}) AS last_step
                      FROM (SELECT merchant_id, CASE WHEN reminders_enabled THEN reminder_schedule ELSE '{}'::int[] END AS schedule FROM collection_settings) AS own
                   ) AS settings ON settings.merchant_id = invoices.merchant_id
        WHERE invoices.sent AND NOT invoices.voided AND NOT invoices.canceled AND invoices.amount_balance > 0 AND invoices.due_at <= $1
        GROUP BY invoices.merchant_id`,
      [at.dueBy, at.now, [...at.offsets.keys()], [...at.offsets.values()], defaultSchedule, Math.max(NO_STEP, ...defaultSchedule)],
    );
    return rows.map((row) => ({ merchantId: row.merchant_id, due: row.due }));
  }

  /**
   * The merchant's invoices with something for collections to do at `now`, oldest due first: past due
   * and not yet marked overdue, or a step of `schedule` (days after the due date) reached after the
   * sending and beyond the last one handled, for customers not in `muted`, with no open dispute and no
   * open promise pausing them. Only invoices due by `horizon` are looked at.
   */
  async dueForCollections(merchantId: string, at: { now: Date; horizon: Date; schedule: number[]; muted: string[] }): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `SELECT id FROM invoices
        WHERE merchant_id = $1 AND sent AND NOT voided AND NOT canceled AND amount_balance > 0 AND due_at <= $2
          AND ((overdue_at IS NULL AND due_at < $3)
               OR (customer_id <> ALL($5::text[]) AND dispute_id IS NULL
                   AND NOT EXISTS (
                    SELECT 1 FROM promises_to_pay p
                     WHERE p.merchant_id = invoices.merchant_id AND p.status = 'open' AND p.pauses_until > $3 AND invoices.id = ANY(p.invoice_ids))
                   AND EXISTS (
                    SELECT 1 FROM unnest($4::int[]) AS step
                     WHERE (reminder_offset_done IS NULL OR step > reminder_offset_done)
                       AND due_at + make_interval(days => step) <= $3
                       AND due_at + make_interval(days => step) > sent_at)))
        ORDER BY due_at, id`,
      [merchantId, at.horizon, at.now, at.schedule, at.muted],
    );
    return rows.map((row) => row.id);
  }

  /** The invoices a payment paid (its applications not reversed), with what it applied to each and each balance now. */
  async paidByPayment(
    manager: EntityManager,
    merchantId: string,
    paymentId: string,
  ): Promise<Array<{ number: string; amount: number; balance: number; subMerchantId: string | null }>> {
    const rows: Array<{ number: string; amount: string; amount_balance: string; sub_merchant_id: string | null }> = await manager.query(
      `SELECT i.number, a.amount, i.amount_balance, i.sub_merchant_id
         FROM payment_applications a JOIN invoices i ON i.merchant_id = a.merchant_id AND i.id = a.invoice_id
        WHERE a.merchant_id = $1 AND a.payment_id = $2 AND a.reversed_at IS NULL
        ORDER BY i.number`,
      [merchantId, paymentId],
    );
    return rows.map((row) => ({ number: row.number, amount: Number(row.amount), balance: Number(row.amount_balance), subMerchantId: row.sub_merchant_id }));
  }

  /**
   * `GET /collections/overdue`: the merchant's invoices owing a balance past their due date at `now`
   * (as the collections pass marks them overdue, whether or not it has run since), filtered by customer
   * or ageing bucket, each with the time of its latest reminder email (scheduled or on request).
   */
  async listOverdue(merchantId: string, now: Date, query: ListQuery): Promise<ListPage<{ invoice: Invoice; lastReminderAt: Date | null }>> {
    const where = [
      'invoice.merchant_id = $1',
      'invoice.sent',
      'NOT invoice.voided',
      'NOT invoice.canceled',
      'invoice.amount_balance > 0',
      'invoice.due_at < $2',
    ];
    const values: unknown[] = [merchantId, now];
    // The due dates the list asks for, as a range the kept counts of the collectable invoices answer.
    const dueRange: Filter[] = [{ field: 'due_at', op: 'lt', value: now.toISOString() }];
    for (const filter of query.filters) {
      if (filter.field === 'customer_id') {
        values.push(filter.value);
        where.push(`invoice.customer_id = $${values.length}`);
      } else if (filter.field === 'bucket') {
        const range = agingBucketDueRange(filter.value as OverdueBucket, now);
        if (range.from) {
          values.push(range.from);
          where.push(`invoice.due_at >= $${values.length}`);
          dueRange.push({ field: 'due_at', op: 'gte', value: range.from.toISOString() });
        }
        if (range.before) {
          values.push(range.before);
          where.push(`invoice.due_at < $${values.length}`);
          dueRange.push({ field: 'due_at', op: 'lt', value: range.before.toISOString() });
        }
      }
    }
    // The id breaks ties in the sort's own direction, so one index read forwards or backwards gives the order.
    const direction = query.sort[0]?.direction === 'desc' ? 'DESC' : 'ASC';
    const order = [...query.sort.map((key) => `${OVERDUE_SORT_COLUMNS[key.field]} ${direction}`), `invoice.id ${direction}`].join(', ');
    const filtered = `FROM invoices invoice WHERE ${where.join(' AND ')}`;
    return pageOfRows(
      query,
      async (limit) =>
        // The latest reminder of each invoice on the page: scheduled or on request, whatever became of it.
        (
          (await this.dataSource.query(
            `SELECT invoice.*,
                    (SELECT max(email.created_at) FROM emails email
                      WHERE email.merchant_id = invoice.merchant_id AND email.invoice_id = invoice.id AND email.kind = 'reminder') AS last_reminder_at
               ${filtered}
              ORDER BY ${order}
              LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
            [...values, limit, query.offset],
          )) as Array<Record<string, unknown> & { last_reminder_at: Date | null }>
        ).map((row) => ({ invoice: hydrate(this.dataSource, Invoice, row), lastReminderAt: row.last_reminder_at })),
      async () => {
        const count = async (extra?: { below: number } | { from: number }) => {
          const edge = extra ? ` AND invoice.due_at ${'below' in extra ? '<' : '>='} $${values.length + 1}` : '';
          const bound = extra ? [...values, new Date('below' in extra ? extra.below : extra.from)] : values;
          return ((await this.dataSource.query(`SELECT count(*)::int AS count ${filtered}${edge}`, bound)) as Array<{ count: number }>)[0].count;
        };
        // Everything due before now, or an ageing bucket's window: the kept counts of the collectable
        // invoices by due day, and the invoices due on the days the window's ends cut into
        // (docs/persistence.md, "Kept range counts"). A customer's are counted.
        const range = query.filters.every((filter) => filter.field === 'bucket') ? rangeOf('day', 'due_at', dueRange) : null;
        if (!range) return count();
        return keptRangeCount(this.dataSource, rangeCountKey('invoices', 'due_at', 'collectable'), [merchantId], rangeCountPlan('day', range), count);
      },
    );
  }

  /** The public document and payment page: the unguessable token is the only way in. */
  async findByToken(token: string): Promise<Invoice | null> {
    const rows: Record<string, unknown>[] = await this.dataSource.query('SELECT * FROM invoices WHERE public_token = $1', [token]);
    return rows.length === 0 ? null : hydrate(this.dataSource, Invoice, rows[0]);
  }

  async list(scope: MerchantScope, query: ListQuery): Promise<ListPage<Invoice>> {
    const builder = this.dataSource
      .getRepository(Invoice)
      .createQueryBuilder('invoice')
      .where(...scopeCondition('invoice.merchant_id', scope));
    if (query.sort.length === 0) builder.orderBy('invoice.created_at', 'DESC');
    applyListQuery(builder, query, LIST_COLUMNS, 'invoice.id');
    return pageOf(
      builder,
      query,
      {
        table: 'invoices',
        scope,
        facets: ['fully_paid', 'archived', 'advance_requested'],
        ranges: { amount_due: { column: 'invoice.amount_due', scale: 'amount' }, created_at: { column: 'invoice.created_at', scale: 'day' } },
      },
      // A page of the default order searched by the number's prefix alone: the list's index holds the number,
      // so the page's keys are found in it without reading each invoice the prefix refuses.
      scope.length === 1 && query.sort.length === 0 && query.filters.length === 1 && query.filters[0].field === 'number' && query.filters[0].op === 'prefix'
        ? { key: 'id' }
        : undefined,
    );
  }

  async putFile(manager: EntityManager, merchantId: string, invoiceId: string, kind: InvoiceFile['kind'], content: Buffer, now: Date): Promise<void> {
    await manager.query(
      `INSERT INTO invoice_files (invoice_id, kind, merchant_id, content, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (invoice_id, kind) DO UPDATE SET content = EXCLUDED.content, created_at = EXCLUDED.created_at`,
      [invoiceId, kind, merchantId, content, now],
    );
  }

  async deleteFile(manager: EntityManager, merchantId: string, invoiceId: string, kind: InvoiceFile['kind']): Promise<void> {
    await manager.query('DELETE FROM invoice_files WHERE merchant_id = $1 AND invoice_id = $2 AND kind = $3', [merchantId, invoiceId, kind]);
  }

  async getFile(merchantId: string, invoiceId: string, kind: InvoiceFile['kind']): Promise<Buffer | null> {
    const rows: Array<{ content: Buffer }> = await this.dataSource.query(
      'SELECT content FROM invoice_files WHERE merchant_id = $1 AND invoice_id = $2 AND kind = $3',
      [merchantId, invoiceId, kind],
    );
    return rows[0]?.content ?? null;
  }

  /** One invoice waiting for its rendered PDF, locked (other replicas skip it). */
  /** Invoices naming a merchant PDF that has been neither fetched nor refused yet (the fetch job's queue). */
  async merchantPdfsToFetch(limit: number): Promise<Array<{ merchantId: string; id: string; url: string }>> {
    const rows: Array<{ merchant_id: string; id: string; merchant_invoice_url: string }> = await this.dataSource.query(
      `SELECT merchant_id, id, merchant_invoice_url FROM invoices
       WHERE merchant_invoice_url IS NOT NULL AND merchant_pdf_uploaded_at IS NULL AND merchant_pdf_fetch_error IS NULL
       ORDER BY updated_at LIMIT $1`,
      [limit],
    );
    return rows.map((row) => ({ merchantId: row.merchant_id, id: row.id, url: row.merchant_invoice_url }));
  }

  async lockNextToRender(manager: EntityManager): Promise<Invoice | null> {
    const rows: Record<string, unknown>[] = await manager.query(
      `SELECT * FROM invoices WHERE resolve_invoice_status = 'processing' ORDER BY updated_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
    );
    return rows.length === 0 ? null : hydrate(this.dataSource, Invoice, rows[0]);
  }

  /**
   * What each customer owes (cents) where it is not zero, for the operator's `reconcile`: the balances of
   * the customer's sent invoices that are neither fully paid, voided nor canceled. A captured charge is
   * one of these (capturing it creates its invoice, already sent); a charge only authorized is not owed.
   */
  async openBalanceByCustomer(
    merchantId: string | undefined,
    after: { merchant_id: string; customer_id: string } | undefined,
    limit: number,
  ): Promise<Array<{ merchant_id: string; customer_id: string; amount: number }>> {
    const rows: Array<{ merchant_id: string; customer_id: string; amount: string }> = await this.dataSource.query(
      `SELECT merchant_id, customer_id, SUM(amount_balance) AS amount FROM invoices
        WHERE sent AND NOT fully_paid AND NOT voided AND NOT canceled AND ($1::text IS NULL OR merchant_id = $1)
          AND ($2::text IS NULL OR (merchant_id, customer_id) > ($2, $3))
        GROUP BY merchant_id, customer_id HAVING SUM(amount_balance) <> 0 ORDER BY merchant_id, customer_id LIMIT $4`,
      [merchantId ?? null, after?.merchant_id ?? null, after?.customer_id ?? null, limit],
    );
    return rows.map((row) => ({ merchant_id: row.merchant_id, customer_id: row.customer_id, amount: parseCents(row.amount) }));
  }
}

/** The invoice hot path's statements (docs/persistence.md, "Prepared SQL"). */
function hotStatements(dataSource: DataSource) {
  const insertColumns = entityInsert(dataSource, Invoice);
  return {
    insertColumns,
    insertWithEvents: sql(
      `WITH invoice AS (INSERT INTO ${insertColumns.table} (${insertColumns.columns}) VALUES (${insertColumns.placeholders}))
       ${outboxInsertSql(insertColumns.count + 1)}`,
    ),
    find: sql(`SELECT ${selectList(dataSource, Invoice)} FROM invoices WHERE merchant_id = ANY($1::text[]) AND id = $2`, { pipelined: true }),
  };
}
