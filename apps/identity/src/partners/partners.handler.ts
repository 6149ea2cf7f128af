import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CreatePartnerRequest, IdentitySubjects, InternalRequest } from '@netline/contracts';
import { PartnersService } from './partners.service';

@Controller()
export class PartnersHandler {
  constructor(private readonly partners: PartnersService) {}

  @MessagePattern(IdentitySubjects.createPartner)
  create(@Payload() message: InternalRequest<CreatePartnerRequest>) {
    return this.partners.create(message.body);
  }

  @MessagePattern(IdentitySubjects.partnerGrant)
  grant(@Payload() message: InternalRequest<{ partner_id: string }>) {
    return this.partners.grant(message.body?.partner_id);
  }
}
