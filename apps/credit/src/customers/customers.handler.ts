import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CustomerSubjects,
  InternalRequest,
  ListQuery,
  locateCustomerSchema,
  PartnerCreateCustomer,
  PartnerUpdateCustomer,
  RpcRequest,
  scopeFromIds,
} from '@netline/contracts';
import { validateMessage } from '../validate-message';
import { CustomersService } from './customers.service';
import { EnrollmentService } from './enrollment.service';

type CustomerParams = { customer_id: string };
type TokenParams = { token: string };

/** NATS handlers: one line each; the gateway has already validated params, query and body. */
@Controller()
export class CustomersHandler {
  constructor(
    private readonly customers: CustomersService,
    private readonly enrollment: EnrollmentService,
  ) {}

  @MessagePattern(CustomerSubjects.list)
  list(@Payload() message: RpcRequest<unknown, Record<string, never>, ListQuery>) {
    return this.customers.list(message.principal, message.query);
  }

  @MessagePattern(CustomerSubjects.create)
  create(@Payload() message: RpcRequest<PartnerCreateCustomer>) {
    return this.customers.create(message.principal, message.body);
  }

  @MessagePattern(CustomerSubjects.get)
  get(@Payload() message: RpcRequest<unknown, CustomerParams>) {
    return this.customers.get(message.principal, message.params.customer_id);
  }

  @MessagePattern(CustomerSubjects.update)
  update(@Payload() message: RpcRequest<PartnerUpdateCustomer, CustomerParams>) {
    return this.customers.update(message.principal, message.params.customer_id, message.body);
  }

  @MessagePattern(CustomerSubjects.locate)
  locate(@Payload() message: InternalRequest) {
    const body = validateMessage(locateCustomerSchema, message.body);
    return this.customers.locate(scopeFromIds(body.merchant_ids), body.customer_id);
  }

  @MessagePattern(CustomerSubjects.enroll)
  enrollStub(@Payload() message: RpcRequest<unknown, CustomerParams>) {
    return this.customers.enrollStub(message.principal, message.params.customer_id);
  }

  @MessagePattern(CustomerSubjects.sandboxEnroll)
  async sandboxEnroll(@Payload() message: RpcRequest<unknown, CustomerParams>) {
    await this.enrollment.sandboxEnroll(message.principal, message.params.customer_id);
    return this.customers.get(message.principal, message.params.customer_id);
  }

  @MessagePattern(CustomerSubjects.enrollmentPage)
  enrollmentPage(@Payload() message: RpcRequest<unknown, TokenParams>) {
    return this.enrollment.page(message.params.token);
  }

  @MessagePattern(CustomerSubjects.enrollmentAccept)
  enrollmentAccept(@Payload() message: RpcRequest<unknown, TokenParams>) {
    return this.enrollment.accept(message.params.token);
  }
}
