import { CreditLineRequest as CreditLineRequestBody, toDollars } from '@netline/contracts';
import { CreditLineRequest } from './credit-line-request.entity';

/** Entity → the contract's CreditLineRequest object; the one place its cents become dollars. */
export function presentCreditLineRequest(request: CreditLineRequest): CreditLineRequestBody {
  return {
    id: request.id,
    customer_id: request.customerId,
    amount: toDollars(request.amount),
    amount_approved_at_request: toDollars(request.amountApprovedAtRequest),
    reason: request.reason,
    status: request.status,
    credit_decision_id: request.creditDecisionId,
    decided_at: request.decidedAt ? request.decidedAt.toISOString() : null,
    requested_by: { type: request.requestedBy.type, id: request.requestedBy.id, channel: request.requestedBy.channel },
    created_at: request.createdAt.toISOString(),
    updated_at: request.updatedAt.toISOString(),
  };
}
