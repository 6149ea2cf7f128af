import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BuyerPortalSubjects, RpcMessage } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { BuyerAccountService } from './buyer-account.service';

/** NATS handlers of the buyer portal's credit operations: one line each, the buyer's customer first. */
@Controller()
export class BuyerAccountHandler {
  constructor(private readonly accounts: BuyerAccountService) {}

  @RpcHandler(BuyerPortalSubjects.account)
  account(@Payload() message: RpcMessage<typeof BuyerPortalSubjects.account>) {
    return this.accounts.account(message.principal, message.params.customer_id);
  }

  @RpcHandler(BuyerPortalSubjects.listCreditLineRequests)
  listCreditLineRequests(@Payload() message: RpcMessage<typeof BuyerPortalSubjects.listCreditLineRequests>) {
    return this.accounts.listCreditLineRequests(message.principal, message.params.customer_id, message.query);
  }

  @RpcHandler(BuyerPortalSubjects.createCreditLineRequest)
  createCreditLineRequest(@Payload() message: RpcMessage<typeof BuyerPortalSubjects.createCreditLineRequest>) {
    return this.accounts.createCreditLineRequest(message.principal, message.params.customer_id, message.body);
  }
}
