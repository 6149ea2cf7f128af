import { buildOperationRequest, Operation } from '@netline/catalogue';
import { ApiError, Charge, Customer, Dispute, Invoice, priceAdvance, RpcRequest, toCents, toDollars } from '@netline/contracts';
import { RpcClient } from '@netline/messaging/client';
import { McpCaller } from '../auth/caller';
import { JsonSchema } from './json-schema';

/**
 * The tools that move money, and so answer a preview until the call is confirmed (docs/mcp.md,
 * "Previews and confirmation"): sending an invoice (with or without an advance), capturing a charge,
 * creating a credit note (or resolving a dispute, which creates one), voiding or canceling an invoice,
 * and a partner's forwarded payment.
 */
export const PREVIEWED_TOOLS: ReadonlySet<string> = new Set([
  'send_invoice',
  'capture_charge',
  'create_credit_note',
  'resolve_dispute',
  'void_invoice',
  'cancel_invoice',
  'create_payment',
]);

/** The rates an advance is priced at when the customer has none of its own: billing's settings. */
export interface AdvanceSettings {
  ADVANCE_RATE: number;
  ADVANCE_FEE_RATE: number;
}

/** One line of what a call would move: which balance, by how much (US dollars, signed), and why. */
export interface LedgerMovement {
  account: string;
  change: number;
  description: string;
}

/** What a preview says, before the handle is added. */
export interface PreviewFacts {
  action: string;
  amounts: Record<string, number>;
  advance: { rate: number; fee_rate: number; amount_advance: number; amount_advance_fee: number; net_payout: number } | null;
  customer_credit: { customer_id: string; available_before: number; available_after: number } | null;
  ledger: LedgerMovement[];
  /** What the data read for the preview shows would make the service refuse the call; the service decides at confirmation. */
  refusals: string[];
}

/** A preview as the tool answers it: `preview: true`, the facts and the handle that confirms the call. */
export type Preview = { preview: true; tool: string } & PreviewFacts & { confirmation: string; expires_at: string };

const money = (description: string): JsonSchema => ({ type: 'number', description });
const LEDGER_SCHEMA: JsonSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      account: { type: 'string', description: 'The balance that moves, as kind:id, e.g. invoice_balance:inv_…' },
      change: money('US dollars; negative when the balance goes down'),
      description: { type: 'string' },
    },
    required: ['account', 'change', 'description'],
    additionalProperties: false,
  },
};

/** The output schema of a preview; a previewed tool's output schema is `anyOf` its resource and this. */
export const PREVIEW_SCHEMA: JsonSchema = {
  type: 'object',
  description: 'What the call would do; nothing has changed. The same call with `confirmation` set to the handle does it.',
  properties: {
    preview: { type: 'boolean', const: true },
    tool: { type: 'string' },
    action: { type: 'string' },
    amounts: { type: 'object', additionalProperties: { type: 'number' }, description: 'US dollars' },
    advance: {
      anyOf: [
        {
          type: 'object',
          properties: {
            rate: { type: 'number' },
            fee_rate: { type: 'number' },
            amount_advance: money('The advance'),
            amount_advance_fee: money("Netline's fee on the advance"),
            net_payout: money('The advance less its fee, paid out'),
          },
          required: ['rate', 'fee_rate', 'amount_advance', 'amount_advance_fee', 'net_payout'],
          additionalProperties: false,
        },
        { type: 'null' },
      ],
    },
    customer_credit: {
      anyOf: [
        {
          type: 'object',
          properties: {
            customer_id: { type: 'string' },
            available_before: money("The customer's available credit now"),
            available_after: money("The customer's available credit after the call"),
          },
          required: ['customer_id', 'available_before', 'available_after'],
          additionalProperties: false,
        },
        { type: 'null' },
      ],
    },
    ledger: LEDGER_SCHEMA,
    refusals: { type: 'array', items: { type: 'string' }, description: 'Why the service would refuse the call, as far as the records show now' },
    confirmation: { type: 'string', description: 'The handle that confirms this call' },
    expires_at: { type: 'string', format: 'date-time' },
  },
  required: ['preview', 'tool', 'action', 'amounts', 'advance', 'customer_credit', 'ledger', 'refusals', 'confirmation', 'expires_at'],
  additionalProperties: false,
};

/** A read through the caller's own tool set, so a preview sees exactly what the caller may see. */
type Read = <T>(operationId: string, params: Record<string, string>) => Promise<{ ok: true; data: T } | { ok: false; error: ApiError }>;

