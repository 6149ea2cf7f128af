import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { RawRequestBody, RpcRequest, ShipmentSubjects, SignShipmentUpload } from '@netline/contracts';
import { UploadsService } from './uploads.service';

/** NATS handlers: one line each; the gateway has already validated params and body. */
@Controller()
export class UploadsHandler {
  constructor(private readonly uploads: UploadsService) {}

  @MessagePattern(ShipmentSubjects.signUpload)
  sign(@Payload() message: RpcRequest<SignShipmentUpload>) {
    return this.uploads.sign(message.principal, message.body);
  }

  /** Public route: the token in the path is the permission (`principal` is null). */
  @MessagePattern(ShipmentSubjects.upload)
  upload(@Payload() message: RpcRequest<RawRequestBody, { token: string }>) {
    return this.uploads.upload(message.params.token, message.body);
  }

  @MessagePattern(ShipmentSubjects.file)
  file(@Payload() message: RpcRequest<unknown, { file_id: string }>) {
    return this.uploads.download(message.principal, message.params.file_id);
  }
}
