import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CreateCreditNote, CreditNoteSubjects, ListQuery, RpcRequest } from '@netline/contracts';
import { CreditNotesService } from './credit-notes.service';

type CreditNoteParams = { credit_note_id: string };

/** NATS handlers: one line each; the gateway has already validated params, query and body. */
@Controller()
export class CreditNotesHandler {
  constructor(private readonly notes: CreditNotesService) {}

  @MessagePattern(CreditNoteSubjects.list)
  list(@Payload() message: RpcRequest<unknown, Record<string, never>, ListQuery>) {
    return this.notes.list(message.principal, message.query);
  }

  @MessagePattern(CreditNoteSubjects.create)
  create(@Payload() message: RpcRequest<CreateCreditNote>) {
    return this.notes.create(message.principal, message.body);
  }

  @MessagePattern(CreditNoteSubjects.get)
  get(@Payload() message: RpcRequest<unknown, CreditNoteParams>) {
    return this.notes.get(message.principal, message.params.credit_note_id);
  }

  @MessagePattern(CreditNoteSubjects.void)
  void(@Payload() message: RpcRequest<unknown, CreditNoteParams>) {
    return this.notes.void(message.principal, message.params.credit_note_id);
  }
}
