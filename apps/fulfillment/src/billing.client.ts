import { Injectable } from '@nestjs/common';
import { InternalRequest, InvoiceLookup, InvoiceSubjects, LocateInvoiceRequest, MerchantScope } from '@netline/contracts';
import { DomainError, RpcClient } from '@netline/messaging';
import { currentRequestId } from '@netline/observability';
import { randomUUID } from 'node:crypto';
import { InvoiceNotFoundError } from './shipments/shipment.errors';

/**
 * Fulfillment's one question to billing: does this invoice exist for the caller (a merchant, or a partner
 * and its sub-merchants), and whose is it?
 */
@Injectable()
export class BillingClient {
  constructor(private readonly rpc: RpcClient) {}

  async invoice(scope: MerchantScope, invoiceId: string): Promise<InvoiceLookup> {
    const message: InternalRequest<LocateInvoiceRequest> = {
      request_id: currentRequestId() ?? randomUUID(),
      body: { merchant_ids: [...scope], invoice_id: invoiceId },
    };
    try {
      return await this.rpc.call<InvoiceLookup>(InvoiceSubjects.locate, message);
    } catch (error) {
      // Billing's 404 names its own entity; the merchant should learn which id of their request failed.
      if (error instanceof DomainError && error.kind === 'not_found') throw new InvoiceNotFoundError(invoiceId);
      throw error;
    }
  }
}
