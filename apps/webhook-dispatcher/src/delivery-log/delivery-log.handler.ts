import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcMessage, WebhookSubjects } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { DeliveriesService } from './delivery-log.service';

@Controller()
export class DeliveriesHandler {
  constructor(private readonly deliveries: DeliveriesService) {}

  @RpcHandler(WebhookSubjects.listDeliveries)
  list(@Payload() message: RpcMessage<typeof WebhookSubjects.listDeliveries>) {
    return this.deliveries.list(message.principal, message.query);
  }

  @RpcHandler(WebhookSubjects.getDelivery)
  get(@Payload() message: RpcMessage<typeof WebhookSubjects.getDelivery>) {
    return this.deliveries.get(message.principal, message.params.delivery_id);
  }

  @RpcHandler(WebhookSubjects.resendDelivery)
  resend(@Payload() message: RpcMessage<typeof WebhookSubjects.resendDelivery>) {
    return this.deliveries.resend(message.principal, message.params.delivery_id);
  }

  @RpcHandler(WebhookSubjects.test)
  test(@Payload() message: RpcMessage<typeof WebhookSubjects.test>) {
    return this.deliveries.test(message.principal, message.body);
  }
}
