import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { PromiseToPaySubjects, RpcMessage } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { merchantCaller, PromisesService } from './promises.service';

/** NATS handlers of the merchant API's promises to pay: one line each. */
@Controller()
export class PromisesHandler {
  constructor(private readonly promises: PromisesService) {}

  @RpcHandler(PromiseToPaySubjects.create)
  create(@Payload() message: RpcMessage<typeof PromiseToPaySubjects.create>) {
    return this.promises.create(merchantCaller(message.principal), message.body);
  }

  @RpcHandler(PromiseToPaySubjects.list)
  list(@Payload() message: RpcMessage<typeof PromiseToPaySubjects.list>) {
    return this.promises.list(merchantCaller(message.principal), message.query);
  }

  @RpcHandler(PromiseToPaySubjects.get)
  get(@Payload() message: RpcMessage<typeof PromiseToPaySubjects.get>) {
    return this.promises.get(merchantCaller(message.principal), message.params.promise_id);
  }
}
