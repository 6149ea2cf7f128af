import { Injectable } from '@nestjs/common';
import {
  AddDisputeMessage,
  Dispute as DisputeBody,
  DisputeSide,
  DomainError,
  ListEnvelope,
  ListQuery,
  MerchantScope,
  NotFoundError,
  OpenDispute,
  Principal,
  RejectDispute,
  ResolveDispute,
  scopeOf,
  toCents,
  listEnvelope,
} from '@netline/contracts';
import { UnitOfWork } from '@netline/messaging';
import { IdGenerator, MerchantClock } from '@netline/persistence';
import { EntityManager } from 'typeorm';
import { disputeMessageAdded, disputeOpened, disputeResolved, Emit } from '../billing-events';
import { CreditNotesService } from '../credit-notes/credit-notes.service';
import { Invoice } from '../invoices/invoice.entity';
import { InvoiceNotFoundError } from '../invoices/invoice.errors';
import { InvoicesRepository } from '../invoices/invoices.repository';
import { assertDisputable, Dispute, DisputeFields, DisputeMessage } from './dispute.entity';
import { presentDispute } from './dispute.presenter';
import { DisputesRepository } from './disputes.repository';

export class DisputeNotFoundError extends NotFoundError {
  constructor() {
    super('Dispute', 'BILLING.DISPUTE_NOT_FOUND');
  }
}

/**
 * Who acts on a dispute, whatever door the request came through: the accounts it may act in, the side
 * its messages are written for, and, for a buyer, the one customer it is (it then sees and opens
 * disputes on that customer's invoices only). The merchant API's handlers build it with `merchantSide`;
 * the author of every change is also recorded on its events as the request's actor, as for any operation.
 */
export interface DisputeCaller {
  scope: MerchantScope;
  side: DisputeSide;
  customerId?: string;
}

export function merchantSide(principal: Principal): DisputeCaller {
  return { scope: scopeOf(principal), side: 'merchant' };
}

/**
 * Disputes (docs/collections.md, "Disputes"). Every change locks the invoice first and then the dispute
 * (the credit notes' order too), so opening, resolving and a concurrent credit note or payment on the same
 * invoice are serialised; the dispute, its invoice's `dispute_id`, a resolution's credit note and the
 * events are written in one transaction.
 */
@Injectable()
export class DisputesService {
  constructor(
    private readonly disputes: DisputesRepository,
    private readonly invoices: InvoicesRepository,
    private readonly creditNotes: CreditNotesService,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: MerchantClock,
    private readonly ids: IdGenerator,
  ) {}

  async open(caller: DisputeCaller, invoiceId: string, input: OpenDispute): Promise<DisputeBody> {
    const merchantId = await this.invoices.ownerIn(caller.scope, invoiceId);
    if (!merchantId) throw new InvoiceNotFoundError();
    const amount = toCents(input.amount);
    const id = await this.unitOfWork.run(async ({ manager, emit }) => {
      const invoice = await this.invoices.findForUpdate(manager, merchantId, invoiceId);
      if (!invoice || (caller.customerId && invoice.customerId !== caller.customerId)) throw new InvoiceNotFoundError();
      assertDisputable(invoice, amount);
      const now = await this.clock.now(merchantId);
      const dispute = Object.assign(new Dispute(), {
        id: this.ids.next('dsp'),
        merchantId,
        subMerchantId: invoice.subMerchantId,
        invoiceId: invoice.id,
        customerId: invoice.customerId,
        status: 'open',
        reason: input.reason,
        amount,
        attachmentUrl: input.attachment_url ?? null,
        resolution: null,
        creditNoteId: null,
        amountCredited: 0,
        createdAt: now,
        updatedAt: now,
        closedAt: null,
      } satisfies DisputeFields);
      await this.disputes.insert(manager, dispute);
      await this.write(manager, dispute, caller.side, input.message, 1, now);
      await this.markInvoice(manager, invoice, dispute.id);
      await emit(disputeOpened(dispute));
      return dispute.id;
    });
    return this.get(caller, id);
  }

  async get(caller: DisputeCaller, id: string): Promise<DisputeBody> {
    const dispute = await this.disputes.find(caller.scope, id, caller.customerId);
    if (!dispute) throw new DisputeNotFoundError();
    const threads = await this.disputes.messagesOf([dispute.merchantId], [dispute.id]);
    return presentDispute(dispute, threads.get(dispute.id) ?? []);
  }

  async list(caller: DisputeCaller, query: ListQuery): Promise<ListEnvelope<DisputeBody>> {
    const page = await this.disputes.list(caller.scope, query, caller.customerId);
    const threads = await this.disputes.messagesOf(
      page.items.map((dispute) => dispute.merchantId),
      page.items.map((dispute) => dispute.id),
    );
    return listEnvelope(query, page, (dispute) => presentDispute(dispute, threads.get(dispute.id) ?? []));
  }

