import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, UnitOfWork } from '@netline/messaging';
import { WebhookDispatcherConfig } from '../config';
import { TooManyEndpointsError } from './subscription.errors';
import {
  ListEnvelope,
  ListQuery,
  newEvent,
  PARTNER_TOPIC_NAMES,
  PartnerTopic,
  Principal,
  PUBLIC_TOPIC_NAMES,
  UpsertWebhook,
  WebhookEndpoint,
  listEnvelope,
} from '@netline/contracts';
import { Clock, IdGenerator } from '@netline/persistence';
import { EndpointGuard } from './endpoint-guard';
import { presentSubscription } from './subscription.presenter';
import { SubscriptionsRepository } from './subscriptions.repository';

@Injectable()
export class SubscriptionsService {
  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly guard: EndpointGuard,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    @Inject(CONFIG) private readonly config: WebhookDispatcherConfig,
  ) {}

  async list(principal: Principal, query: ListQuery): Promise<ListEnvelope<WebhookEndpoint>> {
    return listEnvelope(query, await this.subscriptions.list(principal.merchant_id, query), presentSubscription);
  }

  /**
   * Upsert by URL: `true` flags subscribe, `false` flags unsubscribe, omitted flags stay as
   * they were. Answers the endpoint's active subscription rows after the change. Partners subscribe at
   * partner level and have four more topics (`merchant.*`); the gateway validated the flags of each API.
   * A new URL beyond WEBHOOK_MAX_ENDPOINTS is refused (400 on `endpoint_url`). A new endpoint, or one whose
   * topics changed, is a domain event in the same transaction (the audit trail's record of it).
   */
  async upsert(principal: Principal, input: UpsertWebhook): Promise<WebhookEndpoint[]> {
    await this.guard.assertAllowed(input.endpoint_url);
    const now = this.clock.now();
    const flags = input.events as Partial<Record<PartnerTopic, boolean>>;
    const topics: readonly PartnerTopic[] = principal.partner ? PARTNER_TOPIC_NAMES : PUBLIC_TOPIC_NAMES;
    const subscribe = topics.filter((topic) => flags[topic] === true);
    const unsubscribe = topics.filter((topic) => flags[topic] === false);
    const rows = await this.unitOfWork.run(async ({ manager, emit }) => {
      const existing = await this.subscriptions.lockedEndpointCount(manager, principal.merchant_id, input.endpoint_url);
      if (!existing.exists && existing.count >= this.config.WEBHOOK_MAX_ENDPOINTS) throw new TooManyEndpointsError(this.config.WEBHOOK_MAX_ENDPOINTS);
      const endpoint = await this.subscriptions.upsertEndpoint(manager, principal.merchant_id, input.endpoint_url, this.ids.next('wep'), now);
      const before = existing.exists ? topicsOf(await this.subscriptions.forEndpoint(manager, principal.merchant_id, endpoint.id)) : [];
      await this.subscriptions.unsubscribe(manager, principal.merchant_id, endpoint.id, unsubscribe);
      await this.subscriptions.subscribe(
        manager,
        principal.merchant_id,
        endpoint.id,
        subscribe,
        subscribe.map(() => this.ids.next('whe')),
        now,
      );
      const after = await this.subscriptions.forEndpoint(manager, principal.merchant_id, endpoint.id);
      const topics = topicsOf(after);
      if (!existing.exists || topics.join() !== before.join()) {
        const type = existing.exists ? 'webhook_endpoint.updated' : 'webhook_endpoint.created';
        await emit(newEvent(type, principal.merchant_id, { id: endpoint.id, url: endpoint.url, topics }));
      }
      return after;
    });
    return rows.map(presentSubscription);
  }

  /** Removes the endpoint and its subscriptions (an event when there was one); an unknown URL is not an error. */
  async delete(principal: Principal, url: string): Promise<void> {
    await this.unitOfWork.run(async ({ manager, emit }) => {
      const deleted = await this.subscriptions.deleteEndpoint(manager, principal.merchant_id, url);
      if (deleted) await emit(newEvent('webhook_endpoint.deleted', principal.merchant_id, { id: deleted.id, url: deleted.url, topics: [] }));
    });
  }
}

/** An endpoint's topics, in a fixed order (to tell whether a change moved them). */
function topicsOf(rows: Array<{ topic: string }>): string[] {
  return rows.map((row) => row.topic).sort();
}
