import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BuyerPortalSubjects, RpcMessage } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { BuyerPortalService } from './buyer-portal.service';

/** The message of one buyer portal subject, by its name in `BuyerPortalSubjects`. */
type Message<S extends keyof typeof BuyerPortalSubjects> = RpcMessage<(typeof BuyerPortalSubjects)[S]>;

/** NATS handlers of the buyer portal's billing operations: one line each, the buyer's customer first. */
@Controller()
export class BuyerPortalHandler {
  constructor(private readonly portal: BuyerPortalService) {}

  @RpcHandler(BuyerPortalSubjects.listInvoices)
  listInvoices(@Payload() message: Message<'listInvoices'>) {
    return this.portal.listInvoices(message.principal, message.params.customer_id, message.query);
  }

  @RpcHandler(BuyerPortalSubjects.getInvoice)
  getInvoice(@Payload() message: Message<'getInvoice'>) {
    return this.portal.getInvoice(message.principal, message.params.customer_id, message.params.invoice_id);
  }

  @RpcHandler(BuyerPortalSubjects.invoicePdf)
  invoicePdf(@Payload() message: Message<'invoicePdf'>) {
    return this.portal.invoicePdf(message.principal, message.params.customer_id, message.params.invoice_id);
  }

  @RpcHandler(BuyerPortalSubjects.listPayments)
  listPayments(@Payload() message: Message<'listPayments'>) {
    return this.portal.listPayments(message.principal, message.params.customer_id, message.query);
  }

  @RpcHandler(BuyerPortalSubjects.listStatements)
  listStatements(@Payload() message: Message<'listStatements'>) {
    return this.portal.listStatements(message.principal, message.params.customer_id, message.query);
  }

  @RpcHandler(BuyerPortalSubjects.currentStatement)
  currentStatement(@Payload() message: Message<'currentStatement'>) {
    return this.portal.currentStatement(message.principal, message.params.customer_id);
  }

  @RpcHandler(BuyerPortalSubjects.currentStatementPdf)
  currentStatementPdf(@Payload() message: Message<'currentStatementPdf'>) {
    return this.portal.currentStatementPdf(message.principal, message.params.customer_id);
  }

  @RpcHandler(BuyerPortalSubjects.getStatement)
  getStatement(@Payload() message: Message<'getStatement'>) {
    return this.portal.getStatement(message.principal, message.params.customer_id, message.params.statement_id);
  }

  @RpcHandler(BuyerPortalSubjects.statementPdf)
  statementPdf(@Payload() message: Message<'statementPdf'>) {
    return this.portal.statementPdf(message.principal, message.params.customer_id, message.params.statement_id);
  }

  @RpcHandler(BuyerPortalSubjects.listDisputes)
  listDisputes(@Payload() message: Message<'listDisputes'>) {
    return this.portal.listDisputes(message.principal, message.params.customer_id, message.query);
  }

  @RpcHandler(BuyerPortalSubjects.getDispute)
  getDispute(@Payload() message: Message<'getDispute'>) {
    return this.portal.getDispute(message.principal, message.params.customer_id, message.params.dispute_id);
  }

  @RpcHandler(BuyerPortalSubjects.openDispute)
  openDispute(@Payload() message: Message<'openDispute'>) {
    return this.portal.openDispute(message.principal, message.params.customer_id, message.params.invoice_id, message.body);
  }

  @RpcHandler(BuyerPortalSubjects.addDisputeMessage)
  addDisputeMessage(@Payload() message: Message<'addDisputeMessage'>) {
    return this.portal.addDisputeMessage(message.principal, message.params.customer_id, message.params.dispute_id, message.body);
  }

  @RpcHandler(BuyerPortalSubjects.listPromisesToPay)
  listPromisesToPay(@Payload() message: Message<'listPromisesToPay'>) {
    return this.portal.listPromisesToPay(message.principal, message.params.customer_id, message.query);
  }

  @RpcHandler(BuyerPortalSubjects.createPromiseToPay)
  createPromiseToPay(@Payload() message: Message<'createPromiseToPay'>) {
    return this.portal.createPromiseToPay(message.principal, message.params.customer_id, message.body);
  }
}
