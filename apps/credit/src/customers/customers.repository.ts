import { Injectable } from '@nestjs/common';
import { ListPage, ListQuery, MerchantScope } from '@netline/contracts';
import { outboxInsertSql, StagedEvents } from '@netline/messaging';
import { applyListQuery, scopeCondition, entityInsert, hydrate, pageOf, parseCents, PreparedQuery, selectList, sql, SqlExecutor } from '@netline/persistence';
import { DataSource, EntityManager } from 'typeorm';
import { AMOUNT_AVAILABLE_SQL, CreditDecision, Customer } from './customer.entity';

/** Public list fields → SQL over the `customer` alias. */
const LIST_COLUMNS: Record<string, string> = {
  id: 'customer.id',
  email: 'customer.email',
  business_name: 'customer.business_name',
  created_at: 'customer.created_at',
  amount_approved: 'customer.amount_approved',
  amount_available: AMOUNT_AVAILABLE_SQL,
  amount_authorized: 'customer.amount_authorized',
  amount_balance: 'customer.amount_balance',
  amount_unapplied_payments: 'customer.amount_unapplied_payments',
  advance_rate: 'customer.advance_rate',
  archived: 'customer.archived',
  // Partners API filters (single-merchant partners own customers through their sub-merchants).
  merchant_id: 'customer.merchant_id',
  external_id: 'customer.external_id',
};

/** More customers than one address plausibly reaches; the lookup stops there rather than answer without bound. */
export const CUSTOMERS_BY_EMAIL_LIMIT = 200;

/** A customer that names an address, as buyer sign-in needs it. */
export interface CustomerOfAddress {
  merchantId: string;
  id: string;
  businessName: string;
}

export interface CustomerWithDecisions {
  customer: Customer;
  decisions: CreditDecision[];
}

/**
 * Every method takes the merchant id or a caller's `MerchantScope` (a merchant's own id, or a partner's
 * and its sub-merchants'): there is no way to read or write a customer by id alone.
 */
@Injectable()
export class CustomersRepository {
  private statements?: ReturnType<typeof hotStatements>;

  constructor(private readonly dataSource: DataSource) {}

  /** The hot path's prepared statements, built from the entity metadata on first use. */
  private get hot(): ReturnType<typeof hotStatements> {
    this.statements ??= hotStatements(this.dataSource);
    return this.statements;
  }

  async insert(manager: EntityManager, customer: Customer): Promise<void> {
    // A copy: TypeORM writes RETURNING values (raw strings for BIGINT) back into the object it is given.
    await manager.insert(Customer, { ...customer });
  }

  /**
   * Hot path (POST /customers): the new customer and its events' outbox rows in one statement, so the
   * write is one round trip, atomic on its own (`UnitOfWork.runSingle`).
   */
  async insertWithEvents(executor: SqlExecutor, customer: Customer, events: StagedEvents): Promise<void> {
    const { insertWithEvents, insertColumns } = this.hot;
    await insertWithEvents.rows(executor, [...insertColumns.values(customer), ...events.values]);
  }

  async save(manager: EntityManager, customer: Customer): Promise<void> {
    await manager.update(Customer, { merchantId: customer.merchantId, id: customer.id }, customer);
  }

  /** Writes the credit side of a customer (figures, statuses, enrollment) after a change under its row lock. */
  async saveCredit(manager: EntityManager, customer: Customer): Promise<void> {
    await manager.query(
      `UPDATE customers SET amount_approved = $3, amount_authorized = $4, amount_balance = $5, amount_unapplied_payments = $6,
              advance_rate = $7, credit_status = $8, net_terms_status = $9, net_terms_enrollment_url = $10,
              net_terms_enrollment_expires_at = $11, net_terms_enrollment_token = $12, credit_check_requested_at = $13,
              updated_at = $14
        WHERE merchant_id = $1 AND id = $2`,
      [
        customer.merchantId,
        customer.id,
        customer.amountApproved,
        customer.amountAuthorized,
        customer.amountBalance,
        customer.amountUnappliedPayments,
        customer.advanceRate,
        customer.creditStatus,
        customer.netTermsStatus,
        customer.netTermsEnrollmentUrl,
        customer.netTermsEnrollmentExpiresAt,
        customer.netTermsEnrollmentToken,
        customer.creditCheckRequestedAt,
        customer.updatedAt,
      ],
    );
  }

