import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  DashboardSettings,
  DashboardSubjects,
  DEFAULT_MERCHANT_API_VERSION,
  DomainError,
  RpcMessage,
  RpcRequest,
  WEBHOOK_SECRET_OVERLAP_HOURS,
  WebhookSecretView,
} from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { Clock } from '@netline/persistence';
import { AccessKeysService, viewOf } from '../access-keys/access-keys.service';
import { AccessKeysRepository } from '../access-keys/access-keys.repository';
import { MerchantsRepository } from '../merchants/merchants.repository';
import { MerchantsService } from '../merchants/merchants.service';
import { UsersService } from '../users/users.service';
import { OAuthService } from '../oauth/oauth.service';
import { SecondFactorRequiredError } from '../accounts/account.errors';

/** Only a dashboard session (the gateway's `user` actor) acts here; the gateway already refuses others. */
function actingUser(message: RpcRequest): string {
  if (message.principal?.actor.type !== 'user') throw new DomainError('IDENTITY.SESSION_REQUIRED', 'forbidden', 'Sign in to the dashboard to do this');
  return message.principal.actor.id;
}

/**
 * The dashboard's own operations (Settings > Integrations, the webhook secret, the team), each acting on
 * the merchant of the signed-in person and nothing else.
 */
@Controller()
export class DashboardHandler {
  constructor(
    private readonly merchants: MerchantsService,
    private readonly merchantRows: MerchantsRepository,
    private readonly accessKeys: AccessKeysService,
    private readonly accessKeyRows: AccessKeysRepository,
    private readonly users: UsersService,
    private readonly oauth: OAuthService,
    private readonly clock: Clock,
  ) {}

  @RpcHandler(DashboardSubjects.listConnectedAssistants)
  async listConnectedAssistants(@Payload() message: RpcMessage<typeof DashboardSubjects.listConnectedAssistants>) {
    return { results: await this.oauth.connectedAssistants(actingUser(message)) };
  }

  @RpcHandler(DashboardSubjects.disconnectAssistant)
  disconnectAssistant(@Payload() message: RpcMessage<typeof DashboardSubjects.disconnectAssistant>) {
    return this.oauth.disconnect(actingUser(message), message.params.grant_id);
  }

  @RpcHandler(DashboardSubjects.sessionUser)
  sessionUser(@Payload() message: RpcMessage<typeof DashboardSubjects.sessionUser>) {
    return this.users.sessionUser(message.body.user_id);
  }

  @RpcHandler(DashboardSubjects.getSettings)
  async getSettings(@Payload() message: RpcMessage<typeof DashboardSubjects.getSettings>): Promise<DashboardSettings> {
    actingUser(message);
    return this.settingsView(await this.merchants.get(message.principal.merchant_id));
  }

  /**
   * The API switches, the account's API version, and whether every person must have a second factor. Requiring one takes an admin
   * who has one: an admin without it would otherwise be the first one locked into enrolment.
   */
  @RpcHandler(DashboardSubjects.updateSettings)
  async updateSettings(@Payload() message: RpcMessage<typeof DashboardSubjects.updateSettings>): Promise<DashboardSettings> {
    const acting = actingUser(message);
    const { mfa_required: mfaRequired, ...switches } = message.body;
    const merchantId = message.principal.merchant_id;
    if (mfaRequired !== undefined) {
      if (mfaRequired && !(await this.users.sessionUser(acting)).totp_enabled) {
        throw new SecondFactorRequiredError('Set up your own authenticator (Account security) before requiring one of everyone');
      }
      await this.merchantRows.setMfaRequired(merchantId, mfaRequired);
    }
    const settings =
      Object.keys(switches).length > 0 ? await this.merchants.update({ merchant_id: merchantId, ...switches }) : await this.merchants.get(merchantId);
    return this.settingsView(settings);
  }

  @RpcHandler(DashboardSubjects.rotateSecretKey)
  rotateSecretKey(@Payload() message: RpcMessage<typeof DashboardSubjects.rotateSecretKey>) {
    actingUser(message);
    return this.merchants.rotateSecretKey(message.principal.merchant_id);
  }

