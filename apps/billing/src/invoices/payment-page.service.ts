import { Inject, Injectable } from '@nestjs/common';
import { DomainError, InvoicePaymentForm, RawReplyBody } from '@netline/contracts';
import { CONFIG, InjectLogger } from '@netline/messaging';
import { Logger } from '@netline/observability';
import { Clock } from '@netline/persistence';
import { BillingConfig } from '../config';
import { CreditClient } from '../credit.client';
import { Invoice } from './invoice.entity';
import { InvoiceNotFoundError } from './invoice.errors';
import { formatMoney } from './invoice-pdf';
import { documentPath } from './invoice.presenter';
import { InvoicesRepository } from './invoices.repository';
import { checkPaymentForm, PaymentFormTokens } from './payment-form';
import { Alert, InvoiceView, notFoundPage, OnlineSection, paymentPage, receiptPage } from './payment-page';
import { remittanceFor } from './remittance';
import { TreasuryClient } from './treasury.client';

/** Whether the invoice can take a payment now: sent, something owed, neither voided nor canceled. */
const payable = (invoice: Invoice) => invoice.sent && !invoice.voided && !invoice.canceled && invoice.amountBalance > 0;

/**
 * The hosted payment page (`GET /invoices/pay/{token}`) and its "Pay online" form
 * (`POST /invoices/pay/{token}`), both public: the 32-character token in the address is the only
 * credential, and the page is all the buyer sees, so every outcome of a submission is a page.
 *
 * A submission is taken in this order (docs/payments.md, "Paying online"):
 * 1. the token names a sent invoice (else 404);
 * 2. the form's `form_id` and `form_token` were issued by this page for this invoice (PaymentFormTokens;
 *    else 403, nothing else is looked at);
 * 3. a payment this form already made is answered with its receipt (a double click, a resubmitted page),
 *    and otherwise the form must be less than an hour old (else 403);
 * 4. the invoice can take a payment (else 409) and online payment is offered (treasury's provider;
 *    else 409);
 * 5. the fields are well formed and the amount is at most the balance (else 400, naming each field);
 * 6. treasury takes the payment through the provider and records it as any payment; a decline is 402
 *    with the provider's reason, nothing recorded; too many declines on the invoice is 429.
 * Then the receipt: the payment and the invoice as it now stands. Billing learns of the payment the way it
 * learns of every payment (treasury asks it to apply the payment while paying it; the receipt email
 * follows `payment.paid`, PaymentsConsumer).
 */
@Injectable()
export class PaymentPages {
  private readonly forms: PaymentFormTokens;

  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly credit: CreditClient,
    private readonly treasury: TreasuryClient,
    private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: BillingConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {
    this.forms = new PaymentFormTokens(config.SECRET_HMAC_KEY);
  }

  /** GET /invoices/pay/{token} (public): the page of a sent invoice. */
  async show(token: string): Promise<RawReplyBody> {
    const invoice = await this.invoices.findByToken(token);
    if (!invoice || !invoice.sent) throw new InvoiceNotFoundError();
    return paymentPage(await this.view(invoice), await this.online(invoice));
  }

  /** POST /invoices/pay/{token} (public): the buyer's "Pay online" form. */
  async pay(token: string, form: InvoicePaymentForm): Promise<RawReplyBody> {
    const invoice = await this.invoices.findByToken(token);
    if (!invoice || !invoice.sent) return notFoundPage();
    const verdict = this.forms.verify(token, form.form_id, form.form_token, this.clock.now());
    if (verdict === 'invalid') {
      return this.again(invoice, 403, {
        state: 'form_invalid',
        title: 'This payment form was not issued by this page',
        lines: ['Nothing was charged. Fill in the form below again.'],
      });
    }
    const formId = form.form_id as string;
    try {
      return await this.take(token, invoice, form, verdict);
    } catch (error) {
      return this.refusal(invoice, error, { formId, formToken: form.form_token as string, amount: form.amount });
    }
  }

