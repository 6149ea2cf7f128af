import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Customer, RawReplyBody } from '@netline/contracts';
import { CONFIG, DrainingWorker, InjectLogger, UnitOfWork } from '@netline/messaging';
import { Logger } from '@netline/observability';
import { MerchantClock } from '@netline/persistence';
import { BillingConfig } from '../config';
import { CreditClient } from '../credit.client';
import { InvoiceNotFoundError } from './invoice.errors';
import { renderInvoicePdf } from './invoice-pdf';
import { paymentPagePath } from './invoice.presenter';
import { InvoicesRepository } from './invoices.repository';
import { remittanceFor } from './remittance';

/**
 * Netline's own invoice PDF, rendered after the send has committed.
 *
 * Sending marks the invoice `processing`; this worker then takes such invoices one at a time with
 * `SELECT … FOR UPDATE SKIP LOCKED` (so replicas share the work and never render one twice), renders
 * the PDF, stores it and marks the invoice `completed` in the same transaction. A send kicks the worker
 * at once; a timer sweeps too, so an invoice whose render was interrupted (crash, credit unreachable)
 * is picked up again. A failed render rolls back and stays `processing` for the next sweep.
 */
@Injectable()
export class InvoiceDocuments implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly worker: DrainingWorker;

  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly credit: CreditClient,
    private readonly clock: MerchantClock,
    @Inject(CONFIG) private readonly config: BillingConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {
    this.worker = new DrainingWorker('invoice-documents', () => this.renderNext(), logger);
  }

  onApplicationBootstrap(): void {
    this.worker.start(this.config.RENDER_SWEEP_INTERVAL_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker.stop();
  }

  /** Starts a pass unless one is running; a kick during a pass makes it go round once more. */
  kick(): void {
    this.worker.kick();
  }

  /** Renders until nothing is waiting; returns how many it rendered. */
  drain(): Promise<number> {
    return this.worker.drain();
  }

  private async renderNext(): Promise<boolean> {
    return this.unitOfWork.run(async ({ manager }) => {
      const invoice = await this.invoices.lockNextToRender(manager);
      if (!invoice) return false;
      const [customer, merchantName] = await Promise.all([
        this.credit.customer(invoice.merchantId, invoice.customerId),
        this.credit.merchantName(invoice.subMerchantId ?? invoice.merchantId),
      ]);
      const pdf = await renderInvoicePdf({
        invoice,
        merchant: { name: merchantName, lines: [`Merchant ${invoice.subMerchantId ?? invoice.merchantId}`] },
        customer: { name: customer.business_name, lines: customerLines(customer) },
        paymentUrl: `${this.config.PUBLIC_BASE_URL}${paymentPagePath(invoice)}`,
        remittance: remittanceFor(this.config, invoice),
      });
      const now = await this.clock.now(invoice.merchantId);
      await this.invoices.putFile(manager, invoice.merchantId, invoice.id, 'rendered', pdf, now);
      invoice.resolveInvoiceStatus = 'completed';
      await this.invoices.save(manager, invoice);
      this.logger.info({ invoice_id: invoice.id, bytes: pdf.length }, 'invoice PDF rendered');
      return true;
    });
  }

  /** GET /invoices/documents/{token}.pdf (public): the rendered PDF once `completed`. */
  async document(file: string): Promise<RawReplyBody> {
    const invoice = await this.invoices.findByToken(file.replace(/\.pdf$/, ''));
    if (!invoice || invoice.resolveInvoiceStatus !== 'completed') throw new InvoiceNotFoundError();
    const content = await this.invoices.getFile(invoice.merchantId, invoice.id, 'rendered');
    if (!content) throw new InvoiceNotFoundError();
    return {
      content_type: 'application/pdf',
      body: content.toString('base64'),
      encoding: 'base64',
      headers: {
        'content-disposition': `inline; filename="invoice-${invoice.number.replace(/[^A-Za-z0-9_-]/g, '_')}.pdf"`,
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
      },
    };
  }
}

function customerLines(customer: Customer): string[] {
  return [
    customer.business_address,
    `${customer.business_city}, ${customer.business_state} ${customer.business_zip}`,
    customer.business_country,
    customer.business_ap_email,
  ];
}
