import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EventSubjects, RpcMessage } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { EventsService } from './events.service';

@Controller()
export class EventsHandler {
  constructor(private readonly events: EventsService) {}

  @RpcHandler(EventSubjects.list)
  list(@Payload() message: RpcMessage<typeof EventSubjects.list>) {
    return this.events.list(message.principal, message.query);
  }

  @RpcHandler(EventSubjects.get)
  get(@Payload() message: RpcMessage<typeof EventSubjects.get>) {
    return this.events.get(message.principal, message.params.event_id);
  }

  @RpcHandler(EventSubjects.redeliver)
  redeliver(@Payload() message: RpcMessage<typeof EventSubjects.redeliver>) {
    return this.events.redeliver(message.principal, message.params.event_id, message.body);
  }

  /** The gateway's live stream (`GET /events/stream`): not an operation of the catalogue. */
  @RpcHandler(EventSubjects.streamPage)
  streamPage(@Payload() message: RpcMessage<typeof EventSubjects.streamPage>) {
    return this.events.streamPage(message.principal, message.body);
  }
}