/** Cents arithmetic on dollar amounts, back to dollars. */
const cents = (dollars: number) => toCents(dollars);
const dollars = (amount: number) => toDollars(amount);

/**
 * Works out a previewed tool's preview from the services' read operations (get invoice, customer, charge),
 * asked with the caller's principal. A read refused (not found, forbidden) refuses the preview the same
 * way; nothing is written anywhere.
 */
export class PreviewBuilder {
  constructor(
    private readonly rpc: RpcClient,
    private readonly advance: AdvanceSettings,
  ) {}

  async build(
    caller: McpCaller,
    operations: (operationId: string) => Operation | undefined,
    tool: string,
    request: RpcRequest,
    requestId: string,
  ): Promise<{ ok: true; facts: PreviewFacts } | { ok: false; error: ApiError }> {
    const read: Read = async <T>(operationId: string, params: Record<string, string>) => {
      const operation = operations(operationId);
      if (!operation) throw new Error(`the ${caller.toolSet} tool set has no ${operationId}`);
      const built = buildOperationRequest(operation, { params, query: {}, body: undefined }, { principal: caller.principal, requestId });
      if (!built.ok) return { ok: false as const, error: { status: 404, type: 'not_found_error', message: `${operation.summary}: not found` } as ApiError };
      const reply = await this.rpc.request(operation.subject, built.request);
      return reply.ok ? { ok: true as const, data: reply.data as T } : { ok: false as const, error: reply.error };
    };
    const params = request.params;
    const body = (request.body ?? {}) as Record<string, unknown>;
    try {
      switch (tool) {
        case 'send_invoice':
          return await this.send(read, params.invoice_id);
        case 'void_invoice':
          return await this.endInvoice(read, params.invoice_id, 'void');
        case 'cancel_invoice':
          return await this.endInvoice(read, params.invoice_id, 'cancel');
        case 'create_credit_note':
          return await this.creditNote(read, String(body.invoice_id), Number(body.amount));
        case 'resolve_dispute':
          return await this.resolveDispute(read, params.dispute_id, Number(body.amount));
        case 'create_payment':
          return await this.payment(read, String(body.invoice_id), Number(body.amount));
        case 'capture_charge':
          return await this.capture(read, params.charge_id, body.amount === undefined ? undefined : Number(body.amount));
        default:
          throw new Error(`no preview for ${tool}`);
      }
    } catch (error) {
      if (error instanceof ReadRefused) return { ok: false, error: error.error };
      throw error;
    }
  }

  private async send(read: Read, invoiceId: string): Promise<{ ok: true; facts: PreviewFacts }> {
    const invoice = await must(read<Invoice>('fetchInvoice', { invoice_id: invoiceId }));
    const customer = await must(read<Customer>('fetchCustomer', { customer_id: invoice.customer_id }));
    const amount = cents(invoice.amount_due);
    const refusals: string[] = [];
    if (invoice.voided || invoice.canceled) refusals.push(`The invoice is ${invoice.voided ? 'voided' : 'canceled'}; it cannot be sent`);
    const alreadySent = invoice.sent_at !== null;
    if (alreadySent) refusals.push('The invoice is already sent; sending it again changes nothing');
    const available = cents(customer.amount_available);
    let advance: PreviewFacts['advance'] = null;
    const ledger: LedgerMovement[] = [];
    if (!alreadySent) {
      ledger.push({
        account: `customer_credit:${customer.id}`,
        change: dollars(-amount),
        description: "The invoice's amount is reserved on the customer's credit line",
      });
      ledger.push({ account: `invoice_balance:${invoice.id}`, change: dollars(amount), description: 'The customer owes the invoice' });
    }
    if (invoice.advance_requested && !alreadySent) {
      // Billing's conditions of an advance (docs in the send_invoice tool): the PDF, an approved customer, enough credit.
      if (!invoice.merchant_invoice_uploaded && !invoice.merchant_invoice_url) refusals.push('(a) Netline holds no PDF of the invoice');
      if (customer.credit_status !== 'approved') refusals.push('(b) the customer is not approved');
      if (available < amount) refusals.push("(c) the customer's available credit does not cover the amount");
      const rate = customer.advance_rate ?? this.advance.ADVANCE_RATE;
      const priced = priceAdvance(amount, rate, this.advance.ADVANCE_FEE_RATE);
      advance = {
        rate,
        fee_rate: this.advance.ADVANCE_FEE_RATE,
        amount_advance: dollars(priced.amountAdvance),
        amount_advance_fee: dollars(priced.amountAdvanceFee),
        net_payout: dollars(priced.amountPayoutDue),
      };
      ledger.push({ account: 'merchant_payouts', change: dollars(priced.amountPayoutDue), description: 'The advance less its fee, paid out to the merchant' });
      ledger.push({ account: 'netline_fees', change: dollars(priced.amountAdvanceFee), description: "Netline's advance fee" });
    } else if (!alreadySent && available < amount) {
      refusals.push("The customer's available credit does not cover the amount");
    }
    return {
      ok: true,
      facts: {
        action: `Send invoice ${invoice.id} to customer ${customer.id}${invoice.advance_requested ? ', with an advance' : ''}`,
        amounts: { amount_due: invoice.amount_due },
        advance,
        customer_credit: {
          customer_id: customer.id,
          available_before: dollars(available),
          available_after: dollars(alreadySent ? available : available - amount),
        },
        ledger,
        refusals,
      },
    };
  }

