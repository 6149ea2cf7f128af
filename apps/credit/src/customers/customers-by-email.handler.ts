import { Controller, Injectable } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BuyerSubjects, CustomersByEmail, RpcMessage } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { CustomersRepository } from './customers.repository';

/**
 * The one read of customers across merchants: which customers name an address as their `email` or
 * `business_ap_email`, ignoring case (buyer sign-in, docs/security.md "Buyer sign-in"). It is an internal
 * subject that only identity's NATS user may send (`BUS_CALLS`), never a merchant operation: no merchant
 * learns of another's customers through it. It reads this deployment's customers, sandbox or production
 * like every other read of credit's, and names no merchant (identity knows their names).
 */
@Injectable()
export class CustomersByEmailQuery {
  constructor(private readonly customers: CustomersRepository) {}

  async find(email: string): Promise<CustomersByEmail> {
    const found = await this.customers.findByEmailAcrossMerchants(email);
    return {
      customers: found.map((customer) => ({
        merchant_id: customer.merchantId,
        customer_id: customer.id,
        business_name: customer.businessName,
        merchant_name: null,
      })),
    };
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
