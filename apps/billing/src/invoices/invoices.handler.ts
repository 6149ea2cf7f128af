import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CustomerBalances, InvoiceSubjects, merchantScope, RpcMessage, scopeFromIds } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { HeapGrowthBound } from '@netline/observability';
import { pastThePage } from '@netline/persistence';
import { InvoiceDocuments } from './invoice-documents.service';
import { InvoicesRepository } from './invoices.repository';
import { InvoicesService } from './invoices.service';
import { PaymentPages } from './payment-page.service';

/** NATS handlers: one line each. `@RpcHandler` checks a message against the RPC map (as the gateway did) before the method runs. */
@Controller()
export class InvoicesHandler {
  private readonly settlementsHeap = new HeapGrowthBound();

  constructor(
    private readonly invoices: InvoicesService,
    private readonly documents: InvoiceDocuments,
    private readonly repository: InvoicesRepository,
    private readonly pages: PaymentPages,
  ) {}

  @RpcHandler(InvoiceSubjects.list)
  list(@Payload() message: RpcMessage<typeof InvoiceSubjects.list>) {
    return this.invoices.list(message.principal, message.query);
  }

  @RpcHandler(InvoiceSubjects.create)
  create(@Payload() message: RpcMessage<typeof InvoiceSubjects.create>) {
    return this.invoices.create(message.principal, message.body);
  }

  @RpcHandler(InvoiceSubjects.get)
  get(@Payload() message: RpcMessage<typeof InvoiceSubjects.get>) {
    return this.invoices.get(message.principal, message.params.invoice_id);
  }

  @RpcHandler(InvoiceSubjects.update)
  update(@Payload() message: RpcMessage<typeof InvoiceSubjects.update>) {
    return this.invoices.update(message.principal, message.params.invoice_id, message.body);
  }

  @RpcHandler(InvoiceSubjects.delete)
  delete(@Payload() message: RpcMessage<typeof InvoiceSubjects.delete>) {
    return this.invoices.delete(message.principal, message.params.invoice_id);
  }

  @RpcHandler(InvoiceSubjects.send)
  send(@Payload() message: RpcMessage<typeof InvoiceSubjects.send>) {
    return this.invoices.send(message.principal, message.params.invoice_id);
  }

  @RpcHandler(InvoiceSubjects.void)
  void(@Payload() message: RpcMessage<typeof InvoiceSubjects.void>) {
    return this.invoices.void(message.principal, message.params.invoice_id);
  }

  @RpcHandler(InvoiceSubjects.cancel)
  cancel(@Payload() message: RpcMessage<typeof InvoiceSubjects.cancel>) {
    return this.invoices.cancel(message.principal, message.params.invoice_id);
  }

  @RpcHandler(InvoiceSubjects.uploadPdf)
  uploadPdf(@Payload() message: RpcMessage<typeof InvoiceSubjects.uploadPdf>) {
    return this.invoices.uploadPdf(message.principal, message.params.invoice_id, message.body);
  }

  @RpcHandler(InvoiceSubjects.document)
  document(@Payload() message: RpcMessage<typeof InvoiceSubjects.document>) {
    return this.documents.document(message.params.file);
  }

  @RpcHandler(InvoiceSubjects.paymentPage)
  paymentPage(@Payload() message: RpcMessage<typeof InvoiceSubjects.paymentPage>) {
    return this.pages.show(message.params.token);
  }

  @RpcHandler(InvoiceSubjects.payOnline)
  payOnline(@Payload() message: RpcMessage<typeof InvoiceSubjects.payOnline>) {
    return this.pages.pay(message.params.token, message.body);
  }

  @RpcHandler(InvoiceSubjects.lookup)
  lookup(@Payload() message: RpcMessage<typeof InvoiceSubjects.lookup>) {
    const body = message.body;
    return this.invoices.lookup(merchantScope(body.merchant_id), body.invoice_id);
  }

  @RpcHandler(InvoiceSubjects.settlements)
  async settlements(@Payload() message: RpcMessage<typeof InvoiceSubjects.settlements>) {
    const answer = await this.invoices.settlements(message.body.merchant_id, message.body);
    // `reconcile` asks a few hundred of these back to back at a million invoices: their bodies are
    // collected as they go instead of growing the heap past the service's budget (docs/memory.md, "Bulk work").
    await this.settlementsHeap.check();
    return answer;
  }

  @RpcHandler(InvoiceSubjects.locate)
  locate(@Payload() message: RpcMessage<typeof InvoiceSubjects.locate>) {
    const body = message.body;
    return this.invoices.lookup(scopeFromIds(body.merchant_ids), body.invoice_id);
  }

  /** Operator: what billing counts as owed per customer, compared with credit by `reconcile`. */
  @RpcHandler(InvoiceSubjects.operatorOpenBalances)
  async openBalances(@Payload() message: RpcMessage<typeof InvoiceSubjects.operatorOpenBalances>): Promise<CustomerBalances> {
    const page = message.body;
    const { items, hasMore } = pastThePage(page.limit, await this.repository.openBalanceByCustomer(page.merchant_id, page.after, page.limit + 1));
    return { balances: items, has_more: hasMore };
  }
}
