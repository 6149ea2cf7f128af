import { Injectable } from '@nestjs/common';
import {
  CreateCreditNote,
  CreditNote as CreditNoteBody,
  CreditNoteAction,
  DomainError,
  ListEnvelope,
  ListQuery,
  NotFoundError,
  Principal,
  scopeOf,
  toCents,
  listEnvelope,
} from '@netline/contracts';
import { UnitOfWork } from '@netline/messaging';
import { IdGenerator, MerchantClock } from '@netline/persistence';
import { EntityManager } from 'typeorm';
import { balanceUpdated, creditNoteApplied, creditNoteVoided, Emit } from '../billing-events';
import { Invoice } from '../invoices/invoice.entity';
import { InvoiceNotFoundError } from '../invoices/invoice.errors';
import { InvoicesRepository } from '../invoices/invoices.repository';
import { CreditNote } from './credit-note.entity';
import { presentCreditNote } from './credit-note.presenter';
import { CreditNotesRepository } from './credit-notes.repository';

export class CreditNoteNotFoundError extends NotFoundError {
  constructor() {
    super('Credit note', 'BILLING.CREDIT_NOTE_NOT_FOUND');
  }
}

export class CreditNoteRefusedError extends DomainError {
  constructor(code: string, message: string) {
    super(`BILLING.${code}`, 'invalid_request', message);
  }
}

/** A credit note to apply (cents), whoever asks for it. */
export interface NewCreditNote {
  amount: number;
  reasonCode: string;
  reasonMessage: string | null;
  number: string | null;
  creditNoteUrl: string | null;
}

/**
 * Credit notes. A note is applied to its invoice at once, inside one
 * transaction that holds the invoice's row lock: the amount is checked against the balance read under
 * that lock, so concurrent notes on one invoice are serialised and their sum can never exceed what was
 * owed. On an advanced invoice the note also lowers what treasury pays out (`amount_payout`).
 */
@Injectable()
export class CreditNotesService {
  constructor(
    private readonly notes: CreditNotesRepository,
    private readonly invoices: InvoicesRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: MerchantClock,
    private readonly ids: IdGenerator,
  ) {}

  async create(principal: Principal, input: CreateCreditNote): Promise<CreditNoteAction> {
    // A partner's note belongs with its invoice, to whichever of its merchants owns that.
    const merchantId = await this.invoices.ownerIn(scopeOf(principal), input.invoice_id);
    if (!merchantId) throw new InvoiceNotFoundError();
    const amount = toCents(input.amount);
    return this.unitOfWork.run(async ({ manager, emit }) => {
      const invoice = await this.invoices.findForUpdate(manager, merchantId, input.invoice_id);
      if (!invoice) throw new InvoiceNotFoundError();
      const now = await this.clock.now(merchantId);
      const note = await this.apply(
        manager,
        emit,
        invoice,
        {
          amount,
          reasonCode: input.reason_code,
          reasonMessage: input.reason_message ?? null,
          number: input.number ?? null,
          creditNoteUrl: input.credit_note_url ?? null,
        },
        now,
      );
      return { status: 'completed', id: note.id };
    });
  }

  /**
   * The one code path of a credit note: checks it against the invoice (sent, open, within the balance),
   * stores it, applies it to the invoice and writes its events, in the caller's transaction, which holds
   * the invoice's row lock (`findForUpdate`). `POST /credit-notes` and a dispute's resolution use it.
   */
  async apply(manager: EntityManager, emit: Emit, invoice: Invoice, input: NewCreditNote, now: Date): Promise<CreditNote> {
    const { amount } = input;
    if (!invoice.sent)
      throw new CreditNoteRefusedError('INVOICE_NOT_SENT', 'A credit note needs a sent invoice; change the amount of an unsent invoice instead');
    if (invoice.voided || invoice.canceled) {
      throw new CreditNoteRefusedError('INVOICE_CLOSED', `A ${invoice.voided ? 'voided' : 'canceled'} invoice takes no credit notes`);
    }
    if (amount > invoice.amountBalance) {
      throw new CreditNoteRefusedError(
        'CREDIT_NOTE_EXCEEDS_BALANCE',
        `The credit note (${(amount / 100).toFixed(2)}) exceeds the invoice balance (${(invoice.amountBalance / 100).toFixed(2)})`,
      );
    }
    const note = Object.assign(new CreditNote(), {
      id: this.ids.next('cn'),
      merchantId: invoice.merchantId,
      subMerchantId: invoice.subMerchantId,
      customerId: invoice.customerId,
      invoiceId: invoice.id,
      source: 'API',
      number: input.number,
      amount,
      amountPaid: amount,
      amountVoided: 0,
      amountPayout: invoice.advanced ? amount : 0,
      reasonCode: input.reasonCode,
      reasonMessage: input.reasonMessage,
      creditNoteUrl: input.creditNoteUrl,
      voided: false,
      voidedAt: null,
      createdAt: now,
      updatedAt: now,
    } satisfies CreditNote);
    await this.notes.insert(manager, note);
    invoice.applyCredit(amount, now);
    await this.invoices.save(manager, invoice);
    await emit([creditNoteApplied(invoice, note.id, amount, now), balanceUpdated(invoice)]);
    return note;
  }

  async get(principal: Principal, id: string): Promise<CreditNoteBody> {
    const note = await this.notes.find(scopeOf(principal), id);
    if (!note) throw new CreditNoteNotFoundError();
    return presentCreditNote(note);
  }

  async list(principal: Principal, query: ListQuery): Promise<ListEnvelope<CreditNoteBody>> {
    return listEnvelope(query, await this.notes.list(scopeOf(principal), query), presentCreditNote);
  }

  /** Voids a note: its amount goes back onto the invoice's balance. */
  async void(principal: Principal, id: string): Promise<CreditNoteBody> {
    await this.unitOfWork.run(async ({ manager, emit }) => {
      const found = await this.notes.find(scopeOf(principal), id);
      if (!found) throw new CreditNoteNotFoundError();
      const merchantId = found.merchantId;
      // Invoice first, then note: the same lock order as create, so the two cannot deadlock.
      const invoice = await this.invoices.findForUpdate(manager, merchantId, found.invoiceId);
      const note = await this.notes.findForUpdate(manager, merchantId, id);
      if (!invoice || !note) throw new CreditNoteNotFoundError();
      if (note.voided) throw new CreditNoteRefusedError('CREDIT_NOTE_ALREADY_VOIDED', 'The credit note is already voided');
      if (invoice.voided || invoice.canceled) {
        throw new CreditNoteRefusedError('INVOICE_CLOSED', `The credit note's invoice is ${invoice.voided ? 'voided' : 'canceled'}`);
      }
      const now = await this.clock.now(merchantId);
      const amount = note.amountPaid;
      note.voided = true;
      note.voidedAt = now;
      note.amountVoided = amount;
      note.amountPaid = 0;
      note.amountPayout = 0;
      note.updatedAt = now;
      await this.notes.save(manager, note);
      invoice.voidCredit(amount, now);
      await this.invoices.save(manager, invoice);
      await emit([creditNoteVoided(invoice, note.id, amount, now), balanceUpdated(invoice)]);
    });
    return this.get(principal, id);
  }
}
