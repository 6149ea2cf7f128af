import { Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '@netline/messaging';
import { WebhookDispatcherConfig } from '../config';
import {
  ListEnvelope,
  ListQuery,
  Principal,
  TestWebhook,
  WEBHOOK_TEST_EVENT_TYPE,
  WebhookDelivery,
  WebhookDeliveryWithAttempts,
  listEnvelope,
} from '@netline/contracts';
import { Clock, IdGenerator } from '@netline/persistence';
import { DataSource } from 'typeorm';
import { DeliveryQueue } from '../dispatch/delivery-queue';
import { EndpointGuard } from '../subscriptions/endpoint-guard';
import { webhookBody } from '../dispatch/event-intake';
import { EndpointNotFoundError } from '../subscriptions/subscription.errors';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import { DeliveriesRepository, NewDelivery } from '../deliveries/deliveries.repository';
import { DeliveryNotFoundError, EndpointGoneError, TooManyResendsError } from '../deliveries/delivery.errors';
import { presentAttempt, presentDelivery } from '../deliveries/delivery.presenter';

/** The merchant's delivery log: list, inspect with attempts, resend, and send a test event. */
@Injectable()
export class DeliveriesService {
  constructor(
    private readonly deliveries: DeliveriesRepository,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly queue: DeliveryQueue,
    private readonly guard: EndpointGuard,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    @Inject(CONFIG) private readonly config: WebhookDispatcherConfig,
  ) {}

  async list(principal: Principal, query: ListQuery): Promise<ListEnvelope<WebhookDelivery>> {
    return listEnvelope(query, await this.deliveries.list(principal.merchant_id, query), presentDelivery);
  }

  async get(principal: Principal, id: string): Promise<WebhookDeliveryWithAttempts> {
    const delivery = await this.deliveries.find(principal.merchant_id, id);
    if (!delivery) throw new DeliveryNotFoundError();
    const attempts = await this.deliveries.attempts(principal.merchant_id, id);
    return { ...presentDelivery(delivery), attempts: attempts.map(presentAttempt) };
  }

  /**
   * A new delivery of the same event (same id and body) to the same endpoint. At most
   * WEBHOOK_RESENDS_PER_MINUTE per account in any sliding minute (429 beyond): a resend makes Netline
   * send a request to an address of the caller's choosing, so it must not become a request amplifier.
   */
  async resend(principal: Principal, id: string): Promise<WebhookDelivery> {
    const original = await this.deliveries.find(principal.merchant_id, id);
    if (!original) throw new DeliveryNotFoundError();
    const recent = await this.deliveries.resendsSince(principal.merchant_id, new Date(this.clock.now().getTime() - 60_000));
    if (recent >= this.config.WEBHOOK_RESENDS_PER_MINUTE) throw new TooManyResendsError(this.config.WEBHOOK_RESENDS_PER_MINUTE);
    const endpoint = await this.subscriptions.findEndpoint(principal.merchant_id, original.endpoint_url);
    if (!endpoint || endpoint.id !== original.endpoint_id) throw new EndpointGoneError();
    return this.create({
      ...original,
      id: this.ids.next('whd'),
      resend_of: original.resend_of ?? original.id,
      created_at: this.clock.now(),
    });
  }

  /**
   * Sends a `webhook.test` event (object `webhook_endpoint`, `data.id` the endpoint's id) to one of the
   * merchant's registered endpoints, signed like any other delivery, so an integration can be checked
   * without waiting for real activity.
   */
  async test(principal: Principal, input: TestWebhook): Promise<WebhookDelivery> {
    const endpoint = await this.subscriptions.findEndpoint(principal.merchant_id, input.endpoint_url);
    if (!endpoint) throw new EndpointNotFoundError();
    await this.guard.assertAllowed(endpoint.url);
    const now = this.clock.now();
    const eventId = this.ids.next('evt');
    const payload = webhookBody(
      {
        id: eventId,
        object: 'webhook_endpoint',
        type: WEBHOOK_TEST_EVENT_TYPE,
        occurred_at: now.toISOString(),
        data: { id: endpoint.id },
        merchant_id: principal.merchant_id,
      },
      Boolean(principal.partner),
    );
    return this.create({
      id: this.ids.next('whd'),
      merchant_id: principal.merchant_id,
      event_id: eventId,
      event_type: WEBHOOK_TEST_EVENT_TYPE,
      object: 'webhook_endpoint',
      endpoint_id: endpoint.id,
      endpoint_url: endpoint.url,
      payload,
      occurred_at: now,
      resend_of: null,
      created_at: now,
    });
  }

  /**
   * Stores the delivery and queues it, answering it as stored: read before the job exists, since a worker
   * may deliver it before a read made after the enqueue (the answer would then say `succeeded`).
   */
  private async create(delivery: NewDelivery): Promise<WebhookDelivery> {
    await this.dataSource.transaction((manager) => this.deliveries.insert(manager, [delivery]));
    const stored = await this.deliveries.find(delivery.merchant_id, delivery.id);
    if (!stored) throw new DeliveryNotFoundError();
    await this.queue.enqueue([delivery]);
    return presentDelivery(stored);
  }
}
