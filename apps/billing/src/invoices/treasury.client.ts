import { Injectable } from '@nestjs/common';
import { OnlinePaymentOptions, OnlinePaymentReply, OnlinePaymentRequest, OnlinePaymentSubmission, PaymentSubjects } from '@netline/contracts';
import { RpcClient } from '@netline/messaging';

/**
 * Billing's view of treasury, for the payment page: what online payment offers, the payment a submission
 * already made, and the buyer's payment through the provider. Treasury's refusals arrive rethrown as
 * DomainErrors with their codes.
 */
@Injectable()
export class TreasuryClient {
  constructor(private readonly rpc: RpcClient) {}

  onlineOptions(): Promise<OnlinePaymentOptions> {
    return this.rpc.ask(PaymentSubjects.onlineOptions, {});
  }

  onlineSubmission(merchantId: string, key: string): Promise<OnlinePaymentSubmission> {
    return this.rpc.ask(PaymentSubjects.onlineSubmission, { merchant_id: merchantId, idempotency_key: key });
  }

  payOnline(request: OnlinePaymentRequest): Promise<OnlinePaymentReply> {
    return this.rpc.ask(PaymentSubjects.online, request);
  }
}
