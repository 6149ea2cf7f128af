import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcMessage, ShipmentSubjects } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { UploadsService } from './uploads.service';

/** NATS handlers: one line each; the gateway has already validated params and body. */
@Controller()
export class UploadsHandler {
  constructor(private readonly uploads: UploadsService) {}

  @RpcHandler(ShipmentSubjects.signUpload)
  sign(@Payload() message: RpcMessage<typeof ShipmentSubjects.signUpload>) {
    return this.uploads.sign(message.principal, message.body);
  }

  /** Public route: the token in the path is the permission (`principal` is null). */
  @RpcHandler(ShipmentSubjects.upload)
  upload(@Payload() message: RpcMessage<typeof ShipmentSubjects.upload>) {
    return this.uploads.upload(message.params.token, message.body);
  }

  @RpcHandler(ShipmentSubjects.file)
  file(@Payload() message: RpcMessage<typeof ShipmentSubjects.file>) {
    return this.uploads.download(message.principal, message.params.file_id);
  }
}
