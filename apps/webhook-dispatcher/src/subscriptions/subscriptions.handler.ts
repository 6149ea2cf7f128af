import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcMessage, WebhookSubjects } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { SubscriptionsService } from './subscriptions.service';

/** NATS handlers: one line each; the gateway has already validated the query and body. */
@Controller()
export class SubscriptionsHandler {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @RpcHandler(WebhookSubjects.list)
  list(@Payload() message: RpcMessage<typeof WebhookSubjects.list>) {
    return this.subscriptions.list(message.principal, message.query);
  }

  @RpcHandler(WebhookSubjects.upsert)
  upsert(@Payload() message: RpcMessage<typeof WebhookSubjects.upsert>) {
    return this.subscriptions.upsert(message.principal, message.body);
  }

  @RpcHandler(WebhookSubjects.delete)
  async delete(@Payload() message: RpcMessage<typeof WebhookSubjects.delete>) {
    await this.subscriptions.delete(message.principal, message.body.endpoint_url);
    return null;
  }
}
