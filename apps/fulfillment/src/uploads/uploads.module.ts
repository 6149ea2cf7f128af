import { Module } from '@nestjs/common';
import { FilesRepository } from './files.repository';
import { UploadsHandler } from './uploads.handler';
import { UploadsService } from './uploads.service';

@Module({
  controllers: [UploadsHandler],
  providers: [UploadsService, FilesRepository],
  exports: [UploadsService],
})
export class UploadsModule {}