  private async endInvoice(read: Read, invoiceId: string, kind: 'void' | 'cancel'): Promise<{ ok: true; facts: PreviewFacts }> {
    const invoice = await must(read<Invoice>('fetchInvoice', { invoice_id: invoiceId }));
    const customer = await must(read<Customer>('fetchCustomer', { customer_id: invoice.customer_id }));
    const balance = cents(invoice.amount_balance);
    const refusals: string[] = [];
    if (invoice.sent_at === null) refusals.push(`Only a sent invoice can be ${kind === 'void' ? 'voided' : 'canceled'}`);
    if (invoice.voided || invoice.canceled) refusals.push(`The invoice is already ${invoice.voided ? 'voided' : 'canceled'}`);
    if (kind === 'void' && (invoice.amount_paid > 0 || invoice.amount_pending > 0 || invoice.amount_credited > 0)) {
      refusals.push('The invoice has payments or credit notes; it cannot be voided (cancel its unpaid remainder instead)');
    }
    const moves = refusals.length === 0 && balance > 0;
    const available = cents(customer.amount_available);
    const label = kind === 'void' ? 'voided' : 'canceled';
    return {
      ok: true,
      facts: {
        action: `${kind === 'void' ? 'Void' : 'Cancel the unpaid remainder of'} invoice ${invoice.id}`,
        amounts: { amount_due: invoice.amount_due, amount_balance: invoice.amount_balance, [`amount_${label}`]: moves ? invoice.amount_balance : 0 },
        advance: null,
        customer_credit: { customer_id: customer.id, available_before: dollars(available), available_after: dollars(moves ? available + balance : available) },
        ledger: moves
          ? [
              { account: `invoice_balance:${invoice.id}`, change: dollars(-balance), description: `The invoice's balance is ${label}` },
              { account: `customer_credit:${customer.id}`, change: dollars(balance), description: "The reservation is released on the customer's credit line" },
            ]
          : [],
        refusals,
      },
    };
  }

  /** A dispute's resolution is a credit note on its invoice: the same facts, with the dispute's own refusals. */
  private async resolveDispute(read: Read, disputeId: string, amount: number): Promise<{ ok: true; facts: PreviewFacts }> {
    const dispute = await must(read<Dispute>('fetchDispute', { dispute_id: disputeId }));
    const preview = await this.creditNote(read, dispute.invoice_id, amount);
    const refusals: string[] = [];
    if (dispute.status !== 'open') refusals.push(`The dispute is already ${dispute.status}`);
    if (cents(amount) > cents(dispute.amount)) refusals.push(`The credit (${amount}) is more than the disputed amount (${dispute.amount})`);
    const moves = refusals.length === 0;
    const facts = preview.facts;
    return {
      ok: true,
      facts: {
        ...facts,
        action: `Resolve dispute ${dispute.id} with a credit of ${amount} on invoice ${dispute.invoice_id}`,
        amounts: { ...facts.amounts, amount_disputed: dispute.amount },
        ledger: moves ? facts.ledger : [],
        customer_credit:
          moves || facts.customer_credit === null
            ? facts.customer_credit
            : { ...facts.customer_credit, available_after: facts.customer_credit.available_before },
        refusals: [...refusals, ...facts.refusals],
      },
    };
  }

