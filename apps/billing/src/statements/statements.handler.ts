import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcMessage, StatementSubjects } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { StatementsService } from './statements.service';

/** NATS handlers of customer statements: one line each. */
@Controller()
export class StatementsHandler {
  constructor(private readonly statements: StatementsService) {}

  @RpcHandler(StatementSubjects.list)
  list(@Payload() message: RpcMessage<typeof StatementSubjects.list>) {
    return this.statements.list(message.principal, message.params.customer_id, message.query);
  }

  @RpcHandler(StatementSubjects.current)
  current(@Payload() message: RpcMessage<typeof StatementSubjects.current>) {
    return this.statements.current(message.principal, message.params.customer_id);
  }

  @RpcHandler(StatementSubjects.get)
  get(@Payload() message: RpcMessage<typeof StatementSubjects.get>) {
    return this.statements.get(message.principal, message.params.statement_id);
  }

  @RpcHandler(StatementSubjects.pdf)
  pdf(@Payload() message: RpcMessage<typeof StatementSubjects.pdf>) {
    return this.statements.pdf(message.principal, message.params.statement_id);
  }
}