  /** A message of the caller's side on an open dispute's thread. */
  async addMessage(caller: DisputeCaller, id: string, input: AddDisputeMessage): Promise<DisputeBody> {
    await this.change(caller, id, async (manager, dispute, _invoice, now, emit) => {
      const count = await this.disputes.messageCount(manager, dispute.merchantId, dispute.id);
      dispute.assertTakesMessage(count);
      await this.write(manager, dispute, caller.side, input.message, count + 1, now);
      dispute.updatedAt = now;
      await this.disputes.save(manager, dispute);
      await emit(disputeMessageAdded(dispute, caller.side, count + 1, now));
    });
    return this.get(caller, id);
  }

  /**
   * Resolves with a credit note of `amount` on the invoice, through the credit notes' own code path in this
   * transaction (its checks, its `credit_note.applied` and `invoice.balance_updated`), linked on the dispute.
   */
  async resolve(caller: DisputeCaller, id: string, input: ResolveDispute): Promise<DisputeBody> {
    assertMerchantSide(caller, 'resolve');
    const amount = toCents(input.amount);
    await this.change(caller, id, async (manager, dispute, invoice, now, emit) => {
      dispute.assertResolvable(amount);
      const note = await this.creditNotes.apply(
        manager,
        emit,
        invoice,
        {
          amount,
          reasonCode: input.reason_code ?? 'other',
          reasonMessage: `Resolves dispute ${dispute.id} (${dispute.reason})`,
          number: null,
          creditNoteUrl: null,
        },
        now,
      );
      dispute.resolve(note.id, amount, now);
      await this.close(manager, dispute, invoice, caller.side, input.message, now, emit);
    });
    return this.get(caller, id);
  }

  /** Rejects: nothing is credited, the invoice is owed as it stands. */
  async reject(caller: DisputeCaller, id: string, input: RejectDispute): Promise<DisputeBody> {
    assertMerchantSide(caller, 'reject');
    await this.change(caller, id, async (manager, dispute, invoice, now, emit) => {
      dispute.reject(now);
      await this.close(manager, dispute, invoice, caller.side, input.message, now, emit);
    });
    return this.get(caller, id);
  }

  /** Finds the dispute in the caller's reach, then locks its invoice and itself, in that order. */
  private async change(
    caller: DisputeCaller,
    id: string,
    apply: (manager: EntityManager, dispute: Dispute, invoice: Invoice, now: Date, emit: Emit) => Promise<void>,
  ): Promise<void> {
    const found = await this.disputes.find(caller.scope, id, caller.customerId);
    if (!found) throw new DisputeNotFoundError();
    await this.unitOfWork.run(async ({ manager, emit }) => {
      const invoice = await this.invoices.findForUpdate(manager, found.merchantId, found.invoiceId);
      const dispute = await this.disputes.findForUpdate(manager, found.merchantId, id);
      if (!invoice || !dispute) throw new DisputeNotFoundError();
      await apply(manager, dispute, invoice, await this.clock.now(found.merchantId), emit);
    });
  }

  private async close(
    manager: EntityManager,
    dispute: Dispute,
    invoice: Invoice,
    side: DisputeSide,
    message: string | undefined,
    now: Date,
    emit: Emit,
  ): Promise<void> {
    await this.disputes.save(manager, dispute);
    if (message) await this.write(manager, dispute, side, message, (await this.disputes.messageCount(manager, dispute.merchantId, dispute.id)) + 1, now);
    await this.markInvoice(manager, invoice, null);
    await emit(disputeResolved(dispute));
  }

  private async write(manager: EntityManager, dispute: Dispute, side: DisputeSide, text: string, position: number, now: Date): Promise<void> {
    const message = Object.assign(new DisputeMessage(), {
      id: this.ids.next('dspm'),
      merchantId: dispute.merchantId,
      disputeId: dispute.id,
      position,
      author: side,
      text,
      createdAt: now,
    } satisfies DisputeMessage);
    await this.disputes.addMessage(manager, message);
  }

  /**
   * The invoice's open dispute. A mark, like the collections pass's: `updated_at` stays the merchant's
   * last change of the invoice (a resolution's credit note moves it, as any credit note does).
   */
  private async markInvoice(manager: EntityManager, invoice: Invoice, disputeId: string | null): Promise<void> {
    invoice.disputeId = disputeId;
    await this.invoices.setDispute(manager, invoice.merchantId, invoice.id, disputeId);
  }
}

/** Only the merchant closes a dispute: a credit note is the merchant's to give, and so is a refusal. */
function assertMerchantSide(caller: DisputeCaller, action: string): void {
  if (caller.side !== 'merchant') throw new DomainError('BILLING.DISPUTE_MERCHANT_ONLY', 'forbidden', `Only the merchant can ${action} a dispute`);
}