  @RpcHandler(DashboardSubjects.revealWebhookSecret)
  revealWebhookSecret(@Payload() message: RpcMessage<typeof DashboardSubjects.revealWebhookSecret>): Promise<WebhookSecretView> {
    actingUser(message);
    return this.webhookSecretView(message.principal.merchant_id);
  }

  @RpcHandler(DashboardSubjects.rotateWebhookSecret)
  async rotateWebhookSecret(@Payload() message: RpcMessage<typeof DashboardSubjects.rotateWebhookSecret>): Promise<WebhookSecretView> {
    actingUser(message);
    await this.merchants.rotateWebhookSecret(message.principal.merchant_id);
    return this.webhookSecretView(message.principal.merchant_id);
  }

  @RpcHandler(DashboardSubjects.listAccessKeys)
  async listAccessKeys(@Payload() message: RpcMessage<typeof DashboardSubjects.listAccessKeys>) {
    actingUser(message);
    return { results: await this.accessKeys.list(message.principal.merchant_id) };
  }

  @RpcHandler(DashboardSubjects.createAccessKey)
  async createAccessKey(@Payload() message: RpcMessage<typeof DashboardSubjects.createAccessKey>) {
    actingUser(message);
    const created = await this.accessKeys.create({ merchant_id: message.principal.merchant_id, ...message.body });
    const row = await this.accessKeyRows.findByClientId(created.client_id);
    if (!row) throw new DomainError('IDENTITY.ACCESS_KEY_LOST', 'unavailable', 'The key was not stored');
    return { ...viewOf(row), client_secret: created.client_secret };
  }

  @RpcHandler(DashboardSubjects.updateAccessKey)
  updateAccessKey(@Payload() message: RpcMessage<typeof DashboardSubjects.updateAccessKey>) {
    actingUser(message);
    return this.accessKeys.updateOwn(message.principal.merchant_id, message.params.client_id, message.body);
  }

  @RpcHandler(DashboardSubjects.revokeAccessKey)
  revokeAccessKey(@Payload() message: RpcMessage<typeof DashboardSubjects.revokeAccessKey>) {
    actingUser(message);
    return this.accessKeys.revokeOwn(message.principal.merchant_id, message.params.client_id);
  }

  @RpcHandler(DashboardSubjects.listUsers)
  async listUsers(@Payload() message: RpcMessage<typeof DashboardSubjects.listUsers>) {
    actingUser(message);
    return { results: await this.users.list(message.principal.merchant_id) };
  }

  @RpcHandler(DashboardSubjects.updateUser)
  updateUser(@Payload() message: RpcMessage<typeof DashboardSubjects.updateUser>) {
    const acting = actingUser(message);
    return this.users.changeRole(message.principal.merchant_id, acting, message.params.user_id, message.body.role);
  }

  @RpcHandler(DashboardSubjects.deactivateUser)
  deactivateUser(@Payload() message: RpcMessage<typeof DashboardSubjects.deactivateUser>) {
    const acting = actingUser(message);
    return this.users.deactivateOwn(message.principal.merchant_id, acting, message.params.user_id);
  }

  private async settingsView(settings: { merchant_id: string; name: string; basic_enabled: boolean; oauth_enabled: boolean }): Promise<DashboardSettings> {
    const merchant = await this.merchantRows.findById(settings.merchant_id);
    return {
      merchant_id: settings.merchant_id,
      name: settings.name,
      basic_enabled: settings.basic_enabled,
      oauth_enabled: settings.oauth_enabled,
      mfa_required: merchant?.mfaRequired ?? false,
      api_version: merchant?.apiVersion ?? DEFAULT_MERCHANT_API_VERSION,
    };
  }

  private async webhookSecretView(merchantId: string): Promise<WebhookSecretView> {
    // The secrets are stored sealed; the service opens them (current first, the previous one during the overlap).
    const { secrets } = await this.merchants.webhookSecrets(merchantId);
    const merchant = await this.merchantRows.findById(merchantId);
    const rotatedAt = merchant?.webhookSecretRotatedAt?.getTime();
    const until = secrets.length > 1 && rotatedAt !== undefined ? rotatedAt + WEBHOOK_SECRET_OVERLAP_HOURS * 3_600_000 : null;
    return {
      webhook_secret: secrets[0],
      previous_secret_valid_until: until !== null && until > this.clock.now().getTime() ? new Date(until).toISOString() : null,
    };
  }
}
