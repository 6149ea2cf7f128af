import { Module } from '@nestjs/common';
import { DispatchModule } from '../dispatch/dispatch.module';
import { DispatcherRecordsModule } from '../dispatcher-records.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { DeliveriesHandler } from './delivery-log.handler';
import { DeliveriesService } from './delivery-log.service';

/** The delivery log merchants read, with resends (which go back through the delivery queue). */
@Module({
  imports: [DispatcherRecordsModule, DispatchModule, SubscriptionsModule],
  controllers: [DeliveriesHandler],
  providers: [DeliveriesService],
})
export class DeliveryLogModule {}
