import { Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '@netline/messaging';
import { WebhookDispatcherConfig } from '../config';
import { checkEndpointAddress, systemResolver } from '@netline/outbound';
import { ForbiddenEndpointAddressError } from './subscription.errors';

/** Registration-time address check (the connect-time one lives in the sender's Agent). */
@Injectable()
export class EndpointGuard {
  constructor(@Inject(CONFIG) private readonly config: WebhookDispatcherConfig) {}

  async assertAllowed(url: string): Promise<void> {
    const reason = await checkEndpointAddress(url, systemResolver, this.config.WEBHOOK_ALLOW_PRIVATE_TARGETS);
    if (reason) throw new ForbiddenEndpointAddressError(reason);
  }
}
