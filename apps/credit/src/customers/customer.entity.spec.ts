import { CREDIT_STATUSES, CreditStatus, DomainError } from '@netline/contracts';
import { Customer, DecisionInput } from './customer.entity';

const NOW = new Date('2026-01-15T12:00:00Z');

/** A customer with only the fields the state machine reads and writes. */
const customer = (fields: Partial<Customer> = {}): Customer =>
  Object.assign(new Customer(), {
    amountApproved: 0,
    advanceRate: null,
    creditStatus: null,
    netTermsStatus: null,
    netTermsEnrollmentUrl: null,
    netTermsEnrollmentExpiresAt: null,
    netTermsEnrollmentToken: null,
    creditCheckRequestedAt: null,
    ...fields,
  });

const offered = {
  creditCheckRequestedAt: NOW,
  netTermsStatus: 'pending_enrollment' as const,
  netTermsEnrollmentUrl: 'https://x.example/enrollment/tok',
  netTermsEnrollmentExpiresAt: new Date('2026-02-14T12:00:00Z'),
  netTermsEnrollmentToken: 'tok',
};

const STATUSES: Array<CreditStatus | null> = [null, ...CREDIT_STATUSES];

function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('Customer credit check', () => {
  it.each(STATUSES)('moves a customer never checked (credit_status %s) to pending', (status) => {
    const subject = customer({ creditStatus: status });
    subject.requestCreditCheck(NOW);
    expect(subject).toMatchObject({ creditStatus: 'pending', creditCheckRequestedAt: NOW });
  });

  it('refuses a second check with CREDIT.CREDIT_CHECK_EXISTS and changes nothing', () => {
    const earlier = new Date('2026-01-01T00:00:00Z');
    const subject = customer({ creditStatus: 'approved', creditCheckRequestedAt: earlier });
    const error = refusal(() => subject.requestCreditCheck(NOW));
    expect(error).toMatchObject({ code: 'CREDIT.CREDIT_CHECK_EXISTS', kind: 'unprocessable' });
    expect(subject).toMatchObject({ creditStatus: 'approved', creditCheckRequestedAt: earlier });
  });
});

