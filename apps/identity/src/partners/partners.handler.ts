import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { IdentitySubjects, RpcMessage } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { PartnersService } from './partners.service';

@Controller()
export class PartnersHandler {
  constructor(private readonly partners: PartnersService) {}

  @RpcHandler(IdentitySubjects.createPartner)
  create(@Payload() message: RpcMessage<typeof IdentitySubjects.createPartner>) {
    return this.partners.create(message.body);
  }

  @RpcHandler(IdentitySubjects.partnerGrant)
  grant(@Payload() message: RpcMessage<typeof IdentitySubjects.partnerGrant>) {
    return this.partners.grant(message.body.partner_id);
  }
}
