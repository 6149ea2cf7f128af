import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CollectionSubjects, EmailSubjects, InvoiceSubjects, RpcMessage } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { CollectionsService } from './collections.service';
import { OverdueInvoices } from './overdue-invoices.service';

/** NATS handlers of collections and the email log: one line each. */
@Controller()
export class CollectionsHandler {
  constructor(
    private readonly collections: CollectionsService,
    private readonly overdue: OverdueInvoices,
  ) {}

  @RpcHandler(CollectionSubjects.getSettings)
  getSettings(@Payload() message: RpcMessage<typeof CollectionSubjects.getSettings>) {
    return this.collections.getSettings(message.principal);
  }

  @RpcHandler(CollectionSubjects.updateSettings)
  updateSettings(@Payload() message: RpcMessage<typeof CollectionSubjects.updateSettings>) {
    return this.collections.updateSettings(message.principal, message.body);
  }

  @RpcHandler(CollectionSubjects.getCustomer)
  getCustomer(@Payload() message: RpcMessage<typeof CollectionSubjects.getCustomer>) {
    return this.collections.getCustomer(message.principal, message.params.customer_id);
  }

  @RpcHandler(CollectionSubjects.updateCustomer)
  updateCustomer(@Payload() message: RpcMessage<typeof CollectionSubjects.updateCustomer>) {
    return this.collections.updateCustomer(message.principal, message.params.customer_id, message.body);
  }

  @RpcHandler(CollectionSubjects.overdue)
  listOverdue(@Payload() message: RpcMessage<typeof CollectionSubjects.overdue>) {
    return this.overdue.list(message.principal, message.query);
  }

  @RpcHandler(InvoiceSubjects.remind)
  remind(@Payload() message: RpcMessage<typeof InvoiceSubjects.remind>) {
    return this.collections.remind(message.principal, message.params.invoice_id);
  }

  @RpcHandler(EmailSubjects.list)
  listEmails(@Payload() message: RpcMessage<typeof EmailSubjects.list>) {
    return this.collections.listEmails(message.principal, message.query);
  }

  @RpcHandler(EmailSubjects.get)
  getEmail(@Payload() message: RpcMessage<typeof EmailSubjects.get>) {
    return this.collections.getEmail(message.principal, message.params.email_id);
  }
}
