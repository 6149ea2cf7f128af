import { Injectable } from '@nestjs/common';
import {
  Merchant as MerchantBody,
  MerchantUnderwritingDecisionRequest,
  MerchantUnderwritingOutcome,
  newEvent,
  OperatorMerchantUnderwriting,
  PendingMerchantReview,
  Principal,
  toCents,
} from '@netline/contracts';
import { NewEvent, UnitOfWork } from '@netline/messaging';
import { Clock } from '@netline/persistence';
import { EntityManager } from 'typeorm';
import { partnerOf } from '../sub-merchant-profiles/partner-of';
import { SubMerchantProfile } from '../sub-merchant-profiles/sub-merchant.entity';
import { SubMerchantNotFoundError } from '../sub-merchant-profiles/sub-merchant.errors';
import { presentSubMerchant } from '../sub-merchant-profiles/sub-merchant.presenter';
import { SubMerchantsRepository } from '../sub-merchant-profiles/sub-merchants.repository';

type Emit = (events: NewEvent | NewEvent[]) => Promise<unknown>;

/**
 * Records a sub-merchant's underwriting outcome, whoever decided it (credit's underwriter through the
 * runner, Netline's underwriters with the operator CLI, the sandbox helper), under the profile's row lock,
 * with one public event per change: `merchant.underwriting_completed` when a final decision is reached
 * or changed, `merchant.more_info_needed`, and `merchant.mal_updated` when the maximum approved limit moves.
 */
@Injectable()
export class MerchantUnderwritingService {
  constructor(
    private readonly profiles: SubMerchantsRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async apply(manager: EntityManager, emit: Emit, profile: SubMerchantProfile, outcome: MerchantUnderwritingOutcome, now: Date): Promise<void> {
    const before = { status: profile.underwritingStatus, decision: profile.underwritingDecision, limit: profile.sellerAmountApproved };
    profile.underwritingAssessedAt = now;
    profile.updatedAt = now;
    switch (outcome.decision) {
      case 'approved':
        Object.assign(profile, {
          underwritingStatus: 'completed',
          underwritingDecision: 'approved',
          sellerAmountApproved: outcome.seller_amount_approved,
          underwritingDecidedAt: now,
        });
        break;
      case 'declined':
        Object.assign(profile, { underwritingStatus: 'completed', underwritingDecision: 'declined', sellerAmountApproved: 0, underwritingDecidedAt: now });
        break;
      case 'more_info_needed':
        Object.assign(profile, { underwritingStatus: 'more_info_needed', underwritingDecision: null });
        break;
      case 'pending':
        break;
    }
    await this.profiles.save(manager, profile);
    const subject = { id: profile.merchantId, partner_id: profile.partnerId };
    const events: NewEvent[] = [];
    const decided = profile.underwritingStatus === 'completed';
    if (decided && (before.status !== 'completed' || before.decision !== profile.underwritingDecision)) {
      events.push(newEvent('merchant.underwriting_completed', profile.merchantId, { ...subject, decision: profile.underwritingDecision }, now));
    }
    if (profile.underwritingStatus === 'more_info_needed' && before.status !== 'more_info_needed')
      events.push(newEvent('merchant.more_info_needed', profile.merchantId, subject, now));
    if (decided && before.limit !== profile.sellerAmountApproved) {
      events.push(newEvent('merchant.mal_updated', profile.merchantId, { ...subject, seller_amount_approved: profile.sellerAmountApproved }, now));
    }
    if (events.length > 0) await emit(events);
  }

  /** POST /sandbox/merchants/{id}/underwriting. */
  async sandboxDecide(principal: Principal, merchantId: string, body: MerchantUnderwritingDecisionRequest): Promise<MerchantBody> {
    const partnerId = partnerOf(principal);
    return this.unitOfWork.run(async ({ manager, emit }) => {
      const profile = await this.profiles.findForUpdate(manager, partnerId, merchantId);
      if (!profile) throw new SubMerchantNotFoundError();
      await this.apply(manager, emit, profile, outcomeOf(body), this.clock.now());
      return presentSubMerchant(profile);
    });
  }

  /** `npm run admin -- merchant underwrite`: how production applications are decided. */
  async operatorDecide(body: OperatorMerchantUnderwriting): Promise<MerchantBody> {
    return this.unitOfWork.run(async ({ manager, emit }) => {
      const profile = await this.profiles.lockForOperator(manager, body.merchant_id);
      if (!profile) throw new SubMerchantNotFoundError();
      await this.apply(manager, emit, profile, outcomeOf(body), this.clock.now());
      return presentSubMerchant(profile);
    });
  }

  async queue(): Promise<{ pending: PendingMerchantReview[] }> {
    const profiles = await this.profiles.awaitingReview();
    return {
      pending: profiles.map((profile) => ({
        merchant_id: profile.merchantId,
        partner_id: profile.partnerId,
        legal_business_name: profile.legalBusinessName,
        entity_type: profile.entityType,
        annual_revenue: profile.annualRevenue,
        estimated_monthly_net_terms_volume: profile.estimatedMonthlyNetTermsVolume,
        created_at: profile.createdAt.toISOString(),
      })),
    };
  }
}

function outcomeOf(body: MerchantUnderwritingDecisionRequest): MerchantUnderwritingOutcome {
  if (body.decision === 'approved') return { decision: 'approved', seller_amount_approved: toCents(body.seller_amount_approved as number) };
  return { decision: body.decision };
}
