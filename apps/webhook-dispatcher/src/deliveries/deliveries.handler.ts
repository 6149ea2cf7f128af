import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ListQuery, RpcRequest, TestWebhook, WebhookSubjects } from '@netline/contracts';
import { DeliveriesService } from './deliveries.service';

type DeliveryParams = { delivery_id: string };

@Controller()
export class DeliveriesHandler {
  constructor(private readonly deliveries: DeliveriesService) {}

  @MessagePattern(WebhookSubjects.listDeliveries)
  list(@Payload() message: RpcRequest<unknown, Record<string, never>, ListQuery>) {
    return this.deliveries.list(message.principal, message.query);
  }

  @MessagePattern(WebhookSubjects.getDelivery)
  get(@Payload() message: RpcRequest<unknown, DeliveryParams>) {
    return this.deliveries.get(message.principal, message.params.delivery_id);
  }

  @MessagePattern(WebhookSubjects.resendDelivery)
  resend(@Payload() message: RpcRequest<unknown, DeliveryParams>) {
    return this.deliveries.resend(message.principal, message.params.delivery_id);
  }

  @MessagePattern(WebhookSubjects.test)
  test(@Payload() message: RpcRequest<TestWebhook>) {
    return this.deliveries.test(message.principal, message.body);
  }
}
