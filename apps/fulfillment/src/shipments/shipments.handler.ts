import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CreateShipment, ListQuery, RpcMessage, RpcRequest, ShipmentSubjects, UpdateShipment } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { ShipmentsService } from './shipments.service';

type ShipmentParams = { shipment_id: string };

/** NATS handlers: one line each; the gateway has already validated params, query and body. */
@Controller()
export class ShipmentsHandler {
  constructor(private readonly shipments: ShipmentsService) {}

  @MessagePattern(ShipmentSubjects.list)
  list(@Payload() message: RpcRequest<unknown, Record<string, never>, ListQuery>) {
    return this.shipments.list(message.principal, message.query);
  }

  @MessagePattern(ShipmentSubjects.create)
  create(@Payload() message: RpcRequest<CreateShipment>) {
    return this.shipments.create(message.principal, message.body);
  }

  @MessagePattern(ShipmentSubjects.get)
  get(@Payload() message: RpcRequest<unknown, ShipmentParams>) {
    return this.shipments.get(message.principal, message.params.shipment_id);
  }

  @MessagePattern(ShipmentSubjects.update)
  update(@Payload() message: RpcRequest<UpdateShipment, ShipmentParams>) {
    return this.shipments.update(message.principal, message.params.shipment_id, message.body);
  }

  @MessagePattern(ShipmentSubjects.delete)
  delete(@Payload() message: RpcRequest<unknown, ShipmentParams>) {
    return this.shipments.delete(message.principal, message.params.shipment_id);
  }

  @MessagePattern(ShipmentSubjects.sync)
  sync(@Payload() message: RpcRequest<unknown, ShipmentParams>) {
    return this.shipments.sync(message.principal, message.params.shipment_id);
  }

  @RpcHandler(ShipmentSubjects.operatorVerify)
  operatorVerify(@Payload() message: RpcMessage<typeof ShipmentSubjects.operatorVerify>) {
    return this.shipments.operatorVerify(message.body);
  }
}