  private async creditNote(read: Read, invoiceId: string, amount: number): Promise<{ ok: true; facts: PreviewFacts }> {
    const invoice = await must(read<Invoice>('fetchInvoice', { invoice_id: invoiceId }));
    const customer = await must(read<Customer>('fetchCustomer', { customer_id: invoice.customer_id }));
    const credit = cents(amount);
    const balance = cents(invoice.amount_balance);
    const refusals: string[] = [];
    if (invoice.voided || invoice.canceled) refusals.push(`The invoice is ${invoice.voided ? 'voided' : 'canceled'}`);
    if (credit > balance) refusals.push(`The credit note (${amount}) is more than the invoice's balance (${invoice.amount_balance})`);
    const available = cents(customer.amount_available);
    const moves = refusals.length === 0;
    const ledger: LedgerMovement[] = moves
      ? [
          { account: `invoice_balance:${invoice.id}`, change: dollars(-credit), description: 'The credit note is applied to the invoice' },
          { account: `customer_credit:${customer.id}`, change: dollars(credit), description: "The credited amount is freed on the customer's credit line" },
          ...(invoice.advanced
            ? [
                {
                  account: 'merchant_payouts',
                  change: dollars(-credit),
                  description: 'Taken back from the merchant: the customer will pay that much less of what Netline advanced',
                },
              ]
            : []),
        ]
      : [];
    return {
      ok: true,
      facts: {
        action: `Credit ${amount} on invoice ${invoice.id}`,
        amounts: { amount: dollars(credit), amount_balance_before: invoice.amount_balance, amount_balance_after: dollars(moves ? balance - credit : balance) },
        advance: null,
        customer_credit: { customer_id: customer.id, available_before: dollars(available), available_after: dollars(moves ? available + credit : available) },
        ledger,
        refusals,
      },
    };
  }

  private async payment(read: Read, invoiceId: string, amount: number): Promise<{ ok: true; facts: PreviewFacts }> {
    const invoice = await must(read<Invoice & { merchant_id?: string }>('fetchInvoice', { invoice_id: invoiceId }));
    const paid = cents(amount);
    const balance = cents(invoice.amount_balance);
    const refusals: string[] = [];
    if (invoice.sent_at === null || invoice.voided || invoice.canceled || invoice.fully_paid) refusals.push('The invoice must be sent and open');
    if (paid > balance) refusals.push(`The amount (${amount}) is more than the invoice's balance (${invoice.amount_balance})`);
    const moves = refusals.length === 0;
    return {
      ok: true,
      facts: {
        action: `Forward a payment of ${amount} for invoice ${invoice.id}`,
        amounts: { amount: dollars(paid), amount_balance_before: invoice.amount_balance, amount_balance_after: dollars(moves ? balance - paid : balance) },
        advance: null,
        customer_credit: null,
        ledger: moves
          ? [
              { account: `payee_bank_account:${invoice.merchant_id ?? 'payee'}`, change: dollars(-paid), description: "Drawn from the payee's bank account" },
              { account: `invoice_balance:${invoice.id}`, change: dollars(-paid), description: 'Applied to the invoice once the payment is paid' },
            ]
          : [],
        refusals,
      },
    };
  }

  private async capture(read: Read, chargeId: string, amount: number | undefined): Promise<{ ok: true; facts: PreviewFacts }> {
    const charge = await must(read<Charge>('fetchCharge', { charge_id: chargeId }));
    const customer = await must(read<Customer>('fetchCustomer', { customer_id: charge.customer_id }));
    const authorized = cents(charge.amount);
    const captured = amount === undefined ? authorized : cents(amount);
    const refusals: string[] = [];
    if (charge.captured) refusals.push('The charge is already captured');
    if (charge.canceled) refusals.push('A canceled charge cannot be captured');
    if (captured > authorized) refusals.push(`At most ${charge.amount} of this charge can be captured`);
    const moves = refusals.length === 0;
    const available = cents(customer.amount_available);
    const released = moves ? authorized - captured : 0;
    return {
      ok: true,
      facts: {
        action: `Capture ${dollars(captured)} of charge ${charge.id}; the capture becomes a sent invoice`,
        amounts: { amount_authorized: charge.amount, amount_captured: dollars(captured), amount_released: dollars(released) },
        advance: null,
        customer_credit: { customer_id: customer.id, available_before: dollars(available), available_after: dollars(available + released) },
        ledger: moves
          ? [
              {
                account: `customer_credit:${customer.id}`,
                change: dollars(released),
                description: "What is not captured of the authorization is released on the customer's credit line",
              },
              { account: 'invoice_balance:new', change: dollars(captured), description: 'The customer owes the new invoice' },
            ]
          : [],
        refusals,
      },
    };
  }
}

class ReadRefused extends Error {
  constructor(readonly error: ApiError) {
    super(error.message);
  }
}

async function must<T>(reply: Promise<{ ok: true; data: T } | { ok: false; error: ApiError }>): Promise<T> {
  const answer = await reply;
  if (!answer.ok) throw new ReadRefused(answer.error);
  return answer.data;
}
