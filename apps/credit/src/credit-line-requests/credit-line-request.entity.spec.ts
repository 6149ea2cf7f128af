import { assertMayRequest, CreditLineRequest, settlementOf, SettlingDecision } from './credit-line-request.entity';

const AT = new Date('2030-03-04T10:00:00.000Z');

function pending(amount = 750_000): CreditLineRequest {
  return Object.assign(new CreditLineRequest(), {
    id: 'clr_1',
    merchantId: 'mer_1',
    customerId: 'cus_1',
    amount,
    amountApprovedAtRequest: 500_000,
    reason: null,
    status: 'pending' as const,
    creditDecisionId: null,
    decidedAt: null,
    requestedBy: { type: 'secret_key', id: 'mer_1', channel: 'api' },
    createdAt: AT,
    updatedAt: AT,
  });
}

const decision = (kind: SettlingDecision['decision'], line: number): SettlingDecision => ({ id: 'dec_1', decision: kind, amount: line });

describe('credit-line request rules', () => {
  describe('who may ask', () => {
    it('takes an approved customer asking for more than its line', () => {
      expect(() => assertMayRequest({ creditStatus: 'approved', amountApproved: 500_000 }, 500_001)).not.toThrow();
    });

    it('refuses an amount at or below the current line', () => {
      for (const amount of [500_000, 100]) {
        expect(() => assertMayRequest({ creditStatus: 'approved', amountApproved: 500_000 }, amount)).toThrow(
          expect.objectContaining({
            code: 'CREDIT.AMOUNT_NOT_ABOVE_LINE',
            kind: 'invalid_request',
            message: 'The amount asked for must be more than the current line of 5000.00',
          }),
        );
      }
    });

    it('refuses a customer whose credit is not approved', () => {
      for (const creditStatus of [null, 'pending', 'hold', 'declined', 'deactivated'] as const) {
        expect(() => assertMayRequest({ creditStatus, amountApproved: 0 }, 1_000)).toThrow(expect.objectContaining({ code: 'CREDIT.CUSTOMER_NOT_APPROVED' }));
      }
    });
  });

  describe('settlement by a credit decision', () => {
    it('approves when the decision leaves an approved customer with at least the line asked for', () => {
      expect(settlementOf(750_000, decision('approved', 750_000), 'approved')).toBe('approved');
      expect(settlementOf(750_000, decision('approved', 900_000), 'approved')).toBe('approved');
      expect(settlementOf(750_000, decision('line_adjustment', 750_000), 'approved')).toBe('approved');
    });

    it('declines a smaller line, a line kept on hold, and every decline, hold or deactivation', () => {
      expect(settlementOf(750_000, decision('approved', 749_999), 'approved')).toBe('declined');
      expect(settlementOf(750_000, decision('line_adjustment', 500_000), 'approved')).toBe('declined');
      expect(settlementOf(750_000, decision('line_adjustment', 900_000), 'hold')).toBe('declined');
      expect(settlementOf(750_000, decision('declined', 0), 'declined')).toBe('declined');
      expect(settlementOf(750_000, decision('hold', 900_000), 'hold')).toBe('declined');
      expect(settlementOf(750_000, decision('deactivate', 900_000), 'deactivated')).toBe('declined');
    });

    it('records the decision and its time on the request, once', () => {
      const request = pending();
      expect(request.settle(decision('approved', 750_000), 'approved', AT)).toBe('approved');
      expect(request).toMatchObject({ status: 'approved', creditDecisionId: 'dec_1', decidedAt: AT, updatedAt: AT });
      expect(() => request.settle(decision('declined', 0), 'declined', AT)).toThrow(
        expect.objectContaining({
          code: 'CREDIT.CREDIT_LINE_REQUEST_NOT_PENDING',
          message: 'The credit-line request is no longer pending (status is approved)',
        }),
      );
      expect(request.status).toBe('approved');
    });
  });

  describe('withdrawal', () => {
    it('withdraws a pending request without a decision, and nothing else', () => {
      const request = pending();
      request.withdraw(AT);
      expect(request).toMatchObject({ status: 'withdrawn', creditDecisionId: null, decidedAt: AT });
      expect(() => request.withdraw(AT)).toThrow(expect.objectContaining({ code: 'CREDIT.CREDIT_LINE_REQUEST_NOT_PENDING' }));
      expect(() => request.settle(decision('approved', 900_000), 'approved', AT)).toThrow(
        expect.objectContaining({ code: 'CREDIT.CREDIT_LINE_REQUEST_NOT_PENDING' }),
      );
    });
  });
});
