import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CreditNoteSubjects, ListQuery, RpcMessage, RpcRequest } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { CreditNotesService } from './credit-notes.service';

/** NATS handlers: one line each; the gateway has already validated params, query and body. */
@Controller()
export class CreditNotesHandler {
  constructor(private readonly notes: CreditNotesService) {}

  @MessagePattern(CreditNoteSubjects.list)
  list(@Payload() message: RpcRequest<unknown, Record<string, never>, ListQuery>) {
    return this.notes.list(message.principal, message.query);
  }

  @RpcHandler(CreditNoteSubjects.create)
  create(@Payload() message: RpcMessage<typeof CreditNoteSubjects.create>) {
    return this.notes.create(message.principal, message.body);
  }

  @RpcHandler(CreditNoteSubjects.get)
  get(@Payload() message: RpcMessage<typeof CreditNoteSubjects.get>) {
    return this.notes.get(message.principal, message.params.credit_note_id);
  }

  @RpcHandler(CreditNoteSubjects.void)
  void(@Payload() message: RpcMessage<typeof CreditNoteSubjects.void>) {
    return this.notes.void(message.principal, message.params.credit_note_id);
  }
}
