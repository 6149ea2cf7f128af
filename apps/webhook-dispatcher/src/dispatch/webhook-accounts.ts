import { Injectable } from '@nestjs/common';
import { DomainError, IdentitySubjects } from '@netline/contracts';
import { RpcClient } from '@netline/messaging';

/** Whose subscriptions an event of a merchant goes to, and whether that account is a partner. */
export interface WebhookAccount {
  accountId: string;
  partner: boolean;
}

/**
 * Partners subscribe at partner level (docs/decisions/0006-partners.md): events about a sub-merchant's
 * records go to its partner's endpoints, signed with the partner's secret. This asks identity once per
 * merchant and keeps the answer for the life of the process — a sub-merchant never changes partner and a
 * merchant never becomes one — bounded in size. A merchant identity does not know (events of a test
 * fixture) is its own account; identity being unreachable throws, so the stream entry is retried.
 */
@Injectable()
export class WebhookAccounts {
  private readonly known = new Map<string, WebhookAccount>();
  private readonly inFlight = new Map<string, Promise<WebhookAccount>>();

  constructor(private readonly rpc: RpcClient) {}

  async of(merchantId: string): Promise<WebhookAccount> {
    const known = this.known.get(merchantId);
    if (known) return known;
    const pending = this.inFlight.get(merchantId);
    if (pending) return pending;
    const asking = this.ask(merchantId).finally(() => this.inFlight.delete(merchantId));
    this.inFlight.set(merchantId, asking);
    return asking;
  }

  async ofMany(merchantIds: string[]): Promise<Map<string, WebhookAccount>> {
    const unique = [...new Set(merchantIds)];
    const accounts = await Promise.all(unique.map((merchantId) => this.of(merchantId)));
    return new Map(unique.map((merchantId, index) => [merchantId, accounts[index]]));
  }

  private async ask(merchantId: string): Promise<WebhookAccount> {
    let account: WebhookAccount;
    try {
      const settings = await this.rpc.ask(IdentitySubjects.getMerchant, { merchant_id: merchantId });
      account = settings.partner_id
        ? { accountId: settings.partner_id, partner: true }
        : { accountId: settings.merchant_id, partner: settings.account_type === 'partner' };
    } catch (error) {
      if (!(error instanceof DomainError && error.kind === 'not_found')) throw error;
      account = { accountId: merchantId, partner: false };
    }
    if (this.known.size >= 100_000) this.known.clear();
    this.known.set(merchantId, account);
    return account;
  }
}
