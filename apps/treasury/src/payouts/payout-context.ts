import { Injectable } from '@nestjs/common';
import { DomainError, scopeFromIds } from '@netline/contracts';
import { InjectLogger } from '@netline/messaging';
import { Logger } from '@netline/observability';
import { PeersClient } from '../peers.client';

/** What a payout transaction shows about its customer and invoice besides their ids. */
export interface PayoutTransactionContext {
  customerName: string | null;
  orderId: string | null;
  poNumber: string | null;
}

/**
 * Looks up the customer's name (credit) and the invoice's order and PO numbers (billing) for a payout
 * transaction as it is booked, so merchants can reconcile payouts against their own orders. The
 * customer and invoice belong to the merchant booked for, or to its sub-merchant. A customer or
 * invoice that no longer exists, or a peer that does not answer, leaves its fields null rather than
 * stopping the booking.
 */
@Injectable()
export class PayoutContext {
  constructor(
    private readonly peers: PeersClient,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  async of(merchantId: string, subMerchantId: string | null, customerId: string | null, invoiceId: string | null): Promise<PayoutTransactionContext> {
    const scope = scopeFromIds(subMerchantId ? [merchantId, subMerchantId] : [merchantId]);
    const [customer, invoice] = await Promise.all([
      customerId ? this.absentAsNull(this.peers.locateCustomer(scope, customerId)) : null,
      invoiceId ? this.absentAsNull(this.peers.locateInvoice(scope, invoiceId)) : null,
    ]);
    return { customerName: customer?.business_name ?? null, orderId: invoice?.order_number ?? null, poNumber: invoice?.po_number ?? null };
  }

  private async absentAsNull<T>(lookup: Promise<T>): Promise<T | null> {
    try {
      return await lookup;
    } catch (error) {
      // The context is for display; money never waits for it. Gone (deleted, or never visible to this
      // merchant) or a peer that cannot answer now (credit without its database, say) leaves the field
      // null, and the payment or payout is booked all the same.
      if (error instanceof DomainError && (error.kind === 'not_found' || error.kind === 'unavailable')) {
        this.logger.warn({ err: error }, 'payout transaction booked without its display context');
        return null;
      }
      throw error;
    }
  }
}
