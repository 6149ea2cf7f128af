import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CreateAccessKeyInput,
  DashboardSettings,
  DashboardSubjects,
  InternalRequest,
  InviteUserInput,
  RpcRequest,
  UpdateSettingsInput,
  UpdateUserInput,
  WEBHOOK_SECRET_OVERLAP_HOURS,
  WebhookSecretView,
} from '@netline/contracts';
import { DomainError } from '@netline/messaging';
import { Clock } from '@netline/persistence';
import { AccessKeysService, viewOf } from '../access-keys/access-keys.service';
import { AccessKeysRepository } from '../access-keys/access-keys.repository';
import { MerchantsRepository } from '../merchants/merchants.repository';
import { MerchantsService } from '../merchants/merchants.service';
import { UsersService } from '../users/users.service';
import { OAuthService } from '../oauth/oauth.service';

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

  @MessagePattern(DashboardSubjects.listConnectedAssistants)
  async listConnectedAssistants(@Payload() message: RpcRequest) {
    return { results: await this.oauth.connectedAssistants(actingUser(message)) };
  }

  @MessagePattern(DashboardSubjects.disconnectAssistant)
  disconnectAssistant(@Payload() message: RpcRequest<unknown, { grant_id: string }>) {
    return this.oauth.disconnect(actingUser(message), message.params.grant_id);
  }

  @MessagePattern(DashboardSubjects.sessionUser)
  sessionUser(@Payload() message: InternalRequest<{ user_id: string }>) {
    return this.users.sessionUser(message.body.user_id);
  }

  @MessagePattern(DashboardSubjects.getSettings)
  async getSettings(@Payload() message: RpcRequest): Promise<DashboardSettings> {
    actingUser(message);
    return settingsView(await this.merchants.get(message.principal.merchant_id));
  }

  @MessagePattern(DashboardSubjects.updateSettings)
  async updateSettings(@Payload() message: RpcRequest<UpdateSettingsInput>): Promise<DashboardSettings> {
    actingUser(message);
    return settingsView(await this.merchants.update({ merchant_id: message.principal.merchant_id, ...message.body }));
  }

  @MessagePattern(DashboardSubjects.rotateSecretKey)
  rotateSecretKey(@Payload() message: RpcRequest) {
    actingUser(message);
    return this.merchants.rotateSecretKey(message.principal.merchant_id);
  }

  @MessagePattern(DashboardSubjects.revealWebhookSecret)
  revealWebhookSecret(@Payload() message: RpcRequest): Promise<WebhookSecretView> {
    actingUser(message);
    return this.webhookSecretView(message.principal.merchant_id);
  }

  @MessagePattern(DashboardSubjects.rotateWebhookSecret)
  async rotateWebhookSecret(@Payload() message: RpcRequest): Promise<WebhookSecretView> {
    actingUser(message);
    await this.merchants.rotateWebhookSecret(message.principal.merchant_id);
    return this.webhookSecretView(message.principal.merchant_id);
  }

  @MessagePattern(DashboardSubjects.listAccessKeys)
  async listAccessKeys(@Payload() message: RpcRequest) {
    actingUser(message);
    return { results: await this.accessKeys.list(message.principal.merchant_id) };
  }

  @MessagePattern(DashboardSubjects.createAccessKey)
  async createAccessKey(@Payload() message: RpcRequest<CreateAccessKeyInput>) {
    actingUser(message);
    const created = await this.accessKeys.create({ merchant_id: message.principal.merchant_id, ...message.body });
    const row = await this.accessKeyRows.findByClientId(created.client_id);
    if (!row) throw new DomainError('IDENTITY.ACCESS_KEY_LOST', 'unavailable', 'The key was not stored');
    return { ...viewOf(row), client_secret: created.client_secret };
  }

  @MessagePattern(DashboardSubjects.revokeAccessKey)
  revokeAccessKey(@Payload() message: RpcRequest<unknown, { client_id: string }>) {
    actingUser(message);
    return this.accessKeys.revokeOwn(message.principal.merchant_id, message.params.client_id);
  }

  @MessagePattern(DashboardSubjects.listUsers)
  async listUsers(@Payload() message: RpcRequest) {
    actingUser(message);
    return { results: await this.users.list(message.principal.merchant_id) };
  }

  @MessagePattern(DashboardSubjects.createUser)
  async createUser(@Payload() message: RpcRequest<InviteUserInput>) {
    actingUser(message);
    const created = await this.users.create({ merchant_id: message.principal.merchant_id, ...message.body });
    const listed = await this.users.list(message.principal.merchant_id);
    return listed.find((user) => user.id === created.id);
  }

  @MessagePattern(DashboardSubjects.updateUser)
  updateUser(@Payload() message: RpcRequest<UpdateUserInput, { user_id: string }>) {
    const acting = actingUser(message);
    return this.users.changeRole(message.principal.merchant_id, acting, message.params.user_id, message.body.role);
  }

  @MessagePattern(DashboardSubjects.deactivateUser)
  deactivateUser(@Payload() message: RpcRequest<unknown, { user_id: string }>) {
    const acting = actingUser(message);
    return this.users.deactivateOwn(message.principal.merchant_id, acting, message.params.user_id);
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

function settingsView(settings: { merchant_id: string; name: string; basic_enabled: boolean; oauth_enabled: boolean }): DashboardSettings {
  return { merchant_id: settings.merchant_id, name: settings.name, basic_enabled: settings.basic_enabled, oauth_enabled: settings.oauth_enabled };
}
