import { Injectable } from '@nestjs/common';
import { DomainError, InvoiceLookup, InvoiceSubjects, MerchantScope } from '@netline/contracts';
import { RpcClient } from '@netline/messaging';

import { InvoiceNotFoundError } from './shipments/shipment.errors';

/**
 * Fulfillment's one question to billing: does this invoice exist for the caller (a merchant, or a partner
 * and its sub-merchants), and whose is it?
 */
@Injectable()
export class BillingClient {
  constructor(private readonly rpc: RpcClient) {}

  async invoice(scope: MerchantScope, invoiceId: string): Promise<InvoiceLookup> {
    try {
      return await this.rpc.ask(InvoiceSubjects.locate, { merchant_ids: [...scope], invoice_id: invoiceId });
    } catch (error) {
      // Billing's 404 names its own entity; the merchant should learn which id of their request failed.
      if (error instanceof DomainError && error.kind === 'not_found') throw new InvoiceNotFoundError(invoiceId);
      throw error;
    }
  }
}
