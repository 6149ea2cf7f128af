import { DECLINE_CODES, MerchantApplication, MerchantUnderwritingOutcome } from '@netline/contracts';
import { DEFAULT_ADVANCE_RATE } from '../customers/customer.entity';

/** What the underwriter is given: the customer's name and its credit check (amount in cents). */
export interface UnderwritingInput {
  businessName: string;
  amountRequested: number;
  hasPurchaseHistory: boolean;
  hasPurchaseTermsHistory: boolean | null;
}

export type UnderwritingOutcome =
  | { decision: 'approved'; amount: number; advanceRate: number }
  | { decision: 'declined'; declineCode: (typeof DECLINE_CODES)[number] }
  | { decision: 'pending' };

/**
 * Decides a new credit check at once, or leaves it pending for review; and the same for a partner's
 * sub-merchant application (identity asks over NATS), whose approval sets its maximum approved limit.
 */
export abstract class Underwriter {
  abstract assess(input: UnderwritingInput): UnderwritingOutcome;
  abstract assessMerchant(application: MerchantApplication): MerchantUnderwritingOutcome;
}

/** Sandbox merchant underwriting: the limit when nothing sizes it, and its bounds (cents). */
export const SANDBOX_DEFAULT_MERCHANT_LIMIT = 5_000_000;
export const SANDBOX_MIN_MERCHANT_LIMIT = 1_000_000;
export const SANDBOX_MAX_MERCHANT_LIMIT = 100_000_000;

/** Sandbox: requests up to this many cents ($100,000) are approved at once. */
export const SANDBOX_INSTANT_APPROVAL_LIMIT = 10_000_000;
/** Sandbox: requests above this many cents ($1,000,000) are declined at once with `poor_cash_flow`. */
export const SANDBOX_DECLINE_ABOVE = 100_000_000;

/**
 * Sandbox underwriting: deterministic, so integrators can script every path (apps/credit/README.md). Markers in
 * `business_name` (case-insensitive) win over amounts:
 *   1. contains `decline`  → declined at once; the decline code is the first contract code that also
 *      appears in the name (e.g. "Acme decline thin_file" → `thin_file`), else `failing_credit`;
 *   2. contains `pending`  → pending (decide it with the sandbox credit-decision helper);
 *   3. contains `approve`  → approved at once for the amount requested, whatever it is.
 * Otherwise by `amount_requested`:
 *   ≤ $100,000 → approved at once for the amount requested, advance rate 0.9;
 *   ≤ $1,000,000 → pending;
 *   more → declined at once with `poor_cash_flow`.
 */
export class SandboxUnderwriter extends Underwriter {
  assess(input: UnderwritingInput): UnderwritingOutcome {
    const name = input.businessName.toLowerCase();
    if (name.includes('decline')) {
      const declineCode = DECLINE_CODES.find((code) => name.includes(code)) ?? 'failing_credit';
      return { decision: 'declined', declineCode };
    }
    if (name.includes('pending')) return { decision: 'pending' };
    if (name.includes('approve') || input.amountRequested <= SANDBOX_INSTANT_APPROVAL_LIMIT) {
      return { decision: 'approved', amount: input.amountRequested, advanceRate: DEFAULT_ADVANCE_RATE };
    }
    if (input.amountRequested <= SANDBOX_DECLINE_ABOVE) return { decision: 'pending' };
    return { decision: 'declined', declineCode: 'poor_cash_flow' };
  }

  /**
   * Markers in `legal_business_name` (case-insensitive): `decline` → declined; `more info` or
   * `more_info` → more information needed; `pending` → pending (decided with the sandbox helper).
   * Otherwise approved with a limit of 3 × the estimated monthly net-terms volume, else 10% of the
   * annual revenue, else $50,000, kept between $10,000 and $1,000,000.
   */
  assessMerchant(application: MerchantApplication): MerchantUnderwritingOutcome {
    const name = application.legal_business_name.toLowerCase();
    if (name.includes('decline')) return { decision: 'declined' };
    if (name.includes('more info') || name.includes('more_info')) return { decision: 'more_info_needed' };
    if (name.includes('pending')) return { decision: 'pending' };
    const sized =
      application.estimated_monthly_net_terms_volume !== null
        ? application.estimated_monthly_net_terms_volume * 100 * 3
        : application.annual_revenue !== null
          ? application.annual_revenue * 10
          : SANDBOX_DEFAULT_MERCHANT_LIMIT;
    const limit = Math.min(SANDBOX_MAX_MERCHANT_LIMIT, Math.max(SANDBOX_MIN_MERCHANT_LIMIT, sized));
    return { decision: 'approved', seller_amount_approved: limit };
  }
}

/**
 * Production underwriting: nothing is decided by rule. Every check waits in the review queue
 * (`npm run admin -- credit pending`) until an operator records a decision (`credit decide`).
 */
export class ReviewQueueUnderwriter extends Underwriter {
  assess(): UnderwritingOutcome {
    return { decision: 'pending' };
  }

  /** Sub-merchant applications wait too: `npm run admin -- merchant underwriting-queue`, `merchant underwrite`. */
  assessMerchant(): MerchantUnderwritingOutcome {
    return { decision: 'pending' };
  }
}
