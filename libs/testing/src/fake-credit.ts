import { CreditFigures, CreditSubjects, Customer, CustomerSubjects, DomainError, NotFoundError } from '@netline/contracts';
import { FakePeer } from './fake-peer';

/** One customer's line as the fake keeps it, in cents. */
export interface FakeLine {
  merchantId: string;
  customerId: string;
  creditStatus: Customer['credit_status'];
  approvedCents: number;
  advanceRate: number | null;
  defaultTerms: Customer['default_terms'];
  /** Open reservations by invoice id. */
  reserved: Map<string, number>;
  /** The customer's accounts-payable and contact addresses (default ap@ and buyer@example.com). */
  apEmail?: string;
  email?: string;
}

/**
 * Credit as billing and treasury see it over NATS (customers, figures, reservations), kept in memory:
 * a reservation is idempotent by invoice id, a release by its key, and the refusals carry credit's own
 * codes (`CREDIT.CUSTOMER_NOT_APPROVED`, `CREDIT.INSUFFICIENT_CREDIT`, `CREDIT.RESERVATION_NOT_FOUND`).
 * The rules of credit itself are tested in credit's own suites; this keeps only what a caller relies on.
 */
export class FakeCredit {
  readonly lines = new Map<string, FakeLine>();
  /** Runs as a reservation arrives, before it is decided: where a test stages what happened meanwhile. */
  beforeReserve: ((line: FakeLine) => void) | undefined;
  private readonly releases = new Set<string>();

  private constructor(readonly peer: FakePeer) {}

  static async start(config: { NATS_URL: string; NETLINE_NAMESPACE: string }): Promise<FakeCredit> {
    const credit = new FakeCredit(await FakePeer.start(config, 'fake-credit'));
    await credit.peer.answer(CustomerSubjects.get, (message) => credit.customer(credit.line(message.principal?.merchant_id ?? '', message.params.customer_id)));
    // Which merchant of a caller's scope owns the customer (treasury names it on payout transactions).
    await credit.peer.answer(CustomerSubjects.locate, ({ body }) => {
      const line = [...credit.lines.values()].find(
        (candidate) => candidate.customerId === body.customer_id && body.merchant_ids.includes(candidate.merchantId),
      );
      if (!line) throw new NotFoundError('Customer');
      return { merchant_id: line.merchantId, customer_id: line.customerId, business_name: credit.customer(line).business_name };
    });
    await credit.peer.answer(CreditSubjects.figures, ({ body }) => credit.figures(credit.line(body.merchant_id, body.customer_id)));
    await credit.peer.answer(CreditSubjects.unappliedPayments, ({ body }) => ({
      customers: body.customer_ids.flatMap((id) => {
        const line = credit.lines.get(`${body.merchant_id}/${id}`);
        return line ? [{ customer_id: id, amount_unapplied_payments: credit.figures(line).amount_unapplied_payments }] : [];
      }),
    }));
    await credit.peer.answer(CreditSubjects.reserve, ({ body }) => {
      const line = credit.line(body.merchant_id, body.customer_id);
      if (line.reserved.has(body.invoice_id)) return credit.figures(line);
      credit.beforeReserve?.(line);
      credit.take(line, body.amount);
      line.reserved.set(body.invoice_id, body.amount);
      return credit.figures(line);
    });
    await credit.peer.answer(CreditSubjects.enlarge, ({ body }) => {
      const line = credit.line(body.merchant_id, body.customer_id);
      const held = line.reserved.get(body.invoice_id);
      if (held === undefined) throw new NotFoundError('Reservation', 'CREDIT.RESERVATION_NOT_FOUND');
      if (credit.releases.has(body.key)) return credit.figures(line);
      credit.take(line, body.amount);
      credit.releases.add(body.key);
      line.reserved.set(body.invoice_id, held + body.amount);
      return credit.figures(line);
    });
    await credit.peer.answer(CreditSubjects.release, ({ body }) => {
      const line = credit.line(body.merchant_id, body.customer_id);
      const held = line.reserved.get(body.invoice_id);
      if (held === undefined) throw new NotFoundError('Reservation', 'CREDIT.RESERVATION_NOT_FOUND');
      if (!credit.releases.has(body.key)) {
        credit.releases.add(body.key);
        line.reserved.set(body.invoice_id, held - Math.min(held, body.amount ?? held));
      }
      return credit.figures(line);
    });
    return credit;
  }