  async insertDecision(manager: EntityManager, decision: CreditDecision): Promise<void> {
    await manager.query(
      `INSERT INTO credit_decisions (id, merchant_id, customer_id, decision, amount, advance_rate, decline_code, hold_code, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        decision.id,
        decision.merchantId,
        decision.customerId,
        decision.decision,
        decision.amount,
        decision.advanceRate,
        decision.declineCode,
        decision.holdCode,
        decision.createdAt,
      ],
    );
  }

  /**
   * The hosted enrollment page is public: the unguessable token in its URL is the only credential, so it
   * is also the only way in. It yields the owner and id, and every later query is merchant-scoped again.
   */
  async findByEnrollmentToken(token: string): Promise<{ merchantId: string; id: string } | null> {
    const rows: Array<{ merchant_id: string; id: string }> = await this.dataSource.query(
      'SELECT merchant_id, id FROM customers WHERE net_terms_enrollment_token = $1',
      [token],
    );
    return rows.length === 0 ? null : { merchantId: rows[0].merchant_id, id: rows[0].id };
  }

  /** Operator commands name a customer only; this finds whose it is. Never reachable from the merchant API. */
  async findOwner(customerId: string): Promise<string | null> {
    const rows: Array<{ merchant_id: string }> = await this.dataSource.query('SELECT merchant_id FROM customers WHERE id = $1', [customerId]);
    return rows[0]?.merchant_id ?? null;
  }

  /** Pending offers of this merchant that have lapsed at `now`, locked for the caller's transaction. */
  async lockExpiredEnrollments(manager: EntityManager, merchantId: string, now: Date): Promise<Customer[]> {
    const rows: Record<string, unknown>[] = await manager.query(
      `SELECT * FROM customers
        WHERE merchant_id = $1 AND net_terms_status = 'pending_enrollment' AND net_terms_enrollment_expires_at <= $2
        ORDER BY id FOR UPDATE SKIP LOCKED`,
      [merchantId, now],
    );
    return rows.map((row) => hydrate(this.dataSource, Customer, row));
  }

  /**
   * The one read of customers across merchants (buyer sign-in, `CustomersByEmailQuery`): those naming
   * `email` as their `email` or `business_ap_email`, ignoring case, in merchant and creation order, at
   * most `CUSTOMERS_BY_EMAIL_LIMIT`.
   */
  async findByEmailAcrossMerchants(email: string): Promise<CustomerOfAddress[]> {
    // Two index scans (customers_lower_email_idx, customers_lower_ap_email_idx) OR-ed in a bitmap.
    const rows: Array<{ merchant_id: string; id: string; business_name: string }> = await this.dataSource.query(
      `SELECT merchant_id, id, business_name FROM customers
        WHERE lower(email) = $1 OR lower(business_ap_email) = $1
        ORDER BY merchant_id, created_at, id
        LIMIT ${CUSTOMERS_BY_EMAIL_LIMIT}`,
      [email.trim().toLowerCase()],
    );
    return rows.map((row) => ({ merchantId: row.merchant_id, id: row.id, businessName: row.business_name }));
  }

  /** Merchants with an open enrollment offer (the scheduled job visits each with its own clock). */
  async merchantsWithPendingEnrollment(): Promise<string[]> {
    const rows: Array<{ merchant_id: string }> = await this.dataSource.query(
      "SELECT DISTINCT merchant_id FROM customers WHERE net_terms_status = 'pending_enrollment'",
    );
    return rows.map((row) => row.merchant_id);
  }

  /**
   * Which merchant of `scope` owns the customer, or null when none does. A one-merchant scope answers
   * without a query (the caller's next scoped read decides whether the customer exists).
   */
  async ownerIn(scope: MerchantScope, id: string): Promise<string | null> {
    if (scope.length === 1) return scope[0];
    const rows: Array<{ merchant_id: string }> = await this.dataSource.query(
      'SELECT merchant_id FROM customers WHERE id = $1 AND merchant_id = ANY($2::text[])',
      [id, scope],
    );
    return rows[0]?.merchant_id ?? null;
  }

  /** Hot path: one prepared statement for the customer and its decisions. */
  async findWithDecisions(scope: MerchantScope, id: string): Promise<CustomerWithDecisions | null> {
    const row = await this.hot.findWithDecisions.first(this.dataSource, [scope, id]);
    if (!row) return null;
    return this.withDecisions(row, row.decisions);
  }

  /**
   * The unapplied payments of the merchant's customers among `ids`: one column, not whole customers,
   * because `reconcile` asks it of every paying customer (a hundred thousand for a large merchant).
   */
  async unappliedPayments(merchantId: string, ids: readonly string[]): Promise<Array<{ customer_id: string; amount_unapplied_payments: number }>> {
    const rows: Array<{ id: string; amount_unapplied_payments: string }> = await this.dataSource.query(
      'SELECT id, amount_unapplied_payments FROM customers WHERE merchant_id = $1 AND id = ANY($2::text[])',
      [merchantId, ids],
    );
    return rows.map((row) => ({ customer_id: row.id, amount_unapplied_payments: parseCents(row.amount_unapplied_payments) }));
  }

  /** Locks the row for the rest of the transaction (serialises changes to one customer). */
  async findForUpdate(manager: EntityManager, scope: MerchantScope, id: string): Promise<Customer | null> {
    const rows: Record<string, unknown>[] = await manager.query('SELECT * FROM customers WHERE merchant_id = ANY($1::text[]) AND id = $2 FOR UPDATE', [
      scope,
      id,
    ]);
    return rows.length === 0 ? null : hydrate(this.dataSource, Customer, rows[0]);
  }

  async list(scope: MerchantScope, query: ListQuery): Promise<ListPage<CustomerWithDecisions>> {
    const builder = this.dataSource
      .getRepository(Customer)
      .createQueryBuilder('customer')
      .where(...scopeCondition('customer.merchant_id', scope));
    applyListQuery(builder, query, LIST_COLUMNS, 'customer.id');
    const page = await pageOf(builder, query, { table: 'customers', scope, facets: ['archived'] });
    const decisions = await this.decisionsFor(
      scope,
      page.items.map((customer) => customer.id),
    );
    return { ...page, items: page.items.map((customer) => ({ customer, decisions: decisions.get(customer.id) ?? [] })) };
  }

  private async decisionsFor(scope: MerchantScope, customerIds: string[]): Promise<Map<string, CreditDecision[]>> {
    const byCustomer = new Map<string, CreditDecision[]>();
    if (customerIds.length === 0) return byCustomer;
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      'SELECT * FROM credit_decisions WHERE merchant_id = ANY($1::text[]) AND customer_id = ANY($2::text[]) ORDER BY created_at, id',
      [scope, customerIds],
    );
    for (const row of rows) {
      const decision = hydrate(this.dataSource, CreditDecision, row);
      byCustomer.set(decision.customerId, [...(byCustomer.get(decision.customerId) ?? []), decision]);
    }
    return byCustomer;
  }

  private withDecisions(row: Record<string, unknown>, decisionRows: Record<string, unknown>[]): CustomerWithDecisions {
    return {
      customer: hydrate(this.dataSource, Customer, row),
      // json_agg renders timestamps as strings; hydrate them back into Dates.
      decisions: decisionRows.map((decision) => {
        const entity = hydrate(this.dataSource, CreditDecision, decision);
        entity.createdAt = new Date(decision.created_at as string);
        return entity;
      }),
    };
  }
}

/** The customer hot path's statements (docs/persistence.md, "Prepared SQL"). */
function hotStatements(dataSource: DataSource) {
  const insertColumns = entityInsert(dataSource, Customer);
  const firstEventParam = insertColumns.count + 1;
  return {
    insertColumns,
    insertWithEvents: sql(
      `WITH customer AS (INSERT INTO ${insertColumns.table} (${insertColumns.columns}) VALUES (${insertColumns.placeholders}))
       ${outboxInsertSql(firstEventParam)}`,
    ),
    findWithDecisions: sql(
      `SELECT ${selectList(dataSource, Customer, 'customer')},
              COALESCE((SELECT json_agg(d ORDER BY d.created_at, d.id) FROM credit_decisions d
                        WHERE d.merchant_id = customer.merchant_id AND d.customer_id = customer.id), '[]') AS decisions
         FROM customers customer
        WHERE customer.merchant_id = ANY($1::text[]) AND customer.id = $2`,
      { pipelined: true },
    ) as PreparedQuery<Record<string, unknown> & { decisions: Record<string, unknown>[] }>,
  };
}
