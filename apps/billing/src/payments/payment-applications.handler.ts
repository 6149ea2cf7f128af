import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  applyPaymentRequestSchema,
  ApplyPaymentReply,
  InternalRequest,
  InvoiceSubjects,
  UnbookedPayments,
  unbookedPaymentsRequestSchema,
  WithdrawPaymentReply,
  withdrawPaymentRequestSchema,
} from '@netline/contracts';
import { validateMessage } from '../validate-message';
import { PaymentApplications } from './payment-applications.service';

@Controller()
export class PaymentApplicationsHandler {
  constructor(private readonly applications: PaymentApplications) {}

  @MessagePattern(InvoiceSubjects.applyPayment)
  apply(@Payload() message: InternalRequest): Promise<ApplyPaymentReply> {
    return this.applications.decide(validateMessage(applyPaymentRequestSchema, message.body));
  }

  @MessagePattern(InvoiceSubjects.unbookedPayments)
  unbooked(@Payload() message: InternalRequest): Promise<UnbookedPayments> {
    return this.applications.unbooked(validateMessage(unbookedPaymentsRequestSchema, message.body));
  }

  @MessagePattern(InvoiceSubjects.withdrawPayment)
  withdraw(@Payload() message: InternalRequest): Promise<WithdrawPaymentReply> {
    return this.applications.withdraw(validateMessage(withdrawPaymentRequestSchema, message.body));
  }
}
