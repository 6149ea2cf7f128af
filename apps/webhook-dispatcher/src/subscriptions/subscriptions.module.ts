import { Module } from '@nestjs/common';
import { DispatcherRecordsModule } from '../dispatcher-records.module';
import { EndpointGuard } from './endpoint-guard';
import { SubscriptionsHandler } from './subscriptions.handler';
import { SubscriptionsService } from './subscriptions.service';

/** Webhook endpoints: their topics, and the guard every endpoint address passes. */
@Module({
  imports: [DispatcherRecordsModule],
  controllers: [SubscriptionsHandler],
  providers: [SubscriptionsService, EndpointGuard],
  exports: [EndpointGuard],
})
export class SubscriptionsModule {}
