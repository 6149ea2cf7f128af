import { z } from 'zod';
import { USER_ROLES } from './identity';

/**
 * A person's own account on the dashboard: password change, reset by email, invitations by email link,
 * and the TOTP second factor (RFC 6238). The operations are dashboard operations (`DashboardSubjects`):
 * the signed-in ones act on the session's person only; the reset and invitation ones are public, the
 * emailed token being the permission.
 */

/** The one password rule, on every path that sets one (sign-up by invitation, change, reset, operator). */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** A reset link's lifetime. */
export const PASSWORD_RESET_TTL_MINUTES = 30;
/** An invitation's lifetime (a resend starts it again). */
export const INVITATION_TTL_DAYS = 7;
/** How long a proof of presence (password or code) lets a session reveal or rotate secrets. */
export const STEP_UP_DEFAULT_MINUTES = 5;
/** How many recovery codes a person gets at enrolment (each good once). */
export const RECOVERY_CODE_COUNT = 10;

/** A six-digit authenticator code (spaces a person types are dropped). */
export const totpCodeSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'must be the 6-digit code from your authenticator app'));
/** A recovery code as shown (`xxxxx-xxxxx`); case and dashes do not matter. */
export const recoveryCodeSchema = z.string().trim().min(10).max(40);
/** An emailed token (reset or invitation): 43 base64url characters. */
export const emailedTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'is not a valid link: copy the whole link from the email');

export const accountSecuritySchema = z
  .object({
    email: z.string(),
    totp_enabled: z.boolean(),
    recovery_codes_remaining: z.number().int(),
    /** The merchant requires a second factor of every person. */
    mfa_required: z.boolean(),
  })
  .meta({ id: 'AccountSecurity' });
export type AccountSecurity = z.infer<typeof accountSecuritySchema>;

export const totpEnrolmentSchema = z
  .object({
    /** Base32, for typing into an authenticator app. */
    secret: z.string(),
    /** `otpauth://totp/…`, for an app that reads it (or a QR code of it). */
    otpauth_uri: z.string(),
  })
  .meta({ id: 'TotpEnrolment' });
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

export const confirmTotpSchema = z.strictObject({ code: totpCodeSchema }).meta({ id: 'ConfirmTotp' });
export type ConfirmTotpInput = z.infer<typeof confirmTotpSchema>;

export const recoveryCodesSchema = z
  .object({ recovery_codes: z.array(z.string()).meta({ description: 'Shown once; each signs in once instead of a code' }) })
  .meta({ id: 'RecoveryCodes' });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const disableTotpSchema = z.strictObject({ password: z.string().min(1).max(PASSWORD_MAX_LENGTH), code: totpCodeSchema }).meta({ id: 'DisableTotp' });
export type DisableTotpInput = z.infer<typeof disableTotpSchema>;

export const changePasswordSchema = z
  .strictObject({ current_password: z.string().min(1).max(PASSWORD_MAX_LENGTH), new_password: newPasswordSchema })
  .meta({ id: 'ChangePassword' });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const passwordChangedSchema = z
  .object({ sessions_not_before: z.string().meta({ description: 'Sessions of this person started before this instant have ended' }) })
  .meta({ id: 'PasswordChanged' });
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;

/** A proof of presence before revealing or rotating a secret: the password, or a code when the person has TOTP. */
export const stepUpSchema = z
  .strictObject({ password: z.string().min(1).max(PASSWORD_MAX_LENGTH).optional(), code: totpCodeSchema.optional() })
  .refine((value) => (value.password === undefined) !== (value.code === undefined), { message: 'send either `password` or `code`' })
  .meta({ id: 'StepUp' });
export type StepUpInput = z.infer<typeof stepUpSchema>;
export const steppedUpSchema = z.object({ verified_at: z.string() }).meta({ id: 'SteppedUp' });

export const passwordResetRequestSchema = z.strictObject({ email: z.string().trim().min(3).max(254) }).meta({ id: 'PasswordResetRequest' });
export const passwordResetAcceptedSchema = z
  .object({ message: z.string().meta({ description: 'The same whether or not the address has an account' }) })
  .meta({ id: 'PasswordResetAccepted' });
export const passwordResetSchema = z.strictObject({ token: emailedTokenSchema, password: newPasswordSchema }).meta({ id: 'PasswordReset' });
export const passwordResetDoneSchema = z.object({ email: z.string() }).meta({ id: 'PasswordResetDone' });

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export const invitationSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    role: z.enum(USER_ROLES),
    status: z.enum(INVITATION_STATUSES),
    expires_at: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'Invitation' });
export type InvitationView = z.infer<typeof invitationSchema>;
export const invitationListSchema = z.object({ results: z.array(invitationSchema) }).meta({ id: 'InvitationList' });
export const invitationIdParams = z.strictObject({ invitation_id: z.string().min(1).max(64) });

export const invitationTokenSchema = z.strictObject({ token: emailedTokenSchema }).meta({ id: 'InvitationToken' });
export const invitationPreviewSchema = z
  .object({ email: z.string(), merchant_name: z.string(), role: z.enum(USER_ROLES), mfa_required: z.boolean() })
  .meta({ id: 'InvitationPreview' });
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
export const acceptInvitationSchema = z.strictObject({ token: emailedTokenSchema, password: newPasswordSchema }).meta({ id: 'AcceptInvitation' });
export const acceptedInvitationSchema = z.object({ email: z.string(), mfa_required: z.boolean() }).meta({ id: 'AcceptedInvitation' });
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;

/**
 * What a correct password says of the second factor: `verified` (a code or recovery code was sent and
 * is right), `needed` (the person has TOTP and no code was sent: no session yet), `missing` (the merchant
 * requires one and the person has none: a session that may only enrol), `off`.
 */
export const SECOND_FACTOR_STATES = ['verified', 'needed', 'missing', 'off'] as const;
export type SecondFactorState = (typeof SECOND_FACTOR_STATES)[number];
