import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CustomerSubjects, RpcMessage, scopeFromIds } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { CustomersService } from './customers.service';
import { EnrollmentService } from './enrollment.service';

/**
 * NATS handlers: one line each. Each message is checked against its subject's schemas in the RPC map
 * before the method runs (the gateway validated it too; a message from elsewhere gets the same 400).
 */
@Controller()
export class CustomersHandler {
  constructor(
    private readonly customers: CustomersService,
    private readonly enrollment: EnrollmentService,
  ) {}

  @RpcHandler(CustomerSubjects.list)
  list(@Payload() message: RpcMessage<typeof CustomerSubjects.list>) {
    return this.customers.list(message.principal, message.query);
  }

  @RpcHandler(CustomerSubjects.create)
  create(@Payload() message: RpcMessage<typeof CustomerSubjects.create>) {
    return this.customers.create(message.principal, message.body);
  }

  @RpcHandler(CustomerSubjects.get)
  get(@Payload() message: RpcMessage<typeof CustomerSubjects.get>) {
    return this.customers.get(message.principal, message.params.customer_id);
  }

  @RpcHandler(CustomerSubjects.update)
  update(@Payload() message: RpcMessage<typeof CustomerSubjects.update>) {
    return this.customers.update(message.principal, message.params.customer_id, message.body);
  }

  @RpcHandler(CustomerSubjects.locate)
  locate(@Payload() message: RpcMessage<typeof CustomerSubjects.locate>) {
    return this.customers.locate(scopeFromIds(message.body.merchant_ids), message.body.customer_id);
  }

  @RpcHandler(CustomerSubjects.enroll)
  enrollStub(@Payload() message: RpcMessage<typeof CustomerSubjects.enroll>) {
    return this.customers.enrollStub(message.principal, message.params.customer_id);
  }

  @RpcHandler(CustomerSubjects.sandboxEnroll)
  async sandboxEnroll(@Payload() message: RpcMessage<typeof CustomerSubjects.sandboxEnroll>) {
    await this.enrollment.sandboxEnroll(message.principal, message.params.customer_id);
    return this.customers.get(message.principal, message.params.customer_id);
  }

  @RpcHandler(CustomerSubjects.enrollmentPage)
  enrollmentPage(@Payload() message: RpcMessage<typeof CustomerSubjects.enrollmentPage>) {
    return this.enrollment.page(message.params.token);
  }

  @RpcHandler(CustomerSubjects.enrollmentAccept)
  enrollmentAccept(@Payload() message: RpcMessage<typeof CustomerSubjects.enrollmentAccept>) {
    return this.enrollment.accept(message.params.token);
  }
}
