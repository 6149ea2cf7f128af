import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, recoveryCodeSchema, totpCodeSchema } from './accounts';
import { ACCESS_KEY_KINDS, MCP_AUTH_TYPES, USER_ROLES } from './identity';
import { accessKeyPolicySchema } from './access-key-policies';
import { apiVersionPinSchema, MERCHANT_API_VERSIONS } from './api-versions';

/**
 * The merchant dashboard's own operations (settings, access keys, webhook secret, team). They are served
 * only to a signed-in dashboard session, never to Basic or Bearer credentials, and never as MCP tools.
 */
export const DashboardSubjects = {
  getSettings: 'identity.dashboard.settings.get',
  updateSettings: 'identity.dashboard.settings.update',
  rotateSecretKey: 'identity.dashboard.secret-key.rotate',
  revealWebhookSecret: 'identity.dashboard.webhook-secret.reveal',
  rotateWebhookSecret: 'identity.dashboard.webhook-secret.rotate',
  listAccessKeys: 'identity.dashboard.access-keys.list',
  createAccessKey: 'identity.dashboard.access-keys.create',
  revokeAccessKey: 'identity.dashboard.access-keys.revoke',
  /** Turns the MCP previews of a machine-to-machine key on or off. */
  updateAccessKey: 'identity.dashboard.access-keys.update',
  /** The approvals MCP key policies ask for (docs/mcp.md, "Key policies and approvals"): a person decides them. */
  listAccessKeyApprovals: 'identity.dashboard.access-key-approvals.list',
  approveAccessKeyApproval: 'identity.dashboard.access-key-approvals.approve',
  rejectAccessKeyApproval: 'identity.dashboard.access-key-approvals.reject',
  listUsers: 'identity.dashboard.users.list',
  /** Invitations by email link replace admin-chosen passwords. */
  listInvitations: 'identity.dashboard.invitations.list',
  createInvitation: 'identity.dashboard.invitations.create',
  resendInvitation: 'identity.dashboard.invitations.resend',
  revokeInvitation: 'identity.dashboard.invitations.revoke',
  updateUser: 'identity.dashboard.users.update',
  deactivateUser: 'identity.dashboard.users.deactivate',
  /** The gateway, on every session request: the user behind the session as it is now (role, active). */
  sessionUser: 'identity.users.session-user',
  /** The signed-in person's own OAuth grants to assistants (web-app MCP keys), and ending one. */
  listConnectedAssistants: 'identity.dashboard.connected-assistants.list',
  disconnectAssistant: 'identity.dashboard.connected-assistants.disconnect',
  /** The apps the team lets its people connect by a Client ID Metadata Document (`GET /allowed-oauth-clients`). */
  listAllowedOAuthClients: 'identity.dashboard.allowed-oauth-clients.list',
  /** `POST /allowed-oauth-clients`: an admin allows one. */
  allowOAuthClient: 'identity.dashboard.allowed-oauth-clients.add',
  /** `DELETE /allowed-oauth-clients`: an admin removes one; the grants its people made with it end. */
  removeAllowedOAuthClient: 'identity.dashboard.allowed-oauth-clients.remove',
  /** The signed-in person's own account: security overview, password, TOTP, recovery codes, proof of presence. */
  accountSecurity: 'identity.dashboard.account.get',
  changePassword: 'identity.dashboard.account.change-password',
  startTotp: 'identity.dashboard.totp.start',
  confirmTotp: 'identity.dashboard.totp.confirm',
  disableTotp: 'identity.dashboard.totp.disable',
  regenerateRecoveryCodes: 'identity.dashboard.recovery-codes.regenerate',
  stepUp: 'identity.dashboard.account.step-up',
  /** Public (the emailed token is the permission): reset by email and accepting an invitation. */
  requestPasswordReset: 'identity.dashboard.password-reset.request',
  resetPassword: 'identity.dashboard.password-reset.confirm',
  previewInvitation: 'identity.dashboard.invitations.preview',
  acceptInvitation: 'identity.dashboard.invitations.accept',
} as const;

/** How long the previous webhook signing secret keeps signing after a rotation. */
export const WEBHOOK_SECRET_OVERLAP_HOURS = 24;

