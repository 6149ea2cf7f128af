import { Inject, Injectable } from '@nestjs/common';
import { IdentitySubjects } from '@netline/contracts';
import { CONFIG, RpcClient } from '@netline/messaging';

import { WebhookDispatcherConfig } from '../config';

/**
 * The merchant's signing secrets, asked of identity over NATS and kept for a short while
 * (WEBHOOK_SECRET_CACHE_MS, at most 60 s) so that a burst of deliveries costs one request, and a rotation
 * takes effect within that time. Concurrent misses for one merchant share one request.
 */
@Injectable()
export class WebhookSecretsCache {
  // Each entry holds its secrets as a settled promise, so a hit hands out the same promise instead of
  // making one per delivery.
  private readonly entries = new Map<string, { secrets: Promise<string[]>; expiresAt: number }>();
  private readonly inFlight = new Map<string, Promise<string[]>>();

  constructor(
    private readonly rpc: RpcClient,
    @Inject(CONFIG) private readonly config: WebhookDispatcherConfig,
  ) {}

  secretsFor(merchantId: string): Promise<string[]> {
    const cached = this.entries.get(merchantId);
    if (cached && cached.expiresAt > Date.now()) return cached.secrets;
    const pending = this.inFlight.get(merchantId);
    if (pending) return pending;
    const request = this.fetch(merchantId).finally(() => this.inFlight.delete(merchantId));
    this.inFlight.set(merchantId, request);
    return request;
  }

  private async fetch(merchantId: string): Promise<string[]> {
    const reply = await this.rpc.ask(IdentitySubjects.webhookSecrets, { merchant_id: merchantId });
    if (reply.secrets.length === 0) throw new Error(`merchant ${merchantId} has no webhook secret`);
    if (this.entries.size > 100_000) this.entries.clear();
    this.entries.set(merchantId, { secrets: Promise.resolve(reply.secrets), expiresAt: Date.now() + this.config.WEBHOOK_SECRET_CACHE_MS });
    return reply.secrets;
  }
}
