import { Injectable } from '@nestjs/common';
import { ListQuery } from '@netline/contracts';
import { applyListQuery, hydrate } from '@netline/persistence';
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
};

export interface CustomerWithDecisions {
  customer: Customer;
  decisions: CreditDecision[];
}

/** Every method takes the merchant id: there is no way to read or write a customer by id alone. */
@Injectable()
export class CustomersRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(manager: EntityManager, customer: Customer): Promise<void> {
    // A copy: TypeORM writes RETURNING values (raw strings for BIGINT) back into the object it is given.
    await manager.insert(Customer, { ...customer });
  }

  async save(manager: EntityManager, customer: Customer): Promise<void> {
    await manager.update(Customer, { merchantId: customer.merchantId, id: customer.id }, customer);
  }

  /** Hot path: one hand-written statement for the customer and its decisions. */
  async findWithDecisions(merchantId: string, id: string): Promise<CustomerWithDecisions | null> {
    const rows: Array<Record<string, unknown> & { decisions: Record<string, unknown>[] }> = await this.dataSource.query(
      `SELECT customer.*,
              COALESCE((SELECT json_agg(d ORDER BY d.created_at, d.id) FROM credit_decisions d
                        WHERE d.merchant_id = customer.merchant_id AND d.customer_id = customer.id), '[]') AS decisions
         FROM customers customer
        WHERE customer.merchant_id = $1 AND customer.id = $2`,
      [merchantId, id],
    );
    if (rows.length === 0) return null;
    return this.withDecisions(rows[0], rows[0].decisions);
  }

  /** Locks the row for the rest of the transaction (serialises changes to one customer). */
  async findForUpdate(manager: EntityManager, merchantId: string, id: string): Promise<Customer | null> {
    const rows: Record<string, unknown>[] = await manager.query(
      'SELECT * FROM customers WHERE merchant_id = $1 AND id = $2 FOR UPDATE',
      [merchantId, id],
    );
    return rows.length === 0 ? null : hydrate(this.dataSource, Customer, rows[0]);
  }

  async list(merchantId: string, query: ListQuery): Promise<{ count: number; items: CustomerWithDecisions[] }> {
    const builder = this.dataSource
      .getRepository(Customer)
      .createQueryBuilder('customer')
      .where('customer.merchant_id = :merchantId', { merchantId });
    applyListQuery(builder, query, LIST_COLUMNS, 'customer.id');
    const [customers, count] = await builder.getManyAndCount();
    const decisions = await this.decisionsFor(merchantId, customers.map((customer) => customer.id));
    return {
      count,
      items: customers.map((customer) => ({ customer, decisions: decisions.get(customer.id) ?? [] })),
    };
  }

  private async decisionsFor(merchantId: string, customerIds: string[]): Promise<Map<string, CreditDecision[]>> {
    const byCustomer = new Map<string, CreditDecision[]>();
    if (customerIds.length === 0) return byCustomer;
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      'SELECT * FROM credit_decisions WHERE merchant_id = $1 AND customer_id = ANY($2::text[]) ORDER BY created_at, id',
      [merchantId, customerIds],
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