  /** Opens a line: approved for `approvedCents` unless `creditStatus` says otherwise. */
  open(
    merchantId: string,
    customerId: string,
    approvedCents: number,
    overrides: Partial<Omit<FakeLine, 'merchantId' | 'customerId' | 'reserved'>> = {},
  ): FakeLine {
    const line: FakeLine = {
      merchantId,
      customerId,
      creditStatus: 'approved',
      approvedCents,
      advanceRate: null,
      defaultTerms: null,
      reserved: new Map(),
      ...overrides,
    };
    this.lines.set(`${merchantId}/${customerId}`, line);
    return line;
  }

  /** What the line holds for one invoice (0 once released). */
  reservedFor(merchantId: string, customerId: string, invoiceId: string): number {
    return this.line(merchantId, customerId).reserved.get(invoiceId) ?? 0;
  }

  close(): Promise<void> {
    return this.peer.close();
  }

  private line(merchantId: string, customerId: string): FakeLine {
    const line = this.lines.get(`${merchantId}/${customerId}`);
    if (!line) throw new NotFoundError('Customer');
    return line;
  }

  private balance(line: FakeLine): number {
    let total = 0;
    for (const amount of line.reserved.values()) total += amount;
    return total;
  }

  private take(line: FakeLine, amount: number): void {
    if (line.creditStatus !== 'approved') {
      throw new DomainError(
        'CREDIT.CUSTOMER_NOT_APPROVED',
        'invalid_request',
        `The customer is not approved for credit (credit_status is ${line.creditStatus ?? 'null'})`,
      );
    }
    const available = line.approvedCents - this.balance(line);
    if (amount > available) {
      throw new DomainError(
        'CREDIT.INSUFFICIENT_CREDIT',
        'invalid_request',
        `insufficient available credit: ${(available / 100).toFixed(2)} available, ${(amount / 100).toFixed(2)} requested`,
      );
    }
  }

  private figures(line: FakeLine): CreditFigures {
    const balance = this.balance(line);
    return {
      customer_id: line.customerId,
      credit_status: line.creditStatus,
      amount_approved: line.approvedCents,
      amount_balance: balance,
      amount_authorized: 0,
      amount_unapplied_payments: 0,
      amount_available: Math.max(0, line.approvedCents - balance),
      advance_rate: line.advanceRate,
    };
  }

  private customer(line: FakeLine): Customer {
    const figures = this.figures(line);
    const at = '2030-01-01T00:00:00.000Z';
    return {
      id: line.customerId,
      created_at: at,
      updated_at: at,
      source: 'API',
      business_address: '1 Main St',
      business_city: 'Springfield',
      business_state: 'IL',
      business_zip: '62701',
      business_country: 'US',
      business_age_range: null,
      business_ap_email: line.apEmail ?? 'ap@example.com',
      business_ap_phone: null,
      business_ap_phone_extension: null,
      business_name: 'Globex Wholesale',
      business_trade_name: null,
      business_phone: null,
      business_type: null,
      email: line.email ?? 'buyer@example.com',
      personal_name_first: null,
      personal_name_last: null,
      personal_phone: null,
      amount_approved: figures.amount_approved / 100,
      amount_authorized: 0,
      amount_available: figures.amount_available / 100,
      amount_balance: figures.amount_balance / 100,
      amount_unapplied_payments: 0,
      default_terms: line.defaultTerms,
      advance_rate: line.advanceRate,
      credit_status: line.creditStatus,
      net_terms_status: null,
      net_terms_enrollment_url: null,
      net_terms_enrollment_expires_at: null,
      credit_check_requested_at: null,
      archived: false,
      duns_number: null,
      credit_decisions: [],
    };
  }
}
