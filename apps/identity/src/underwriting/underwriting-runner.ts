import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { MerchantApplication, MerchantUnderwritingSubjects } from '@netline/contracts';
import { CONFIG, DrainingWorker, InjectLogger, RpcClient, UnitOfWork } from '@netline/messaging';
import { Logger } from '@netline/observability';
import { Clock } from '@netline/persistence';

import { IdentityConfig } from '../config';
import { MerchantDocumentsRepository } from '../merchant-documents/merchant-documents.repository';
import { SubMerchantsRepository } from '../sub-merchant-profiles/sub-merchants.repository';
import { WorkSignals } from '../sub-merchant-profiles/work-signals';
import { MerchantUnderwritingService } from './merchant-underwriting.service';

/**
 * Sends each new (or completed-by-the-partner) application to credit's underwriter — the same
 * `Underwriter` that decides customers' credit checks — and records its outcome. One application per
 * transaction, taken with `FOR UPDATE SKIP LOCKED`; if credit cannot answer, the transaction rolls back
 * and the next sweep asks again. A `pending` outcome leaves the application to Netline's underwriters.
 */
@Injectable()
export class UnderwritingRunner implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly worker: DrainingWorker;

  constructor(
    private readonly profiles: SubMerchantsRepository,
    private readonly documents: MerchantDocumentsRepository,
    private readonly underwriting: MerchantUnderwritingService,
    private readonly rpc: RpcClient,
    private readonly unitOfWork: UnitOfWork,
    private readonly signals: WorkSignals,
    private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: IdentityConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {
    this.worker = new DrainingWorker('merchant-underwriting', () => this.assessNext(), logger);
  }

  onApplicationBootstrap(): void {
    this.signals.onApplications(() => this.worker.kick());
    this.worker.start(this.config.PARTNER_WORK_INTERVAL_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker.stop();
  }

  private assessNext(): Promise<boolean> {
    return this.unitOfWork.run(async ({ manager, emit }) => {
      const profile = await this.profiles.lockNextToAssess(manager);
      if (!profile) return false;
      const application: MerchantApplication = {
        merchant_id: profile.merchantId,
        legal_business_name: profile.legalBusinessName,
        entity_type: profile.entityType,
        formation_state: profile.formationState,
        annual_revenue: profile.annualRevenue,
        years_in_business: profile.yearsInBusiness,
        estimated_monthly_net_terms_volume: profile.estimatedMonthlyNetTermsVolume,
        beneficial_owner_count: profile.beneficialOwners.length,
        accepted_document_count: await this.documents.acceptedCount(manager, profile.merchantId),
        has_bank_account: profile.bankAccountNumberSealed !== null || profile.plaidAccessTokenSealed !== null,
      };
      const outcome = await this.rpc.ask(MerchantUnderwritingSubjects.assess, application);
      await this.underwriting.apply(manager, emit, profile, outcome, this.clock.now());
      this.logger.info({ merchant_id: profile.merchantId, decision: outcome.decision }, 'sub-merchant underwriting assessed');
      return true;
    });
  }
}
