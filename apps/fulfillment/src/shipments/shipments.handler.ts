import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcMessage, ShipmentSubjects } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { ShipmentsService } from './shipments.service';

/** NATS handlers: one line each. `@RpcHandler` checks a message against the RPC map (as the gateway did) before the method runs. */
@Controller()
export class ShipmentsHandler {
  constructor(private readonly shipments: ShipmentsService) {}

  @RpcHandler(ShipmentSubjects.list)
  list(@Payload() message: RpcMessage<typeof ShipmentSubjects.list>) {
    return this.shipments.list(message.principal, message.query);
  }

  @RpcHandler(ShipmentSubjects.create)
  create(@Payload() message: RpcMessage<typeof ShipmentSubjects.create>) {
    return this.shipments.create(message.principal, message.body);
  }

  @RpcHandler(ShipmentSubjects.get)
  get(@Payload() message: RpcMessage<typeof ShipmentSubjects.get>) {
    return this.shipments.get(message.principal, message.params.shipment_id);
  }

  @RpcHandler(ShipmentSubjects.update)
  update(@Payload() message: RpcMessage<typeof ShipmentSubjects.update>) {
    return this.shipments.update(message.principal, message.params.shipment_id, message.body);
  }

  @RpcHandler(ShipmentSubjects.delete)
  delete(@Payload() message: RpcMessage<typeof ShipmentSubjects.delete>) {
    return this.shipments.delete(message.principal, message.params.shipment_id);
  }

  @RpcHandler(ShipmentSubjects.sync)
  sync(@Payload() message: RpcMessage<typeof ShipmentSubjects.sync>) {
    return this.shipments.sync(message.principal, message.params.shipment_id);
  }

  @RpcHandler(ShipmentSubjects.operatorVerify)
  operatorVerify(@Payload() message: RpcMessage<typeof ShipmentSubjects.operatorVerify>) {
    return this.shipments.operatorVerify(message.body);
  }
}