export const dashboardSettingsSchema = z
  .object({
    merchant_id: z.string(),
    name: z.string(),
    basic_enabled: z.boolean(),
    oauth_enabled: z.boolean(),
    /** Every person of the merchant must sign in with a second factor (TOTP). */
    mfa_required: z.boolean(),
    api_version: z
      .enum(MERCHANT_API_VERSIONS)
      .meta({ description: "The merchant API version the account's requests answer in when neither the request nor its access key names one" }),
  })
  .meta({ id: 'DashboardSettings' });
export type DashboardSettings = z.infer<typeof dashboardSettingsSchema>;

export const updateSettingsSchema = z
  .strictObject({
    basic_enabled: z.boolean().optional(),
    oauth_enabled: z.boolean().optional(),
    mfa_required: z.boolean().optional().meta({ description: 'Require a second factor of every person; whoever has none must enrol at their next request' }),
    api_version: z
      .enum(MERCHANT_API_VERSIONS)
      .optional()
      .meta({ description: 'Pin the account\'s merchant API version (docs/api-conventions.md, "Versions")' }),
  })
  .meta({ id: 'UpdateDashboardSettings' });
export type UpdateSettingsInput = z.infer<typeof updateSettingsSchema>;

export const rotatedSecretKeySchema = z.object({ merchant_id: z.string(), secret_key: z.string() }).meta({ id: 'RotatedSecretKey' });
export type RotatedSecretKeyView = z.infer<typeof rotatedSecretKeySchema>;

export const webhookSecretViewSchema = z
  .object({
    webhook_secret: z.string(),
    /** Set during the overlap after a rotation: the previous secret still signs until then. */
    previous_secret_valid_until: z.string().nullable(),
  })
  .meta({ id: 'WebhookSecret' });
export type WebhookSecretView = z.infer<typeof webhookSecretViewSchema>;

/**
 * Redirect (callback) addresses of a web-app MCP key: exact https URLs, or http on a loopback host for
 * clients running on the person's own machine. No fragments, no wildcards.
 */
