import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CreditNoteSubjects, RpcMessage } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { CreditNotesService } from './credit-notes.service';

/** NATS handlers: one line each. `@RpcHandler` checks a message against the RPC map (as the gateway did) before the method runs. */
@Controller()
export class CreditNotesHandler {
  constructor(private readonly notes: CreditNotesService) {}

  @RpcHandler(CreditNoteSubjects.list)
  list(@Payload() message: RpcMessage<typeof CreditNoteSubjects.list>) {
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
