import { Module } from '@nestjs/common';
import { BillingClient } from '../billing.client';
import { CouriersModule } from '../couriers/couriers.module';
import { UploadsModule } from '../uploads/uploads.module';
import { ShipmentsHandler } from './shipments.handler';
import { ShipmentsRepository } from './shipments.repository';
import { ShipmentsService } from './shipments.service';

@Module({
  imports: [CouriersModule, UploadsModule],
  controllers: [ShipmentsHandler],
  providers: [ShipmentsService, ShipmentsRepository, BillingClient],
})
export class ShipmentsModule {}
