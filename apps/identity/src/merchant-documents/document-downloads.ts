import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { MAX_MERCHANT_DOCUMENT_BYTES } from '@netline/contracts';
import { CONFIG, DrainingWorker, InjectLogger, UnitOfWork } from '@netline/messaging';
import { Logger } from '@netline/observability';
import { OutboundRefusedError, safeFetch } from '@netline/outbound';
import { Clock } from '@netline/persistence';
import { IdentityConfig } from '../config';
import { WorkSignals } from '../sub-merchant-profiles/work-signals';
import { MerchantDocumentsRepository } from './merchant-documents.repository';
import { MerchantDocumentsService } from './merchant-documents.service';

/** Attempts of a download that failed for a reason that may pass (timeout, network, 5xx). */
const MAX_ATTEMPTS = 3;
const RETRY_AFTER_MS = 30_000;

/**
 * Downloads the documents partners point at (`download_url`), one per transaction under the document's
 * row lock, through `@netline/outbound`: public addresses only (checked on the address connected to),
 * no redirects, a deadline and a size cap. A 4xx, a refused address or an oversized file fails the
 * document at once; a timeout, a network error or a 5xx is tried again after 30 s, three times in all.
 */
@Injectable()
export class DocumentDownloads implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly worker: DrainingWorker;

  constructor(
    private readonly documents: MerchantDocumentsRepository,
    private readonly intake: MerchantDocumentsService,
    private readonly unitOfWork: UnitOfWork,
    private readonly signals: WorkSignals,
    private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: IdentityConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {
    this.worker = new DrainingWorker('document-downloads', () => this.downloadNext(), logger);
  }

  onApplicationBootstrap(): void {
    this.signals.onDocuments(() => this.worker.kick());
    this.worker.start(this.config.PARTNER_WORK_INTERVAL_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker.stop();
  }

  drain(): Promise<number> {
    return this.worker.drain();
  }

  private async downloadNext(): Promise<boolean> {
    let accepted = false;
    const found = await this.unitOfWork.run(async ({ manager }) => {
      const now = this.clock.now();
      const document = await this.documents.lockNextDownload(manager, new Date(now.getTime() - RETRY_AFTER_MS));
      if (!document) return false;
      document.downloadAttempts += 1;
      try {
        const result = await safeFetch(document.downloadUrl as string, {
          allowPrivateTargets: this.config.OUTBOUND_ALLOW_PRIVATE_TARGETS,
          timeoutMs: this.config.OUTBOUND_TIMEOUT_MS,
          maxBytes: MAX_MERCHANT_DOCUMENT_BYTES,
          accept: document.filetype,
        });
        await this.intake.receive(manager, document, result.body, this.clock.now());
        accepted = document.status === 'accepted';
        this.logger.info({ document_id: document.id, merchant_id: document.merchantId, status: document.status }, 'merchant document downloaded');
      } catch (error) {
        if (!(error instanceof OutboundRefusedError)) throw error;
        const passing = error.reason === 'timeout' || error.reason === 'network' || (error.reason === 'status' && / 5\d\d$/.test(error.message));
        if (passing && document.downloadAttempts < MAX_ATTEMPTS) {
          document.updatedAt = this.clock.now();
          await this.documents.save(manager, document);
        } else {
          await this.intake.fail(manager, document, reasonCode(error), `the download failed: ${error.message}`, this.clock.now());
        }
        this.logger.info({ document_id: document.id, reason: error.reason, attempts: document.downloadAttempts }, 'merchant document not downloaded');
      }
      return true;
    });
    if (accepted) this.signals.applicationsWaiting();
    return found;
  }
}

function reasonCode(error: OutboundRefusedError): string {
  switch (error.reason) {
    case 'timeout':
      return 'DOWNLOAD_TIMEOUT';
    case 'too_large':
      return 'FILE_TOO_LARGE';
    case 'scheme':
    case 'address':
    case 'redirect':
      return 'DOWNLOAD_REFUSED';
    default:
      return 'DOWNLOAD_FAILED';
  }
}
