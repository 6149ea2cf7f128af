import { Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '@netline/messaging';
import { WebhookDispatcherConfig } from '../config';
import { TooManyEndpointsError } from './subscription.errors';
import { ListEnvelope, ListQuery, PARTNER_TOPIC_NAMES, PartnerTopic, Principal, PUBLIC_TOPIC_NAMES, UpsertWebhook, WebhookEndpoint } from '@netline/contracts';
import { Clock, IdGenerator } from '@netline/persistence';
import { DataSource } from 'typeorm';
import { EndpointGuard } from './endpoint-guard';
import { presentSubscription } from './subscription.presenter';
import { SubscriptionsRepository } from './subscriptions.repository';

@Injectable()
export class SubscriptionsService {
  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly dataSource: DataSource,
    private readonly guard: EndpointGuard,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    @Inject(CONFIG) private readonly config: WebhookDispatcherConfig,
  ) {}

  async list(principal: Principal, query: ListQuery): Promise<ListEnvelope<WebhookEndpoint>> {
    const { count, rows } = await this.subscriptions.list(principal.merchant_id, query.limit, query.offset);
    return { count, page: query.page, limit: query.limit, results: rows.map(presentSubscription) };
  }

  /**
   * Upsert by URL: `true` flags subscribe, `false` flags unsubscribe, omitted flags stay as
   * they were. Answers the endpoint's active subscription rows after the change. Partners subscribe at
   * partner level and have four more topics (`merchant.*`); the gateway validated the flags of each API.
   * A new URL beyond WEBHOOK_MAX_ENDPOINTS is refused (400 on `endpoint_url`).
   */
  async upsert(principal: Principal, input: UpsertWebhook): Promise<WebhookEndpoint[]> {
    await this.guard.assertAllowed(input.endpoint_url);
    const now = this.clock.now();
    const flags = input.events as Partial<Record<PartnerTopic, boolean>>;
    const topics: readonly PartnerTopic[] = principal.partner ? PARTNER_TOPIC_NAMES : PUBLIC_TOPIC_NAMES;
    const subscribe = topics.filter((topic) => flags[topic] === true);
    const unsubscribe = topics.filter((topic) => flags[topic] === false);
    const rows = await this.dataSource.transaction(async (manager) => {
      const existing = await this.subscriptions.lockedEndpointCount(manager, principal.merchant_id, input.endpoint_url);
      if (!existing.exists && existing.count >= this.config.WEBHOOK_MAX_ENDPOINTS) throw new TooManyEndpointsError(this.config.WEBHOOK_MAX_ENDPOINTS);
      const endpoint = await this.subscriptions.upsertEndpoint(manager, principal.merchant_id, input.endpoint_url, this.ids.next('wep'), now);
      await this.subscriptions.unsubscribe(manager, principal.merchant_id, endpoint.id, unsubscribe);
      await this.subscriptions.subscribe(
        manager,
        principal.merchant_id,
        endpoint.id,
        subscribe,
        subscribe.map(() => this.ids.next('whe')),
        now,
      );
      return this.subscriptions.forEndpoint(manager, principal.merchant_id, endpoint.id);
    });
    return rows.map(presentSubscription);
  }

  /** Removes the endpoint and its subscriptions; an unknown URL is not an error. */
  async delete(principal: Principal, url: string): Promise<void> {
    await this.subscriptions.deleteEndpoint(principal.merchant_id, url);
  }
}
