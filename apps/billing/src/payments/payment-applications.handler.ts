import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { ApplyPaymentReply, InvoiceSubjects, RpcMessage, UnbookedPayments, WithdrawPaymentReply } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { PaymentApplications } from './payment-applications.service';

@Controller()
export class PaymentApplicationsHandler {
  constructor(private readonly applications: PaymentApplications) {}

  @RpcHandler(InvoiceSubjects.applyPayment)
  apply(@Payload() message: RpcMessage<typeof InvoiceSubjects.applyPayment>): Promise<ApplyPaymentReply> {
    return this.applications.decide(message.body);
  }

  @RpcHandler(InvoiceSubjects.unbookedPayments)
  unbooked(@Payload() message: RpcMessage<typeof InvoiceSubjects.unbookedPayments>): Promise<UnbookedPayments> {
    return this.applications.unbooked(message.body);
  }

  @RpcHandler(InvoiceSubjects.withdrawPayment)
  withdraw(@Payload() message: RpcMessage<typeof InvoiceSubjects.withdrawPayment>): Promise<WithdrawPaymentReply> {
    return this.applications.withdraw(message.body);
  }
}
