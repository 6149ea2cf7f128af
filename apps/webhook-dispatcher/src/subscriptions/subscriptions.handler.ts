import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { RpcMessage, RpcRequest, UpsertWebhook, WebhookSubjects } from '@netline/contracts';
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

  @MessagePattern(WebhookSubjects.upsert)
  upsert(@Payload() message: RpcRequest<UpsertWebhook>) {
    return this.subscriptions.upsert(message.principal, message.body);
  }

  @RpcHandler(WebhookSubjects.delete)
  async delete(@Payload() message: RpcMessage<typeof WebhookSubjects.delete>) {
    await this.subscriptions.delete(message.principal, message.body.endpoint_url);
    return null;
  }
}
