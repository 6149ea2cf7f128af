import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { AuditEvent, AuditExport, AuditSubjects, ListEnvelope, RpcMessage } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { AuditService } from './audit.service';

/**
 * NATS handlers of the audit trail. The gateway has validated the query; the entries are the caller's own
 * account's (a partner's: its own account's; sub-merchants' entries are read with their own keys).
 */
@Controller()
export class AuditHandler {
  constructor(private readonly audit: AuditService) {}

  @RpcHandler(AuditSubjects.list)
  list(@Payload() message: RpcMessage<typeof AuditSubjects.list>): Promise<ListEnvelope<AuditEvent>> {
    return this.audit.list(message.principal.merchant_id, message.query);
  }

  @RpcHandler(AuditSubjects.export)
  export(@Payload() message: RpcMessage<typeof AuditSubjects.export>): Promise<AuditExport> {
    return this.audit.export(message.principal.merchant_id, message.query);
  }
}
