import { Injectable } from '@nestjs/common';
import { BuyerCustomer, BuyerIdentity, BuyerSubjects, CustomerSubjects, DomainError, normalizeBuyerEmail } from '@netline/contracts';
import { RpcClient } from '@netline/messaging';
import { MerchantsRepository } from '../merchants/merchants.repository';
import { BuyerUsersRepository } from './buyer-users.repository';

/**
 * Which customers an address reaches, now: those whose `email` or `business_ap_email` it is (credit's
 * `credit.customers.by-email`, across merchants) and those whose merchant made it a buyer user (live
 * `merchant` rows, each confirmed with credit's `credit.customers.locate`, which also names it). Merchant
 * names come from identity's own merchants. Asked at every link request, every redeem and every portal
 * session request, so a changed customer email or a removed buyer user counts at once.
 */
@Injectable()
export class BuyerReach {
  constructor(
    private readonly merchants: MerchantsRepository,
    private readonly buyers: BuyerUsersRepository,
    private readonly rpc: RpcClient,
  ) {}

  async of(rawEmail: string): Promise<BuyerIdentity> {
    return (await this.lookup(rawEmail)).identity;
  }

  /** `of`, and which of the customers the address reaches as their own `email` or `business_ap_email`. */
  async lookup(rawEmail: string): Promise<{ identity: BuyerIdentity; ownAddressOf: Array<{ merchant_id: string; customer_id: string }> }> {
    const email = normalizeBuyerEmail(rawEmail);
    const [byEmail, grants] = await Promise.all([this.rpc.ask(BuyerSubjects.customersByEmail, { email }), this.buyers.grantsTo(email)]);
    const found = new Map<string, Omit<BuyerCustomer, 'merchant_name'>>();
    for (const customer of byEmail.customers) {
      found.set(`${customer.merchant_id}/${customer.customer_id}`, {
        merchant_id: customer.merchant_id,
        customer_id: customer.customer_id,
        business_name: customer.business_name,
      });
    }
    for (const grant of grants) {
      const key = `${grant.merchantId}/${grant.customerId}`;
      if (found.has(key)) continue;
      const located = await this.locate(grant.merchantId, grant.customerId);
      if (located) found.set(key, located);
    }
    const merchantIds = [...new Set([...found.values()].map((customer) => customer.merchant_id))];
    const names = merchantIds.length > 0 ? await this.merchants.namesOf(merchantIds) : new Map<string, string>();
    const identity: BuyerIdentity = {
      email,
      customers: [...found.values()].map((customer) => ({
        merchant_id: customer.merchant_id,
        merchant_name: names.get(customer.merchant_id) ?? customer.merchant_id,
        customer_id: customer.customer_id,
        business_name: customer.business_name,
      })),
    };
    return { identity, ownAddressOf: byEmail.customers.map(({ merchant_id, customer_id }) => ({ merchant_id, customer_id })) };
  }

  /** The customer of this merchant as credit names it, or null when credit knows no such customer. */
  async locate(merchantId: string, customerId: string): Promise<Omit<BuyerCustomer, 'merchant_name'> | null> {
    try {
      const location = await this.rpc.ask(CustomerSubjects.locate, { merchant_ids: [merchantId], customer_id: customerId });
      return { merchant_id: location.merchant_id, customer_id: location.customer_id, business_name: location.business_name };
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'not_found') return null;
      throw error;
    }
  }
}
