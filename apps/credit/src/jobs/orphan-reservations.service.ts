import { Inject, Injectable } from '@nestjs/common';
import { InvoiceLookup, InvoiceSubjects } from '@netline/contracts';
import { CONFIG, DomainError, InjectLogger, RpcClient } from '@netline/messaging';
import { Logger } from '@netline/observability';
import { randomUUID } from 'node:crypto';
import { Counter, Registry } from 'prom-client';
import { CreditConfig } from '../config';
import { LedgerRepository } from '../ledger/ledger.repository';
import { LedgerService } from '../ledger/ledger.service';

/**
 * Billing reserves credit for an invoice (idempotent by invoice id) inside its send transaction. If
 * billing dies after credit committed the reservation and before its own commit, the invoice stays
 * unsent and the customer's line stays reserved: an orphan. This sweep finds reservations still untouched
 * `CREDIT_ORPHAN_MIN_AGE_MS` after they were made, asks billing about the invoice, and releases those
 * whose invoice billing does not hold or has not sent; a later send reserves afresh. When billing cannot
 * answer, nothing is released and the next run asks again. Each release counts in
 * `credit_orphan_reservations_released_total`.
 */
@Injectable()
export class OrphanReservations {
  private readonly released: Counter;

  constructor(
    private readonly ledger: LedgerRepository,
    private readonly ledgerService: LedgerService,
    private readonly rpc: RpcClient,
    metrics: Registry,
    @Inject(CONFIG) private readonly config: CreditConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {
    this.released = new Counter({
      name: 'credit_orphan_reservations_released_total',
      help: 'Reservations released because billing never sent their invoice (a send that died half-way)',
      registers: [metrics],
    });
  }

  async sweep(): Promise<{ released: number }> {
    let released = 0;
    for (const candidate of await this.ledger.untouchedReservations(this.config.CREDIT_ORPHAN_MIN_AGE_MS)) {
      let invoice: InvoiceLookup | null;
      try {
        invoice = await this.rpc.call<InvoiceLookup>(InvoiceSubjects.lookup, {
          request_id: randomUUID(),
          body: { merchant_id: candidate.merchantId, invoice_id: candidate.invoiceId },
        });
      } catch (error) {
        if (!(error instanceof DomainError && error.kind === 'not_found')) {
          this.logger.warn({ err: error, invoice_id: candidate.invoiceId }, 'orphan sweep could not ask billing; will retry');
          continue;
        }
        invoice = null;
      }
      if (invoice?.sent) continue;
      if (!(await this.ledgerService.releaseOrphan(candidate.merchantId, candidate.customerId, candidate.invoiceId))) continue;
      released += 1;
      this.released.inc();
      this.logger.warn({ merchant_id: candidate.merchantId, invoice_id: candidate.invoiceId }, 'released a reservation whose invoice billing never sent');
    }
    return { released };
  }
}
