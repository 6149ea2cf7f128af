import { Injectable } from '@nestjs/common';
import { ListPage, ListQuery } from '@netline/contracts';
import { applyListQuery, newId, pageOf } from '@netline/persistence';
import { DataSource, EntityManager } from 'typeorm';
import { BuyerUserRecord } from './buyer.entities';

/** Public list fields → SQL over the `buyer` alias. */
const LIST_COLUMNS: Record<string, string> = {
  created_by: 'buyer.created_by',
  created_at: 'buyer.created_at',
};

/** Buyer users, always read under the merchant that owns them (but for the sign-in's lookup by address). */
@Injectable()
export class BuyerUsersRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(record: BuyerUserRecord, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.insert(BuyerUserRecord, { ...record });
  }

  find(merchantId: string, id: string): Promise<BuyerUserRecord | null> {
    return this.dataSource.manager.findOneBy(BuyerUserRecord, { merchantId, id });
  }

  /** Served by buyer_users_customer_idx (merchant_id, customer_id, created_at, id). */
  async list(merchantId: string, customerId: string, query: ListQuery): Promise<ListPage<BuyerUserRecord>> {
    const builder = this.dataSource
      .getRepository(BuyerUserRecord)
      .createQueryBuilder('buyer')
      .where('buyer.merchant_id = :merchantId AND buyer.customer_id = :customerId', { merchantId, customerId });
    applyListQuery(builder, query, LIST_COLUMNS, 'buyer.id');
    return pageOf(builder, query);
  }

  /** Removes a merchant's grant; the row stays, with when. Answers the row as it is afterwards. */
  /** The row after the change, and whether this call deactivated it (not an earlier one). */
  async deactivate(
    merchantId: string,
    id: string,
    at: Date,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<{ record: BuyerUserRecord | null; changed: boolean }> {
    const [, affected] = (await manager.query('UPDATE buyer_users SET deactivated_at = $3 WHERE merchant_id = $1 AND id = $2 AND deactivated_at IS NULL', [
      merchantId,
      id,
      at,
    ])) as [unknown, number];
    return { record: await manager.findOneBy(BuyerUserRecord, { merchantId, id }), changed: affected === 1 };
  }

  /** The merchants' live grants to an address, across merchants (buyer sign-in only). */
  async grantsTo(email: string): Promise<Array<{ merchantId: string; customerId: string }>> {
    const rows: Array<{ merchant_id: string; customer_id: string }> = await this.dataSource.query(
      "SELECT merchant_id, customer_id FROM buyer_users WHERE email = $1 AND created_by = 'merchant' AND deactivated_at IS NULL ORDER BY created_at, id",
      [email],
    );
    return rows.map((row) => ({ merchantId: row.merchant_id, customerId: row.customer_id }));
  }

  /**
   * Records that a customer's own address signed in (`customer_email` rows), once per customer: an active
   * row for the address (the merchant's or an earlier record) is left as it is.
   */
  async recordCustomerEmails(email: string, customers: Array<{ merchant_id: string; customer_id: string }>, at: Date): Promise<void> {
    for (const customer of customers) {
      await this.dataSource.query(
        `INSERT INTO buyer_users (id, merchant_id, customer_id, email, created_by, created_at)
         VALUES ($1, $2, $3, $4, 'customer_email', $5)
         ON CONFLICT (merchant_id, customer_id, email) WHERE deactivated_at IS NULL DO NOTHING`,
        [newId('byu'), customer.merchant_id, customer.customer_id, email, at],
      );
    }
  }
}
