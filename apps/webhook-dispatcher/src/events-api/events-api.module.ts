import { Module } from '@nestjs/common';
import { DispatchModule } from '../dispatch/dispatch.module';
import { DispatcherRecordsModule } from '../dispatcher-records.module';
import { EventsHandler } from './events.handler';
import { EventsService } from './events.service';

/** The events API: an account's events as its webhooks carry them, and their redelivery. */
@Module({
  imports: [DispatcherRecordsModule, DispatchModule],
  controllers: [EventsHandler],
  providers: [EventsService],
})
export class EventsApiModule {}
