import { Module } from '@nestjs/common';
import { DeliveriesRepository } from './deliveries/deliveries.repository';
import { EventsRepository } from './events/events.repository';
import { SubscriptionsRepository } from './subscriptions/subscriptions.repository';

const REPOSITORIES = [DeliveriesRepository, EventsRepository, SubscriptionsRepository];

/**
 * The dispatcher's tables, one repository each, below every feature module: the intake writes
 * deliveries for subscriptions, the delivery log and the events API read all three.
 */
@Module({ providers: REPOSITORIES, exports: REPOSITORIES })
export class DispatcherRecordsModule {}
