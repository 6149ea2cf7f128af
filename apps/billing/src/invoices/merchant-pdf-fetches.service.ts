import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { CONFIG, InjectLogger, IntervalWorker, UnitOfWork } from '@netline/messaging';
import { Logger } from '@netline/observability';
import { MerchantClock } from '@netline/persistence';
import { BillingConfig } from '../config';
import { InvoicesRepository } from './invoices.repository';
import { MerchantPdfFetcher } from './merchant-pdf';

/**
 * Fetches merchants' PDFs (`merchant_invoice_url`) in the background, so that a slow or unreachable
 * merchant server never holds an API request: creating or re-pointing an invoice kicks this job, and a
 * timer sweeps for anything a crash left behind.
 *
 * The download happens outside any transaction; the result is stored under the invoice's row lock and
 * only if the invoice still names the same URL. A failure is kept as `merchant_pdf_fetch_error` (what
 * sending with an advance then reports) until the merchant gives a new URL or uploads the file.
 */
@Injectable()
export class MerchantPdfFetches implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly worker: IntervalWorker<void>;

  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly fetcher: MerchantPdfFetcher,
    private readonly clock: MerchantClock,
    @Inject(CONFIG) private readonly config: BillingConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {
    this.worker = new IntervalWorker('merchant-pdf-fetches', () => this.drain(), logger);
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

  private async drain(): Promise<void> {
    for (;;) {
      const waiting = await this.invoices.merchantPdfsToFetch(10);
      if (waiting.length === 0 || this.worker.stopping) return;
      await Promise.all(waiting.map((invoice) => this.fetchOne(invoice)));
    }
  }

  private async fetchOne(invoice: { merchantId: string; id: string; url: string }): Promise<void> {
    let content: Buffer | null = null;
    let problem: string | null = null;
    try {
      content = await this.fetcher.fetch(invoice.url);
    } catch (error) {
      problem = (error as Error).message;
      this.logger.info({ invoice_id: invoice.id, reason: problem }, 'merchant invoice PDF not taken');
    }
    await this.unitOfWork.run(async ({ manager }) => {
      const locked = await this.invoices.findForUpdate(manager, invoice.merchantId, invoice.id);
      // The URL may have changed meanwhile; only the document it still names counts.
      if (!locked || locked.merchantInvoiceUrl !== invoice.url || locked.merchantPdfUploadedAt) return;
      if (content) {
        const now = await this.clock.now(invoice.merchantId);
        await this.invoices.putFile(manager, locked.merchantId, locked.id, 'merchant', content, now);
        locked.merchantPdfUploadedAt = now;
        locked.merchantPdfFetchError = null;
      } else {
        locked.merchantPdfFetchError = problem;
      }
      await this.invoices.save(manager, locked);
    });
  }
}
