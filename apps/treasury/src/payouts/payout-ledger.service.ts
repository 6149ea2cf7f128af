import { Inject, Injectable } from '@nestjs/common';
import { BillingCreditNoteAppliedData, InvoiceAdvancedData, PayoutTransactionType } from '@netline/contracts';
import { CONFIG } from '@netline/messaging';
import { IdGenerator } from '@netline/persistence';
import { EntityManager } from 'typeorm';
import { TreasuryConfig } from '../config';
import { feeOf, monthOf } from '../fees';
import { PayoutContext } from './payout-context';
import { PayoutTransaction } from './payout.entity';
import { PayoutsRepository } from './payouts.repository';

interface Booking {
  merchantId: string;
  subMerchantId?: string | null;
  type: PayoutTransactionType;
  sourceKey: string;
  gross: number;
  fee: number;
  customerId?: string | null;
  invoiceId?: string | null;
  invoiceNumber?: string | null;
  paymentId?: string | null;
  at: Date;
}

/**
 * Books payout transactions, each exactly once: every booking carries a `source_key` naming what caused
 * it (`advance:<invoice>`, `payment:<payment>:<invoice>`, `monthly_fee:<YYYY-MM>`, …) and the table holds
 * it unique per merchant, so a redelivered event or a second job run inserts nothing. All of it runs in
 * the caller's transaction (an inbox transaction, or a payment's status change).
 *
 * Signs: positive amounts are owed to the merchant, negative ones are taken back from it; always
 * `amount_net = amount_gross − amount_fee`.
 */
@Injectable()
export class PayoutLedger {
  constructor(
    private readonly payouts: PayoutsRepository,
    private readonly ids: IdGenerator,
    private readonly context: PayoutContext,
    @Inject(CONFIG) private readonly config: TreasuryConfig,
  ) {}

  /** `invoice.advanced`: Netline pays the merchant the advance less its advance fee. */
  bookAdvance(manager: EntityManager, merchantId: string, data: InvoiceAdvancedData, at: Date): Promise<boolean> {
    return this.book(manager, {
      merchantId,
      type: 'advance',
      sourceKey: `advance:${data.id}`,
      gross: data.amount_advance,
      fee: data.amount_advance_fee,
      customerId: data.customer_id,
      invoiceId: data.id,
      invoiceNumber: data.number,
      subMerchantId: data.sub_merchant_id,
      at,
    });
  }

  /**
   * `credit_note.applied` on an advanced invoice: the customer will pay that much less of what Netline
   * advanced, so it is taken back from the merchant. `credit_note.voided` gives it back.
   */
  bookCreditNote(manager: EntityManager, merchantId: string, data: BillingCreditNoteAppliedData, direction: 'applied' | 'voided', at: Date): Promise<boolean> {
    const amount = direction === 'applied' ? -data.amount : data.amount;
    return this.book(manager, {
      merchantId,
      type: 'credit_note',
      sourceKey: `credit_note:${direction}:${data.id}`,
      gross: amount,
      fee: 0,
      customerId: data.customer_id,
      invoiceId: data.invoice_id,
      invoiceNumber: data.invoice_number,
      subMerchantId: data.sub_merchant_id,
      at,
    });
  }

  /** A customer payment applied to a non-advanced invoice is forwarded to the merchant less PAYMENT_FEE_RATE. */
  bookForwardedPayment(
    manager: EntityManager,
    payment: { merchantId: string; id: string; customerId: string },
    invoice: { id: string; number: string | null; subMerchantId?: string | null },
    applied: number,
    at: Date,
  ): Promise<boolean> {
    return this.book(manager, {
      merchantId: payment.merchantId,
      subMerchantId: invoice.subMerchantId,
      type: 'payment',
      sourceKey: `payment:${payment.id}:${invoice.id}`,
      gross: applied,
      fee: feeOf(applied, this.config.PAYMENT_FEE_RATE),
      customerId: payment.customerId,
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      paymentId: payment.id,
      at,
    });
  }