describe('Customer decisions', () => {
  describe('approved', () => {
    it.each(STATUSES)('follows credit_status %s: approved, the new line, the default rate', (status) => {
      const subject = customer({ creditStatus: status, amountApproved: 5_000 });
      expect(subject.decide({ decision: 'approved', amount: 20_000 })).toEqual({ line: 20_000, declineCode: null, holdCode: null, offerEnrollment: false });
      expect(subject).toMatchObject({ creditStatus: 'approved', advanceRate: 0.9, netTermsStatus: 'enrolled' });
    });

    it('keeps a rate already set unless the decision names one', () => {
      const kept = customer({ creditStatus: 'hold', advanceRate: 0.7 });
      kept.decide({ decision: 'approved', amount: 1 });
      expect(kept.advanceRate).toBe(0.7);
      const named = customer({ creditStatus: 'hold', advanceRate: 0.7 });
      named.decide({ decision: 'approved', amount: 1, advanceRate: 0.8 });
      expect(named.advanceRate).toBe(0.8);
    });

    it('asks for an enrollment offer for a credit-checked customer not yet enrolled or offered', () => {
      const subject = customer({ creditStatus: 'pending', creditCheckRequestedAt: NOW });
      expect(subject.decide({ decision: 'approved', amount: 10_000 }).offerEnrollment).toBe(true);
      expect(subject.netTermsStatus).toBeNull();
      const lapsed = customer({ creditStatus: 'declined', creditCheckRequestedAt: NOW, netTermsStatus: 'enrollment_expired' });
      expect(lapsed.decide({ decision: 'approved', amount: 10_000 }).offerEnrollment).toBe(true);
    });

    it('leaves an enrolled customer or an open offer as it is', () => {
      const enrolled = customer({ creditStatus: 'hold', creditCheckRequestedAt: NOW, netTermsStatus: 'enrolled' });
      expect(enrolled.decide({ decision: 'approved', amount: 10_000 }).offerEnrollment).toBe(false);
      expect(enrolled.netTermsStatus).toBe('enrolled');
      const pending = customer({ creditStatus: 'approved', ...offered });
      expect(pending.decide({ decision: 'approved', amount: 10_000 }).offerEnrollment).toBe(false);
      expect(pending).toMatchObject(offered);
    });

    it('refuses a decision without an amount with CREDIT.INVALID_DECISION', () => {
      const subject = customer({ creditStatus: 'pending' });
      expect(refusal(() => subject.decide({ decision: 'approved' }))).toMatchObject({ code: 'CREDIT.INVALID_DECISION', kind: 'invalid_request' });
      expect(subject.creditStatus).toBe('pending');
    });
  });

  describe('declined', () => {
    it.each(STATUSES)('follows credit_status %s: declined, line 0, decline code defaulting to other', (status) => {
      const subject = customer({ creditStatus: status, amountApproved: 5_000 });
      expect(subject.decide({ decision: 'declined' })).toEqual({ line: 0, declineCode: 'other', holdCode: null, offerEnrollment: false });
      expect(subject.creditStatus).toBe('declined');
    });

    it('keeps the decline code given and withdraws an open offer', () => {
      const subject = customer({ creditStatus: 'approved', ...offered });
      expect(subject.decide({ decision: 'declined', declineCode: 'thin_file' }).declineCode).toBe('thin_file');
      expect(subject).toMatchObject({ netTermsStatus: null, netTermsEnrollmentUrl: null, netTermsEnrollmentExpiresAt: null, netTermsEnrollmentToken: null });
    });
  });

  describe('hold', () => {
    it.each(CREDIT_STATUSES)('follows credit_status %s: hold, line kept, hold code defaulting to other', (status) => {
      const subject = customer({ creditStatus: status, amountApproved: 5_000 });
      expect(subject.decide({ decision: 'hold' })).toEqual({ line: 5_000, declineCode: null, holdCode: 'other', offerEnrollment: false });
      expect(subject.creditStatus).toBe('hold');
    });

    it('takes a new line and a rate when given, and keeps an open offer', () => {
      const subject = customer({ creditStatus: 'approved', amountApproved: 5_000, advanceRate: 0.9, ...offered });
      expect(subject.decide({ decision: 'hold', holdCode: 'past_due', amount: 1_000, advanceRate: 0.5 })).toMatchObject({ line: 1_000, holdCode: 'past_due' });
      expect(subject).toMatchObject({ advanceRate: 0.5, ...offered });
    });

    it('is refused with CREDIT.INVALID_DECISION for a customer never checked nor decided', () => {
      const subject = customer();
      expect(refusal(() => subject.decide({ decision: 'hold' }))).toMatchObject({ code: 'CREDIT.INVALID_DECISION', kind: 'invalid_request' });
      expect(subject.creditStatus).toBeNull();
    });
  });

  describe('line_adjustment', () => {
    it.each(['approved', 'hold'] as const)('follows credit_status %s: the status stays, the line and rate move', (status) => {
      const subject = customer({ creditStatus: status, amountApproved: 5_000, advanceRate: 0.9 });
      expect(subject.decide({ decision: 'line_adjustment', amount: 8_000, advanceRate: 0.6 })).toEqual({
        line: 8_000,
        declineCode: null,
        holdCode: null,
        offerEnrollment: false,
      });
      expect(subject).toMatchObject({ creditStatus: status, advanceRate: 0.6 });
    });

    it.each([null, 'pending', 'declined', 'deactivated'] as const)('is refused with CREDIT.INVALID_DECISION after credit_status %s', (status) => {
      const subject = customer({ creditStatus: status, amountApproved: 5_000 });
      const error = refusal(() => subject.decide({ decision: 'line_adjustment', amount: 8_000 }));
      expect(error).toMatchObject({ code: 'CREDIT.INVALID_DECISION', kind: 'invalid_request' });
      expect(error.message).toContain(`credit_status is ${status ?? 'null'}`);
      expect(subject).toMatchObject({ creditStatus: status, amountApproved: 5_000 });
    });

    it('is refused with CREDIT.INVALID_DECISION without an amount', () => {
      expect(refusal(() => customer({ creditStatus: 'approved' }).decide({ decision: 'line_adjustment' }))).toMatchObject({ code: 'CREDIT.INVALID_DECISION' });
    });
  });

  describe('deactivate', () => {
    it.each(STATUSES)('follows credit_status %s: deactivated, line kept', (status) => {
      const subject = customer({ creditStatus: status, amountApproved: 5_000 });
      expect(subject.decide({ decision: 'deactivate' })).toEqual({ line: 5_000, declineCode: null, holdCode: null, offerEnrollment: false });
      expect(subject.creditStatus).toBe('deactivated');
    });

    it('withdraws an open offer and takes a new line when given', () => {
      const subject = customer({ creditStatus: 'approved', amountApproved: 5_000, ...offered });
      expect(subject.decide({ decision: 'deactivate', amount: 0 }).line).toBe(0);
      expect(subject).toMatchObject({ netTermsStatus: null, netTermsEnrollmentToken: null });
    });

    it('keeps an enrollment already accepted', () => {
      const subject = customer({ creditStatus: 'approved', netTermsStatus: 'enrolled' });
      subject.decide({ decision: 'deactivate' });
      expect(subject.netTermsStatus).toBe('enrolled');
    });
  });

  it('sets the rate only from decisions that name one', () => {
    const decisions: DecisionInput[] = [{ decision: 'declined' }, { decision: 'hold' }, { decision: 'deactivate' }];
    for (const input of decisions) {
      const subject = customer({ creditStatus: 'approved', advanceRate: 0.9 });
      subject.decide(input);
      expect(subject.advanceRate).toBe(0.9);
      subject.decide({ ...input, advanceRate: 0.4 });
      expect(subject.advanceRate).toBe(0.4);
    }
  });
});

describe('Customer past-due hold', () => {
  it.each(STATUSES)('applies to credit_status %s only when approved', (status) => {
    expect(customer({ creditStatus: status }).mayBeHeldPastDue()).toBe(status === 'approved');
  });
});

describe('Customer enrollment offer', () => {
  it('closes an offer into the given status, keeping the token for the page', () => {
    const subject = customer({ creditStatus: 'approved', ...offered });
    subject.closeEnrollment('enrolled');
    expect(subject).toMatchObject({
      netTermsStatus: 'enrolled',
      netTermsEnrollmentUrl: null,
      netTermsEnrollmentExpiresAt: null,
      netTermsEnrollmentToken: 'tok',
    });
  });

  it('withdraws only an open offer', () => {
    const expired = customer({ netTermsStatus: 'enrollment_expired', netTermsEnrollmentToken: 'tok' });
    expired.withdrawEnrollment();
    expect(expired).toMatchObject({ netTermsStatus: 'enrollment_expired', netTermsEnrollmentToken: 'tok' });
  });
});
