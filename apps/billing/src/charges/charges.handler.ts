import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { ChargeSubjects, RpcMessage } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { ChargesService } from './charges.service';

/** NATS handlers: one line each. `@RpcHandler` checks a message against the RPC map (as the gateway did) before the method runs. */
@Controller()
export class ChargesHandler {
  constructor(private readonly charges: ChargesService) {}

  @RpcHandler(ChargeSubjects.list)
  list(@Payload() message: RpcMessage<typeof ChargeSubjects.list>) {
    return this.charges.list(message.principal, message.query);
  }

  @RpcHandler(ChargeSubjects.get)
  get(@Payload() message: RpcMessage<typeof ChargeSubjects.get>) {
    return this.charges.get(message.principal, message.params.charge_id);
  }

  @RpcHandler(ChargeSubjects.update)
  update(@Payload() message: RpcMessage<typeof ChargeSubjects.update>) {
    return this.charges.update(message.principal, message.params.charge_id, message.body);
  }

  @RpcHandler(ChargeSubjects.capture)
  capture(@Payload() message: RpcMessage<typeof ChargeSubjects.capture>) {
    return this.charges.capture(message.principal, message.params.charge_id, message.body ?? {});
  }

  @RpcHandler(ChargeSubjects.cancel)
  cancel(@Payload() message: RpcMessage<typeof ChargeSubjects.cancel>) {
    return this.charges.cancel(message.principal, message.params.charge_id);
  }

  @RpcHandler(ChargeSubjects.sandboxCreate)
  sandboxCreate(@Payload() message: RpcMessage<typeof ChargeSubjects.sandboxCreate>) {
    return this.charges.authorize(message.principal, message.body);
  }

  /** Internal: credit's orphan sweep asks whether billing holds this charge. */
  @RpcHandler(ChargeSubjects.lookup)
  lookup(@Payload() message: RpcMessage<typeof ChargeSubjects.lookup>) {
    const body = message.body;
    return this.charges.lookup(body.merchant_id, body.charge_id);
  }
}