  /** A forwarded payment that failed after it was paid: the exact opposite of its `payment` transaction. */
  async bookRefund(manager: EntityManager, payment: { merchantId: string; id: string }, invoiceId: string, at: Date): Promise<boolean> {
    const forwarded = await this.payouts.transactionBySource(manager, payment.merchantId, `payment:${payment.id}:${invoiceId}`);
    if (!forwarded) return false;
    return this.book(manager, {
      merchantId: payment.merchantId,
      subMerchantId: forwarded.subMerchantId,
      type: 'refund',
      sourceKey: `refund:${payment.id}:${invoiceId}`,
      gross: -forwarded.amountGross,
      fee: -forwarded.amountFee,
      customerId: forwarded.customerId,
      invoiceId,
      invoiceNumber: forwarded.invoiceNumber,
      paymentId: payment.id,
      at,
    });
  }

  /**
   * A payment the payee received itself and forwarded (partners' `POST /payments`), applied to an
   * advanced invoice: Netline already paid the payee the advance, so what the customer paid the payee is
   * Netline's; it is taken from the payee's next payout (`merchant_payment`, negative). On a
   * non-advanced invoice the money is the payee's own and nothing is booked.
   */
  bookMerchantPayment(
    manager: EntityManager,
    payment: { merchantId: string; id: string; customerId: string },
    invoice: { id: string; number: string | null; subMerchantId?: string | null },
    applied: number,
    at: Date,
  ): Promise<boolean> {
    return this.book(manager, {
      merchantId: payment.merchantId,
      subMerchantId: invoice.subMerchantId,
      type: 'merchant_payment',
      sourceKey: `merchant_payment:${payment.id}:${invoice.id}`,
      gross: -applied,
      fee: 0,
      customerId: payment.customerId,
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      paymentId: payment.id,
      at,
    });
  }

  /** A forwarded payment that failed after it was paid: what `bookMerchantPayment` took is given back. */
  async bookMerchantPaymentReversal(manager: EntityManager, payment: { merchantId: string; id: string }, invoiceId: string, at: Date): Promise<boolean> {
    const taken = await this.payouts.transactionBySource(manager, payment.merchantId, `merchant_payment:${payment.id}:${invoiceId}`);
    if (!taken) return false;
    return this.book(manager, {
      merchantId: payment.merchantId,
      subMerchantId: taken.subMerchantId,
      type: 'merchant_payment',
      sourceKey: `merchant_payment_reversed:${payment.id}:${invoiceId}`,
      gross: -taken.amountGross,
      fee: 0,
      customerId: taken.customerId,
      invoiceId,
      invoiceNumber: taken.invoiceNumber,
      paymentId: payment.id,
      at,
    });
  }

  /** The monthly fee of one calendar month with activity (customer and invoice null). */
  bookMonthlyFee(manager: EntityManager, merchantId: string, month: string, at: Date): Promise<boolean> {
    return this.book(manager, { merchantId, type: 'monthly_fee', sourceKey: `monthly_fee:${month}`, gross: 0, fee: this.config.MONTHLY_FEE, at });
  }

  /** Notes that the merchant did business in the month of `at` (the monthly fee's base). */
  recordActivity(manager: EntityManager, merchantId: string, at: Date): Promise<void> {
    return this.payouts.recordActivity(manager, merchantId, monthOf(at));
  }

  private async book(manager: EntityManager, booking: Booking): Promise<boolean> {
    const context = await this.context.of(booking.merchantId, booking.subMerchantId ?? null, booking.customerId ?? null, booking.invoiceId ?? null);
    const transaction = Object.assign(new PayoutTransaction(), {
      id: this.ids.next('ptx'),
      merchantId: booking.merchantId,
      subMerchantId: booking.subMerchantId ?? null,
      payoutId: null,
      type: booking.type,
      sourceKey: booking.sourceKey,
      customerId: booking.customerId ?? null,
      customerName: context.customerName,
      invoiceId: booking.invoiceId ?? null,
      invoiceNumber: booking.invoiceNumber ?? null,
      orderId: context.orderId,
      poNumber: context.poNumber,
      paymentId: booking.paymentId ?? null,
      amountGross: booking.gross,
      amountFee: booking.fee,
      amountNet: booking.gross - booking.fee,
      createdAt: booking.at,
      updatedAt: booking.at,
    } satisfies PayoutTransaction);
    return this.payouts.book(manager, transaction);
  }
}