  /** Steps 3 to 6 for a form this page issued; treasury's refusals and silences go to `refusal`. */
  private async take(token: string, invoice: Invoice, form: InvoicePaymentForm, verdict: 'valid' | 'expired'): Promise<RawReplyBody> {
    const formId = form.form_id as string;
    // A form this page issued that already paid answers its receipt, however long ago it was served.
    const taken = await this.treasury.onlineSubmission(invoice.merchantId, formId);
    if (taken.payment) return receiptPage(await this.view(invoice), taken.payment, null, true);
    if (verdict === 'expired') {
      return this.again(invoice, 403, {
        state: 'form_expired',
        title: 'This payment form has expired',
        lines: ['Nothing was charged. Fill in the form below again.'],
      });
    }
    if (!payable(invoice)) {
      return this.again(invoice, 409, {
        state: 'not_payable',
        title: 'This invoice cannot take a payment',
        lines: [invoice.voided || invoice.canceled ? `It is ${invoice.voided ? 'voided' : 'canceled'}.` : 'Nothing is owed on it.', 'Nothing was charged.'],
      });
    }
    const options = await this.treasury.onlineOptions();
    if (!options.provider) {
      return this.again(invoice, 409, {
        state: 'online_unavailable',
        title: 'Online payment is not offered',
        lines: ['Nothing was charged. Pay by bank transfer with the details below.'],
      });
    }
    const checked = checkPaymentForm(form, { balance: invoice.amountBalance, methods: options.methods });
    if (!checked.ok) {
      return this.again(
        invoice,
        400,
        { state: 'invalid', title: 'Please correct the form', lines: [...checked.problems.map((problem) => problem.message), 'Nothing was charged.'] },
        form.amount,
      );
    }
    const view = await this.view(invoice);
    const reply = await this.treasury.payOnline({
      merchant_id: invoice.merchantId,
      customer_id: invoice.customerId,
      invoice_id: invoice.id,
      amount: checked.payment.amount,
      currency: 'usd',
      idempotency_key: formId,
      description: `Invoice ${invoice.number} from ${view.merchantName}`.slice(0, 200),
      instrument: checked.payment.instrument,
    });
    if (reply.outcome === 'declined') {
      return this.again(
        invoice,
        402,
        {
          state: 'declined',
          title: 'The payment was declined',
          lines: [reply.message, 'Nothing was charged. Check the details, or pay with another card or account.'],
        },
        form.amount,
      );
    }
    // Treasury had billing apply the payment before it answered: the invoice read now shows it.
    const after = (await this.invoices.findByToken(token)) ?? invoice;
    return receiptPage({ ...view, invoice: after }, reply.payment, checked.payment.paidWith, reply.replayed);
  }

  /** Treasury's refusals as pages; anything else is not the buyer's to act on and goes up as an error. */
  private async refusal(invoice: Invoice, error: unknown, sameForm: { formId: string; formToken: string; amount?: string }): Promise<RawReplyBody> {
    if (!(error instanceof DomainError)) throw error;
    if (error.code === 'TREASURY.ONLINE_PAYMENT_DECLINES_EXCEEDED') {
      return this.again(invoice, 429, {
        state: 'too_many_declines',
        title: 'Too many declined payments',
        lines: [error.message, 'Pay by bank transfer with the details below.'],
      });
    }
    if (error.code === 'TREASURY.ONLINE_PAYMENT_REFUSED' || error.code === 'TREASURY.ONLINE_PAYMENTS_UNAVAILABLE') {
      return this.again(
        invoice,
        409,
        { state: 'refused', title: 'The payment was not taken', lines: [error.message, 'Nothing was charged.'] },
        sameForm.amount,
      );
    }
    if (error.kind === 'unavailable') {
      // Treasury did not answer (the payment may or may not have been taken): the page keeps this very
      // form, so sending it again can never pay twice.
      this.logger.warn({ err: error, invoice_id: invoice.id }, 'online payment not confirmed; the page offers the same form again');
      return this.again(
        invoice,
        503,
        {
          state: 'not_confirmed',
          title: 'The payment could not be confirmed',
          lines: ['Submit the form again in a moment: the same form is never charged twice.'],
        },
        sameForm.amount,
        sameForm,
      );
    }
    throw error;
  }

  /** The page again with an alert, a fresh form (or `sameForm`) and what the buyer typed as the amount. */
  private async again(
    invoice: Invoice,
    status: number,
    alert: Alert,
    amount?: string,
    sameForm?: { formId: string; formToken: string },
  ): Promise<RawReplyBody> {
    return paymentPage(await this.view(invoice), await this.online(invoice, amount, sameForm), alert, status);
  }

  private async view(invoice: Invoice): Promise<InvoiceView> {
    const merchantName = await this.credit.merchantName(invoice.subMerchantId ?? invoice.merchantId);
    const documentUrl = invoice.resolveInvoiceStatus === 'completed' ? `${this.config.PUBLIC_BASE_URL}${documentPath(invoice)}` : null;
    return { invoice, merchantName, documentUrl, remittance: remittanceFor(this.config, invoice) };
  }

  /** The forms, issued for this page, when the invoice can take a payment and treasury offers online payment. */
  private async online(invoice: Invoice, amount?: string, sameForm?: { formId: string; formToken: string }): Promise<OnlineSection> {
    if (!payable(invoice)) return null;
    let options;
    try {
      options = await this.treasury.onlineOptions();
    } catch (error) {
      // The page still shows what is owed and how to pay by bank.
      this.logger.warn({ err: error, invoice_id: invoice.id }, 'online payment options unavailable; page served without the form');
      return { unavailable: 'Online payment is unavailable right now: try again shortly, or pay by bank transfer with the details below.' };
    }
    if (!options.provider) return { unavailable: 'Online payment is not offered for this invoice: pay by bank transfer with the details below.' };
    const issued = sameForm ?? this.forms.issue(invoice.publicToken, this.clock.now());
    const prefill = amount !== undefined && amount.trim() !== '' ? amount.trim() : formatMoney(invoice.amountBalance).replace(/[$,]/g, '');
    return { form: { ...issued, options, amount: prefill } };
  }
}
