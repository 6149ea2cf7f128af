import { Inject, Injectable } from '@nestjs/common';
import { ListEnvelope, ListQuery, NotFoundError, Principal, RawReplyBody, Statement, toDollars, listEnvelope } from '@netline/contracts';
import { CONFIG } from '@netline/messaging';
import { MerchantClock } from '@netline/persistence';
import { BillingConfig } from '../config';
import { CreditClient } from '../credit.client';
import { remittanceFor } from '../invoices/remittance';
import { buildStatement, monthOf, StatementFigures } from './statement-ledger';
import { renderStatementPdf } from './statement-pdf';
import { StatementsRepository, StoredStatement } from './statements.repository';

export class StatementNotFoundError extends NotFoundError {
  constructor() {
    super('Statement', 'BILLING.STATEMENT_NOT_FOUND');
  }
}

/**
 * The merchant's side of statements (docs/collections.md, "Statements"): a customer's closed months, the
 * running month computed now, one statement, and its PDF (the document the statement email carries).
 */
@Injectable()
export class StatementsService {
  constructor(
    private readonly statements: StatementsRepository,
    private readonly credit: CreditClient,
    private readonly clock: MerchantClock,
    @Inject(CONFIG) private readonly config: BillingConfig,
  ) {}

  async list(principal: Principal, customerId: string, query: ListQuery): Promise<ListEnvelope<Statement>> {
    // 404 for a customer that is not this merchant's, as credit answers it.
    await this.credit.customer(principal.merchant_id, customerId);
    return listEnvelope(query, await this.statements.list(principal.merchant_id, customerId, query), presentStored);
  }

  /** The running month up to the merchant's time now: computed, not stored (it has no id until it closes). */
  async current(principal: Principal, customerId: string): Promise<Statement> {
    await this.credit.customer(principal.merchant_id, customerId);
    const { figures, periodEnd, now } = await this.running(principal.merchant_id, customerId);
    return presentFigures(null, customerId, figures, { periodEnd, asOf: now, createdAt: null });
  }

  /** The running month's PDF as it stands now (the buyer portal's download; the month's own is written when it closes). */
  async currentPdf(principal: Principal, customerId: string): Promise<RawReplyBody> {
    await this.credit.customer(principal.merchant_id, customerId);
    const { figures } = await this.running(principal.merchant_id, customerId);
    return pdfReply(await this.document({ ...figures, id: null, merchantId: principal.merchant_id, customerId }));
  }

  private async running(merchantId: string, customerId: string): Promise<{ figures: StatementFigures; periodEnd: Date; now: Date }> {
    const now = await this.clock.now(merchantId);
    const month = monthOf(now);
    // Up to the next millisecond: what happened at `now` is in.
    const until = new Date(now.getTime() + 1);
    const rows = await this.statements.ledgerRows(merchantId, customerId, until);
    return { figures: buildStatement(rows, month.start, until), periodEnd: month.end, now };
  }

  async get(principal: Principal, id: string): Promise<Statement> {
    return presentStored(await this.find(principal.merchant_id, id));
  }

  /** GET /statements/{id}/pdf: rendered on request from the stored statement, which never changes. */
  async pdf(principal: Principal, id: string): Promise<RawReplyBody> {
    const statement = await this.find(principal.merchant_id, id);
    return pdfReply(await this.document(statement));
  }

  /** A closed statement of a merchant (the mail sender reads the one a message is about). */
  async find(merchantId: string, id: string): Promise<StoredStatement> {
    const statement = await this.statements.find(merchantId, id);
    if (!statement) throw new StatementNotFoundError();
    return statement;
  }

  /** The statement's PDF and its file name, with the parties as credit and identity name them now (`id` null: the running month). */
  async document(
    statement: StatementFigures & Pick<StoredStatement, 'merchantId' | 'customerId'> & { id: string | null },
  ): Promise<{ filename: string; content: Buffer }> {
    const [customer, merchantName] = await Promise.all([
      this.credit.customer(statement.merchantId, statement.customerId),
      this.credit.merchantName(statement.merchantId),
    ]);
    const content = await renderStatementPdf({
      id: statement.id,
      figures: statement,
      merchant: { name: merchantName, lines: [`Merchant ${statement.merchantId}`] },
      customer: {
        name: customer.business_name,
        lines: [
          customer.business_address,
          `${customer.business_city}, ${customer.business_state} ${customer.business_zip}`,
          customer.business_country,
          customer.business_ap_email,
        ],
      },
      remittance: remittanceFor(this.config, statement),
    });
    return { filename: statementFilename(statement), content };
  }
}

function pdfReply(document: { filename: string; content: Buffer }): RawReplyBody {
  return {
    content_type: 'application/pdf',
    body: document.content.toString('base64'),
    encoding: 'base64',
    headers: { 'content-disposition': `inline; filename="${document.filename}"`, 'cache-control': 'no-store' },
  };
}

export function statementFilename(statement: Pick<StatementFigures, 'periodStart'>): string {
  return `statement-${statement.periodStart.toISOString().slice(0, 7)}.pdf`;
}

function presentStored(statement: StoredStatement): Statement {
  return presentFigures(statement.id, statement.customerId, statement, {
    periodEnd: statement.periodEnd,
    asOf: statement.periodEnd,
    createdAt: statement.createdAt,
  });
}

/** Cents to the API's dollars; the figures' own end is the open statement's "now". */
function presentFigures(
  id: string | null,
  customerId: string,
  figures: StatementFigures,
  at: { periodEnd: Date; asOf: Date; createdAt: Date | null },
): Statement {
  return {
    id,
    object: 'statement',
    status: id ? 'closed' : 'open',
    customer_id: customerId,
    period_start: figures.periodStart.toISOString(),
    period_end: at.periodEnd.toISOString(),
    opening_balance: toDollars(figures.openingBalance),
    lines: figures.lines.map((line) => ({
      kind: line.kind,
      date: line.at.toISOString(),
      reference: line.reference,
      invoice_id: line.invoiceId,
      invoice_number: line.invoiceNumber,
      amount: toDollars(line.amount),
      balance: toDollars(line.balance),
    })),
    totals: {
      invoiced: toDollars(figures.totals.invoiced),
      paid: toDollars(figures.totals.paid),
      credited: toDollars(figures.totals.credited),
      voided: toDollars(figures.totals.voided),
    },
    closing_balance: toDollars(figures.closingBalance),
    aging: {
      current: toDollars(figures.aging.current),
      days_1_30: toDollars(figures.aging.days_1_30),
      days_31_60: toDollars(figures.aging.days_31_60),
      days_61_90: toDollars(figures.aging.days_61_90),
      days_over_90: toDollars(figures.aging.days_over_90),
    },
    as_of: at.asOf.toISOString(),
    created_at: at.createdAt?.toISOString() ?? null,
  };
}