export function redirectUriProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${value} is not an absolute URL`;
  }
  if (url.hash || value.includes('#')) return `${value} must not have a fragment`;
  if (url.username || url.password) return `${value} must not carry credentials`;
  if (url.protocol === 'https:') return null;
  const loopback = url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';
  if (url.protocol === 'http:' && loopback) return null;
  return `${value} must be an https URL (http is allowed only on localhost, 127.0.0.1 or [::1])`;
}

export const redirectUriSchema = z
  .string()
  .max(2000)
  .superRefine((value, context) => {
    const problem = redirectUriProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

export const createAccessKeySchema = z
  .strictObject({
    kind: z.enum(ACCESS_KEY_KINDS),
    auth_type: z.enum(MCP_AUTH_TYPES).optional().meta({ description: 'MCP keys only: `m2m` or `web_app`' }),
    scopes: z.array(z.string()).min(1).max(4),
    expires_in_seconds: z
      .number()
      .int()
      .min(60)
      .max(10 * 365 * 86_400)
      .optional(),
    redirect_uris: z.array(redirectUriSchema).max(10).optional().meta({ description: 'Web-app MCP keys: their OAuth callback addresses' }),
    name: z.string().trim().min(1).max(80).optional().meta({ description: 'What the key is for; web-app keys show it on the sign-in consent screen' }),
    mcp_previews: z
      .boolean()
      .optional()
      .meta({ description: "Machine-to-machine MCP keys only: false makes the key's money-moving tool calls act without a preview (default true)" }),
    api_version: apiVersionPinSchema
      .optional()
      .meta({ description: "REST keys only: the merchant API version the key's requests answer in (default: the account's)" }),
  })
  .meta({ id: 'CreateAccessKey' });
export type CreateAccessKeyInput = z.infer<typeof createAccessKeySchema>;

export const accessKeySchema = z
  .object({
    id: z.string(),
    client_id: z.string(),
    name: z.string().nullable(),
    kind: z.enum(ACCESS_KEY_KINDS),
    auth_type: z.enum(MCP_AUTH_TYPES).nullable(),
    scopes: z.array(z.string()),
    redirect_uris: z.array(z.string()),
    mcp_previews: z
      .boolean()
      .nullable()
      .meta({ description: 'Machine-to-machine MCP keys: whether money-moving tool calls answer a preview first; null for other keys' }),
    policy: accessKeyPolicySchema
      .nullable()
      .meta({ description: 'Machine-to-machine MCP keys: the tools the key may call and the limits of its money-moving tools; null when none is set' }),
    api_version: z
      .enum(MERCHANT_API_VERSIONS)
      .nullable()
      .meta({ description: "REST keys: the merchant API version the key pins; null when it follows the account's" }),
    expires_at: z.string().nullable(),
    revoked_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'AccessKey' });

/**
 * PUT /api/access-keys/{client_id} (a dashboard session operation): the MCP preview switch and the policy of
 * a machine-to-machine key (`policy: null` removes it), or a REST key's API version (`api_version: null`
 * follows the account's again); each field left out stays as it is.
 */
export const updateAccessKeySchema = z
  .strictObject({
    mcp_previews: z.boolean().optional(),
    api_version: apiVersionPinSchema.optional(),
    policy: accessKeyPolicySchema
      .nullable()
      .optional()
      .meta({ description: 'The tools the key may call and the limits of its money-moving tools (docs/mcp.md, "Key policies and approvals")' }),
  })
  .meta({ id: 'UpdateAccessKey' });
export type UpdateAccessKeyInput = z.output<typeof updateAccessKeySchema>;
export type AccessKeyView = z.infer<typeof accessKeySchema>;

export const createdAccessKeySchema = accessKeySchema.extend({ client_secret: z.string() }).meta({ id: 'CreatedAccessKey' });
export type CreatedAccessKeyView = z.infer<typeof createdAccessKeySchema>;

export const accessKeyListSchema = z.object({ results: z.array(accessKeySchema) }).meta({ id: 'AccessKeyList' });
export type AccessKeyList = z.infer<typeof accessKeyListSchema>;

export const clientIdParams = z.strictObject({ client_id: z.string().min(1).max(64) });
export const userIdParams = z.strictObject({ user_id: z.string().min(1).max(64) });
export const grantIdParams = z.strictObject({ grant_id: z.string().min(1).max(100) });

export const teamUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    role: z.enum(USER_ROLES),
    active: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'TeamUser' });
export type TeamUser = z.infer<typeof teamUserSchema>;

export const teamUserListSchema = z.object({ results: z.array(teamUserSchema) }).meta({ id: 'TeamUserList' });
export type TeamUserList = z.infer<typeof teamUserListSchema>;

/** An invitation: the person gets an emailed link and chooses their own password. */
export const inviteUserSchema = z
  .strictObject({
    email: z.string().trim().email().max(254),
    role: z.enum(USER_ROLES),
  })
  .meta({ id: 'InviteUser' });
export type InviteUserInput = z.infer<typeof inviteUserSchema>;

export const updateUserSchema = z.strictObject({ role: z.enum(USER_ROLES) }).meta({ id: 'UpdateTeamUser' });
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

/** The user a session belongs to, as identity knows it now. */
export interface SessionUser {
  id: string;
  merchant_id: string;
  email: string;
  role: (typeof USER_ROLES)[number];
  active: boolean;
  /** The person has confirmed a TOTP authenticator (identity always answers the three below). */
  totp_enabled?: boolean;
  /** The merchant requires a second factor and the person has none: their sessions may only enrol. */
  enrolment_required?: boolean;
  /** Epoch milliseconds: sessions started before this (a password change or reset) have ended. */
  sessions_not_before?: number | null;
}

/** `GET /dashboard/session`: who is signed in, and the token every state-changing call must echo. */
export const sessionViewSchema = z
  .object({
    signed_in: z.literal(true),
    user: z.object({ id: z.string(), email: z.string(), role: z.enum(USER_ROLES), totp_enabled: z.boolean() }),
    /** The merchant requires a second factor the person has not set up: nothing but enrolment until they do. */
    enrolment_required: z.boolean(),
    merchant: z.object({ merchant_id: z.string(), name: z.string() }),
    environment: z.enum(['sandbox', 'production']),
    csrf_token: z.string(),
    idle_timeout_seconds: z.number().int(),
    expires_at: z.string(),
  })
  .meta({ id: 'DashboardSession' });
export type SessionView = z.infer<typeof sessionViewSchema>;
/** `GET /dashboard/session` without a live session: an answer, not an error, so a visit to the sign-in page logs nothing. */
export interface NoSession {
  signed_in: false;
  /** Answered to a right password of a person with TOTP when no code came with it: send it again with `code` (or `recovery_code`). */
  second_factor?: 'totp';
}

export const signInSchema = z.strictObject({
  email: z.string().min(1).max(254),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  code: totpCodeSchema.optional(),
  recovery_code: recoveryCodeSchema.optional(),
});
export type SignInInput = z.infer<typeof signInSchema>;
