import { Controller, Injectable } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BuyerSubjects, CustomersByEmail, RpcMessage } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { DataSource } from 'typeorm';

/** More customers than one address plausibly reaches; the lookup stops there rather than answer without bound. */
export const CUSTOMERS_BY_EMAIL_LIMIT = 200;

/**
 * The one read of customers across merchants: which customers name an address as their `email` or
 * `business_ap_email`, ignoring case (buyer sign-in, docs/security.md "Buyer sign-in"). It is an internal
 * subject that only identity's NATS user may send (`BUS_CALLS`), never a merchant operation: no merchant
 * learns of another's customers through it. It reads this deployment's customers, sandbox or production
 * like every other read of credit's, and names no merchant (identity knows their names).
 */
@Injectable()
export class CustomersByEmailQuery {
  constructor(private readonly dataSource: DataSource) {}

  async find(email: string): Promise<CustomersByEmail> {
    // Two index scans (customers_lower_email_idx, customers_lower_ap_email_idx) OR-ed in a bitmap.
    const rows: Array<{ merchant_id: string; id: string; business_name: string }> = await this.dataSource.query(
      `SELECT merchant_id, id, business_name FROM customers
        WHERE lower(email) = $1 OR lower(business_ap_email) = $1
        ORDER BY merchant_id, created_at, id
        LIMIT ${CUSTOMERS_BY_EMAIL_LIMIT}`,
      [email.trim().toLowerCase()],
    );
    return { customers: rows.map((row) => ({ merchant_id: row.merchant_id, customer_id: row.id, business_name: row.business_name, merchant_name: null })) };
  }
}

@Controller()
export class CustomersByEmailHandler {
  constructor(private readonly query: CustomersByEmailQuery) {}

  @RpcHandler(BuyerSubjects.customersByEmail)
  find(@Payload() message: RpcMessage<typeof BuyerSubjects.customersByEmail>) {
    return this.query.find(message.body.email);
  }
}
