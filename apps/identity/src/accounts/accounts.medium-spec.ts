import { DomainError, IdentitySubjects, toApiError } from '@netline/contracts';
import { RetentionSweeper } from '@netline/messaging';
import { createLogger, runWithRequestId } from '@netline/observability';
import { MailSink } from '@netline/testing';
import { randomBytes } from 'node:crypto';
import { useIdentityWorld } from '../identity.medium-fixture';
import { MerchantsRepository } from '../merchants/merchants.repository';
import { OAuthRecordsRepository } from '../oauth-records/oauth-records.repository';
import { UsersRepository } from '../users/users.repository';
import { signInLinksRetentionRule } from '../buyers/buyer-sign-in-links.repository';
import { AccountMail, accountEmailsRetentionRule } from './account-mail';
import { InvitationsRepository } from './invitations.repository';
import { InvitationsService } from './invitations.service';
import { passwordResetsRetentionRule, PasswordResetsRepository } from './password-resets.repository';
import { PasswordResetsService } from './password-resets.service';
import { ResetSecondFactorUseCase } from './reset-second-factor.use-case';
import { Totp } from './totp';

const MINUTE_MS = 60_000;

/**
 * People's own accounts in identity, in process against real PostgreSQL with a clock the test moves and
 * a real SMTP server (`MailSink`) receiving the account emails: TOTP enrolment, single-use codes (replay
 * refused) and recovery codes, the merchant's "second factor required" rule, password change, reset
 * links (single use, 30 minutes, hashed at rest, rate limited) and invitations (7 days, resend, revoke),
 * and what the database keeps of each secret.
 */
describe('accounts: second factor, password reset and invitations (medium)', () => {
  const world = useIdentityWorld();
  const { clock } = world;
  const totp = new Totp();
  let sink: MailSink;
  let mail: AccountMail;
  let resets: PasswordResetsService;
  let invitations: InvitationsService;
  let resetSecondFactor: ResetSecondFactorUseCase;
  /** What identity logged (the operator's second-factor resets), one parsed JSON line each. */
  const logged: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    sink = await MailSink.start();
    const dataSource = world.database.dataSource;
    // The account mail path as identity wires it, pointed at the test's own mail server.
    mail = new AccountMail(dataSource, clock, { ...world.config, SMTP_URL: sink.url, MAIL_RETRY_BASE_MS: 10 }, createLogger('identity', 'silent'));
    const users = new UsersRepository(dataSource);
    resets = new PasswordResetsService(
      dataSource,
      world.unitOfWork,
      users,
      new PasswordResetsRepository(),
      new OAuthRecordsRepository(dataSource),
      mail,
      clock,
      createLogger('identity', 'silent'),
    );
    invitations = new InvitationsService(dataSource, new InvitationsRepository(), users, new MerchantsRepository(dataSource), mail, world.unitOfWork, clock);
    const logger = createLogger('identity', 'info', { write: (line: string) => logged.push(JSON.parse(line) as Record<string, unknown>) });
    resetSecondFactor = new ResetSecondFactorUseCase(world.unitOfWork, new OAuthRecordsRepository(dataSource), clock, logger);
  });

  afterAll(async () => {
    await resets?.beforeApplicationShutdown();
    await mail?.onApplicationShutdown();
    await sink?.stop();
  });

  const refusal = async (attempt: Promise<unknown>) => {
    const error = await attempt.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(DomainError);
    return toApiError(error as DomainError);
  };

  const PASSWORD = 'a long enough password';
  const person = async (options: { role?: 'admin' | 'read_only'; mfaRequired?: boolean; oauth?: boolean } = {}) => {
    const merchant = await world.merchant({ oauth: options.oauth ?? false });
    const email = `p${randomBytes(4).toString('hex')}@accounts.test`;
    const user = await world.users.create(
      world.body(IdentitySubjects.createUser, { merchant_id: merchant.merchant_id, email, password: PASSWORD, role: options.role ?? 'admin' }),
    );
    if (options.mfaRequired) await new MerchantsRepository(world.database.dataSource).setMfaRequired(merchant.merchant_id, true);
    return { merchant, email, user };
  };

  const signIn = (email: string, password: string, secondFactor: { code?: string; recovery_code?: string } = {}) =>
    world.passwords.verifyPassword(world.body(IdentitySubjects.verifyPassword, { email, password, ...secondFactor }));

  /** Enrols TOTP for the user at the clock's time; the secret as the person's app holds it, and the recovery codes. */
  const enrol = async (userId: string) => {
    const { secret, otpauth_uri: uri } = await world.secondFactor.startEnrolment(userId);
    expect(uri).toMatch(/^otpauth:\/\/totp\/Netline:.+\?.*secret=/);
    const { recovery_codes: codes } = await world.secondFactor.confirmEnrolment(userId, totp.codeAt(secret, clock.now()));
    return { secret, codes };
  };

  /** The link in the last account email to `address`, as the person's mail program shows it. */
  const linkIn = async (address: string, count: number) => {
    // Reset requests do their work after answering: let it finish before sending.
    await resets.settled();
    await mail.drain();
    const messages = await sink.waitFor(address, count);
    const text = messages[count - 1].parsed.text ?? '';
    const link = /(http\S+#token=[A-Za-z0-9_-]{43})/.exec(text)?.[1];
    expect(link).toBeDefined();
    return { link: link!, token: link!.split('#token=')[1], subject: messages[count - 1].parsed.subject };
  };

  describe('TOTP second factor', () => {
    it('asks for a code after the right password, accepts each code once, and refuses a replay or a stale code', async () => {
      const { email, user } = await person();
      expect((await signIn(email, PASSWORD)).second_factor).toBe('off');
      const { secret } = await enrol(user.id);

      // The right password alone is not a sign-in any more: a code must follow.
      expect(await signIn(email, PASSWORD)).toMatchObject({ id: user.id, second_factor: 'needed' });
      // The enrolment's own code (this step) was used by the confirmation: replayed, it is refused.
      expect(await refusal(signIn(email, PASSWORD, { code: totp.codeAt(secret, clock.now()) }))).toMatchObject({
        status: 401,
        code: 'IDENTITY.INVALID_SECOND_FACTOR',
      });
      clock.advance(30_000);
      const code = totp.codeAt(secret, clock.now());
      expect(await signIn(email, PASSWORD, { code })).toMatchObject({ id: user.id, second_factor: 'verified' });
      // The same code again, within its 30 seconds: a replay.
      expect(await refusal(signIn(email, PASSWORD, { code }))).toMatchObject({ status: 401, code: 'IDENTITY.INVALID_SECOND_FACTOR' });
      // A code from two steps ago is outside the window; a wrong password with a right code is still a wrong password.
      clock.advance(90_000);
      expect(await refusal(signIn(email, PASSWORD, { code: totp.codeAt(secret, new Date(clock.now().getTime() - 60_000)) }))).toMatchObject({ status: 401 });
      expect(await refusal(signIn(email, 'not the password', { code: totp.codeAt(secret, clock.now()) }))).toMatchObject({
        status: 401,
        code: 'IDENTITY.INVALID_LOGIN',
      });
      // One step of drift either side is allowed, once.
      expect(await signIn(email, PASSWORD, { code: totp.codeAt(secret, new Date(clock.now().getTime() + 30_000)) })).toMatchObject({
        second_factor: 'verified',
      });
    });

    it('seals the secret at rest and stores recovery codes as HMACs, each good once', async () => {
      const { email, user } = await person();
      const { secret, codes } = await enrol(user.id);
      expect(codes).toHaveLength(10);
      const [row] = await world.database.dataSource.query('SELECT totp_secret_sealed, totp_pending_sealed FROM users WHERE id = $1', [user.id]);
      expect(row.totp_secret_sealed).toMatch(/^v2\./);
      expect(row.totp_secret_sealed).not.toContain(secret);
      expect(row.totp_pending_sealed).toBeNull();
      const stored: Array<{ code_digest: string }> = await world.database.dataSource.query('SELECT code_digest FROM recovery_codes WHERE user_id = $1', [
        user.id,
      ]);
      expect(stored).toHaveLength(10);
      for (const code of codes) expect(JSON.stringify(stored)).not.toContain(code.replace('-', ''));

      // A recovery code signs in once; typed in capitals with spaces it is the same code.
      expect(await signIn(email, PASSWORD, { recovery_code: ` ${codes[0].toUpperCase()} ` })).toMatchObject({ second_factor: 'verified' });
      expect(await refusal(signIn(email, PASSWORD, { recovery_code: codes[0] }))).toMatchObject({ status: 401, code: 'IDENTITY.INVALID_SECOND_FACTOR' });
      expect((await world.secondFactor.security(user.id)).recovery_codes_remaining).toBe(9);
      // New codes replace the old ones.
      const fresh = await world.secondFactor.regenerateRecoveryCodes(user.id);
      expect(await refusal(signIn(email, PASSWORD, { recovery_code: codes[1] }))).toMatchObject({ status: 401 });
      expect(await signIn(email, PASSWORD, { recovery_code: fresh.recovery_codes[0] })).toMatchObject({ second_factor: 'verified' });
    });

    it('refuses a confirmation with a wrong code, and turns TOTP off only with the password and a code', async () => {
      const { email, user } = await person();
      const { secret } = await world.secondFactor.startEnrolment(user.id);
      expect(await refusal(world.secondFactor.confirmEnrolment(user.id, '000000'))).toMatchObject({ status: 403, code: 'IDENTITY.WRONG_CODE' });
      expect((await world.secondFactor.security(user.id)).totp_enabled).toBe(false);
      await world.secondFactor.confirmEnrolment(user.id, totp.codeAt(secret, clock.now()));
      clock.advance(30_000);
      expect(await refusal(world.secondFactor.disable(user.id, 'not the password', totp.codeAt(secret, clock.now())))).toMatchObject({
        status: 403,
        code: 'IDENTITY.WRONG_PASSWORD',
      });
      expect(await world.secondFactor.disable(user.id, PASSWORD, totp.codeAt(secret, clock.now()))).toMatchObject({
        totp_enabled: false,
        recovery_codes_remaining: 0,
      });
      expect((await signIn(email, PASSWORD)).second_factor).toBe('off');
    });

    it('makes a person without a second factor enrol first when the merchant requires one, and keeps them from turning it off', async () => {
      const { email, user } = await person({ mfaRequired: true });
      expect((await signIn(email, PASSWORD)).second_factor).toBe('missing');
      expect(await world.users.sessionUser(user.id)).toMatchObject({ totp_enabled: false, enrolment_required: true });
      const { secret } = await enrol(user.id);
      expect(await world.users.sessionUser(user.id)).toMatchObject({ totp_enabled: true, enrolment_required: false });
      clock.advance(30_000);
      expect(await refusal(world.secondFactor.disable(user.id, PASSWORD, totp.codeAt(secret, clock.now())))).toMatchObject({
        status: 409,
        code: 'IDENTITY.SECOND_FACTOR_REQUIRED',
      });
    });

    it('takes a code as the proof of presence from a person with TOTP, the password from one without, and stops after 10 wrong tries', async () => {
      const plain = await person();
      expect(await world.secondFactor.stepUp(plain.user.id, { password: PASSWORD })).toEqual({ verified_at: clock.now().toISOString() });
      for (let attempt = 0; attempt < 10; attempt++) {
        expect(await refusal(world.secondFactor.stepUp(plain.user.id, { password: 'wrong password' }))).toMatchObject({ status: 403 });
      }
      // Past the limit even the right password waits out the window.
      expect(await refusal(world.secondFactor.stepUp(plain.user.id, { password: PASSWORD }))).toMatchObject({ status: 429, code: 'IDENTITY.TOO_MANY_CHECKS' });
      clock.advance(16 * MINUTE_MS);
      expect(await world.secondFactor.stepUp(plain.user.id, { password: PASSWORD })).toHaveProperty('verified_at');

      const withTotp = await person();
      const { secret } = await enrol(withTotp.user.id);
      expect(await refusal(world.secondFactor.stepUp(withTotp.user.id, { password: PASSWORD }))).toMatchObject({ status: 403, code: 'IDENTITY.WRONG_CODE' });
      clock.advance(30_000);
      const code = totp.codeAt(secret, clock.now());
      expect(await world.secondFactor.stepUp(withTotp.user.id, { code })).toHaveProperty('verified_at');
      expect(await refusal(world.secondFactor.stepUp(withTotp.user.id, { code }))).toMatchObject({ status: 403, code: 'IDENTITY.WRONG_CODE' });
    });

    it('lets an operator clear a lost second factor: secret and recovery codes gone, sessions and assistant connections ended, the operator logged', async () => {
      const { merchant, email, user } = await person({ mfaRequired: true, oauth: true });
      await enrol(user.id);
      // An assistant connected by the person: a grant and its refresh token, as the authorization server stores them.
      const key = await world.accessKeys.create(
        world.body(IdentitySubjects.createAccessKey, {
          merchant_id: merchant.merchant_id,
          kind: 'mcp',
          auth_type: 'web_app',
          scopes: ['merchant:read'],
          redirect_uris: ['http://127.0.0.1:8123/callback'],
        }),
      );
      const records = new OAuthRecordsRepository(world.database.dataSource);
      const grantId = `grant-${randomBytes(4).toString('hex')}`;
      await records.upsert('Grant', grantId, { jti: grantId, accountId: user.id, clientId: key.client_id }, 3600);
      await records.upsert('RefreshToken', `rt-${grantId}`, { jti: `rt-${grantId}`, grantId, accountId: user.id, clientId: key.client_id }, 3600);

      clock.advance(MINUTE_MS);
      // The request as identity's handler receives it from the CLI, checked by the RPC map.
      const request = world.body(IdentitySubjects.resetSecondFactor, { user_id: user.id, operator: 'ops-alice' });
      expect(await resetSecondFactor.execute(request.user_id, request.operator)).toEqual({
        id: user.id,
        email,
        totp_enabled: false,
        recovery_codes_removed: 10,
        sessions_not_before: clock.now().toISOString(),
        grants_ended: 1,
      });
      const dataSource = world.database.dataSource;
      const [row] = await dataSource.query('SELECT totp_secret_sealed, totp_pending_sealed, totp_last_step FROM users WHERE id = $1', [user.id]);
      expect(row).toEqual({ totp_secret_sealed: null, totp_pending_sealed: null, totp_last_step: null });
      expect(await dataSource.query('SELECT id FROM recovery_codes WHERE user_id = $1', [user.id])).toEqual([]);
      // Every session started before now ends; the team requires a second factor, so the next one may only set one up.
      expect(await world.users.sessionUser(user.id)).toMatchObject({
        totp_enabled: false,
        enrolment_required: true,
        sessions_not_before: clock.now().getTime(),
      });
      expect((await signIn(email, PASSWORD)).second_factor).toBe('missing');
      // The assistant's connection ended, recorded so the edges refuse its access tokens too.
      expect(await dataSource.query('SELECT model FROM oauth_records WHERE account_id = $1 OR grant_id = $2', [user.id, grantId])).toEqual([]);
      expect(await dataSource.query('SELECT merchant_id FROM ended_grants WHERE grant_id = $1', [grantId])).toEqual([{ merchant_id: merchant.merchant_id }]);
      // Who did it, in identity's log (and no secret or address there).
      const line = logged.find((entry) => entry.msg === 'second factor cleared by an operator' && entry.user_id === user.id);
      expect(line).toMatchObject({ level: 'info', operator: 'ops-alice', merchant_id: merchant.merchant_id, recovery_codes_removed: 10, grants_ended: 1 });
      expect(JSON.stringify(line)).not.toContain(email);

      // Nothing left to clear: refused, and an unknown user is not found; the CLI must say who runs it.
      expect(await refusal(resetSecondFactor.execute(user.id, 'ops-alice'))).toMatchObject({ status: 409, code: 'IDENTITY.TOTP_STATE' });
      expect(await refusal(resetSecondFactor.execute('usr_missing', 'ops-alice'))).toMatchObject({ status: 404, code: 'IDENTITY.USER_NOT_FOUND' });
      expect(await refusal((async () => world.body(IdentitySubjects.resetSecondFactor, { user_id: user.id, operator: ' ' }))())).toMatchObject({
        status: 400,
        details: [{ path: 'operator', message: expect.any(String) }],
      });
      // A new authenticator can be set up as the first one was.
      clock.advance(30_000);
      await enrol(user.id);
      expect(await world.users.sessionUser(user.id)).toMatchObject({ totp_enabled: true, enrolment_required: false });
    });
  });

  describe('passwords', () => {
    it('changes the password only with the current one, and ends the sessions started before', async () => {
      const { email, user } = await person();
      expect(await refusal(world.passwords.changePassword(user.id, 'not the password', 'a brand new password'))).toMatchObject({
        status: 403,
        code: 'IDENTITY.WRONG_PASSWORD',
      });
      expect((await world.users.sessionUser(user.id)).sessions_not_before).toBeNull();
      clock.advance(MINUTE_MS);
      expect(await world.passwords.changePassword(user.id, PASSWORD, 'a brand new password')).toEqual({ sessions_not_before: clock.now().toISOString() });
      expect((await world.users.sessionUser(user.id)).sessions_not_before).toBe(clock.now().getTime());
      expect(await refusal(signIn(email, PASSWORD))).toMatchObject({ status: 401 });
      expect(await signIn(email, 'a brand new password')).toMatchObject({ id: user.id });
    });

    it('mails a single-use reset link valid 30 minutes, stores only its hash, and answers the same for an unknown address', async () => {
      const { merchant, email, user } = await person({ oauth: true });
      // An assistant the person connected: a reset ends it, its access tokens included (ended_grants).
      const key = await world.accessKeys.create(
        world.body(IdentitySubjects.createAccessKey, {
          merchant_id: merchant.merchant_id,
          kind: 'mcp',
          auth_type: 'web_app',
          scopes: ['merchant:read'],
          redirect_uris: ['http://127.0.0.1:8123/callback'],
        }),
      );
      const grantId = `grant-${randomBytes(4).toString('hex')}`;
      await new OAuthRecordsRepository(world.database.dataSource).upsert('Grant', grantId, { jti: grantId, accountId: user.id, clientId: key.client_id }, 3600);
      const unknown = `nobody-${randomBytes(3).toString('hex')}@accounts.test`;
      const answers = [await resets.request(unknown), await resets.request(email.toUpperCase())];
      expect(answers[0]).toEqual(answers[1]);
      const { link, token, subject } = await linkIn(email, 1);
      expect(subject).toBe('Reset your Netline password');
      expect(link).toMatch(/\/dashboard\/reset-password#token=/);
      expect(sink.to(unknown)).toEqual([]);

      // What the database keeps: the token's SHA-256, and no link once the message went out.
      const dataSource = world.database.dataSource;
      const [reset] = await dataSource.query('SELECT token_digest FROM password_resets WHERE user_id = $1', [user.id]);
      expect(reset.token_digest).toMatch(/^[0-9a-f]{64}$/);
      expect(reset.token_digest).not.toContain(token);
      const emails: Array<{ status: string; sealed_content: string | null }> = await dataSource.query(
        'SELECT status, sealed_content FROM account_emails WHERE to_address = $1',
        [email],
      );
      expect(emails).toEqual([{ status: 'sent', sealed_content: null }]);

      clock.advance(29 * MINUTE_MS);
      expect(await resets.reset(token, 'a password after reset')).toEqual({ email });
      expect((await world.users.sessionUser(user.id)).sessions_not_before).toBe(clock.now().getTime());
      expect(await signIn(email, 'a password after reset')).toMatchObject({ id: user.id });
      expect(await dataSource.query('SELECT merchant_id FROM ended_grants WHERE grant_id = $1', [grantId])).toEqual([{ merchant_id: merchant.merchant_id }]);
      // Used once: the same link again is refused, and the password stays.
      expect(await refusal(resets.reset(token, 'yet another password'))).toMatchObject({ status: 400, code: 'IDENTITY.RESET_LINK_INVALID' });
      expect(await refusal(resets.reset('A'.repeat(43), 'yet another password'))).toMatchObject({ status: 400, code: 'IDENTITY.RESET_LINK_INVALID' });
    });

    it('answers a reset request before any work for the address, so a known address answers as an unknown one does', async () => {
      const { email, user } = await person();
      const dataSource = world.database.dataSource;
      // Another transaction holds the person's row: the work for a known address cannot get past its first step.
      const holder = dataSource.createQueryRunner();
      await holder.connect();
      await holder.startTransaction();
      try {
        await holder.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [user.id]);
        const known = await resets.request(email);
        const unknown = await resets.request(`nobody-${randomBytes(3).toString('hex')}@accounts.test`);
        expect(known).toEqual(unknown);
        expect(await dataSource.query('SELECT id FROM password_resets WHERE user_id = $1', [user.id])).toEqual([]);
      } finally {
        await holder.commitTransaction();
        await holder.release();
      }
      // The work then follows: the link stored and mailed.
      const { subject } = await linkIn(email, 1);
      expect(subject).toBe('Reset your Netline password');
      expect(await dataSource.query('SELECT id FROM password_resets WHERE user_id = $1', [user.id])).toHaveLength(1);
    });

    it('refuses a reset link after 30 minutes, a superseded one, and mails at most 3 links an hour', async () => {
      const { email } = await person();
      await resets.request(email);
      const first = await linkIn(email, 1);
      clock.advance(31 * MINUTE_MS);
      expect(await refusal(resets.reset(first.token, 'a password too late'))).toMatchObject({ status: 400, code: 'IDENTITY.RESET_LINK_INVALID' });

      await resets.request(email);
      const second = await linkIn(email, 2);
      await resets.request(email);
      const third = await linkIn(email, 3);
      // A newer link replaces the earlier one.
      expect(await refusal(resets.reset(second.token, 'a password superseded'))).toMatchObject({ status: 400 });
      // A fourth request within the hour is answered the same and sends nothing.
      const fourth = await resets.request(email);
      expect(fourth.message).toMatch(/If this address has a Netline dashboard account/);
      await resets.settled();
      await mail.drain();
      expect(sink.to(email)).toHaveLength(3);
      expect(await resets.reset(third.token, 'the password that counts')).toEqual({ email });
    });
  });

  describe('invitations', () => {
    it('mails a link the person accepts with their own password, once; the database keeps only its hash', async () => {
      const { merchant, user: admin, email: adminEmail } = await person();
      const invitee = `new-${randomBytes(3).toString('hex')}@accounts.test`;
      const created = await invitations.create(merchant.merchant_id, admin.id, invitee, 'read_only');
      expect(created).toMatchObject({
        email: invitee,
        role: 'read_only',
        status: 'pending',
        expires_at: new Date(clock.now().getTime() + 7 * 86_400_000).toISOString(),
      });
      const { link, token, subject } = await linkIn(invitee, 1);
      expect(subject).toBe(`Join ${merchant.name} on Netline`);
      expect(link).toMatch(/\/dashboard\/accept-invitation#token=/);
      expect(sink.to(invitee)[0].parsed.text).toContain(adminEmail);
      const [row] = await world.database.dataSource.query('SELECT token_digest FROM invitations WHERE id = $1', [created.id]);
      expect(row.token_digest).not.toContain(token);

      expect(await invitations.preview(token)).toEqual({ email: invitee, merchant_name: merchant.name, role: 'read_only', mfa_required: false });
      expect(await invitations.accept(token, 'my own password')).toEqual({ email: invitee, mfa_required: false });
      expect(await signIn(invitee, 'my own password')).toMatchObject({ merchant_id: merchant.merchant_id, role: 'read_only', second_factor: 'off' });
      expect(await refusal(invitations.accept(token, 'another password'))).toMatchObject({ status: 404, code: 'IDENTITY.INVITATION_INVALID' });
      expect((await invitations.list(merchant.merchant_id)).map((invitation) => invitation.status)).toEqual(['accepted']);
      expect((await world.events(merchant.merchant_id)).map((event) => event.type)).toContain('user.created');
      // The address has an account now: it cannot be invited again.
      expect(await refusal(invitations.create(merchant.merchant_id, admin.id, invitee, 'admin'))).toMatchObject({ status: 409, code: 'IDENTITY.EMAIL_TAKEN' });
    });

    it('expires a link after 7 days, replaces it on resend, and ends it on revoke', async () => {
      const { merchant, user: admin } = await person({ mfaRequired: true });
      const invitee = `late-${randomBytes(3).toString('hex')}@accounts.test`;
      const created = await invitations.create(merchant.merchant_id, admin.id, invitee, 'admin');
      expect(await refusal(invitations.create(merchant.merchant_id, admin.id, invitee, 'admin'))).toMatchObject({
        status: 409,
        code: 'IDENTITY.INVITATION_PENDING',
      });
      const first = await linkIn(invitee, 1);
      expect((await invitations.preview(first.token)).mfa_required).toBe(true);
      clock.advance(7 * 86_400_000 + 1_000);
      expect(await refusal(invitations.preview(first.token))).toMatchObject({ status: 404, code: 'IDENTITY.INVITATION_INVALID' });
      expect((await invitations.list(merchant.merchant_id))[0].status).toBe('expired');

      expect(await invitations.resend(merchant.merchant_id, created.id, admin.id)).toMatchObject({ status: 'pending' });
      const second = await linkIn(invitee, 2);
      expect(second.token).not.toBe(first.token);
      expect(await invitations.preview(second.token)).toMatchObject({ email: invitee, role: 'admin' });

      expect(await invitations.revoke(merchant.merchant_id, created.id)).toMatchObject({ status: 'revoked' });
      expect(await refusal(invitations.accept(second.token, 'my own password'))).toMatchObject({ status: 404, code: 'IDENTITY.INVITATION_INVALID' });
      expect(await refusal(invitations.resend(merchant.merchant_id, created.id, admin.id))).toMatchObject({ status: 409, code: 'IDENTITY.INVITATION_CLOSED' });
      // Another merchant's invitation reads as not found.
      const other = await person();
      expect(await refusal(invitations.revoke(other.merchant.merchant_id, created.id))).toMatchObject({ status: 404 });
    });

    it('checks a new password by the same rule on every path that sets one', async () => {
      const { merchant, user } = await person();
      const invitee = `short-${randomBytes(3).toString('hex')}@accounts.test`;
      await invitations.create(merchant.merchant_id, user.id, invitee, 'read_only');
      const { token } = await linkIn(invitee, 1);
      const tooShort = { status: 400, type: 'validation_error', details: [{ path: 'password', message: 'must be at least 10 characters' }] };
      expect(await refusal(invitations.accept(token, 'short'))).toMatchObject(tooShort);
      expect(await refusal(resets.reset(token, 'short'))).toMatchObject(tooShort);
      expect(await refusal(world.passwords.changePassword(user.id, PASSWORD, 'short'))).toMatchObject({
        ...tooShort,
        details: [{ path: 'new_password', message: 'must be at least 10 characters' }],
      });
      // Refused before anything was used: the invitation still works.
      expect(await invitations.accept(token, 'long enough now')).toEqual({ email: invitee, mfa_required: false });
    });
  });
  describe('account emails', () => {
    it('deletes finished account emails once RETENTION_ACCOUNT_EMAILS_DAYS old, in batches, and never a queued one', async () => {
      const dataSource = world.database.dataSource;
      const tag = randomBytes(4).toString('hex');
      const daysAgo = (days: number) => new Date(clock.now().getTime() - days * 86_400_000);
      const old = daysAgo(world.config.RETENTION_ACCOUNT_EMAILS_DAYS + 1);
      const recent = daysAgo(world.config.RETENTION_ACCOUNT_EMAILS_DAYS - 1);
      const insert = (name: string, status: string, at: Date, sealed: string | null = null) =>
        dataSource.query(
          `INSERT INTO account_emails (id, kind, to_address, status, sealed_content, created_at, updated_at) VALUES ($1, 'password_reset', $2, $3, $4, $5, $5)`,
          [`aml_${tag}_${name}`, `${name}-${tag}@accounts.test`, status, sealed, at],
        );
      for (const status of ['sent', 'captured', 'failed']) await insert(`old-${status}`, status, old);
      await insert('recent-sent', 'sent', recent);
      // Queued long ago and still owed (a mail server refusing for a while): kept, its link with it.
      await insert('old-queued', 'queued', daysAgo(90), 'v2.sealed');
      // More old rows than one batch deletes.
      await dataSource.query(
        `INSERT INTO account_emails (id, kind, to_address, status, created_at, updated_at)
         SELECT 'aml_${tag}_bulk' || n, 'invitation', 'bulk-' || n || '-${tag}@accounts.test', 'sent', $1, $1 FROM generate_series(1, 1200) AS n`,
        [old],
      );

      const sweeper = new RetentionSweeper(dataSource, createLogger('identity', 'silent'), [accountEmailsRetentionRule(world.config)], 0, () => clock.now());
      const deleted = await sweeper.sweep();
      expect(deleted.account_emails).toBeGreaterThanOrEqual(1203);
      const left: Array<{ id: string; status: string }> = await dataSource.query('SELECT id, status FROM account_emails WHERE id LIKE $1 ORDER BY id', [
        `aml_${tag}_%`,
      ]);
      expect(left).toEqual([
        { id: `aml_${tag}_old-queued`, status: 'queued' },
        { id: `aml_${tag}_recent-sent`, status: 'sent' },
      ]);
    });
  });

  describe('spent links', () => {
    it('deletes sign-in and reset links RETENTION_SPENT_LINKS_DAYS after they expired, used or not, and keeps the rest', async () => {
      const dataSource = world.database.dataSource;
      const tag = randomBytes(4).toString('hex');
      const daysAgo = (days: number) => new Date(clock.now().getTime() - days * 86_400_000);
      const { user } = await person();
      const expired = (days: number) => ({ created: new Date(daysAgo(days).getTime() - 15 * MINUTE_MS), expires: daysAgo(days) });
      const rows = { gone: expired(world.config.RETENTION_SPENT_LINKS_DAYS + 1), kept: expired(world.config.RETENTION_SPENT_LINKS_DAYS - 1) };
      for (const [name, at] of Object.entries(rows)) {
        for (const used of [null, at.created]) {
          const id = `${name}_${used ? 'used' : 'unused'}_${tag}`;
          await dataSource.query(
            `INSERT INTO buyer_sign_in_links (id, email, token_digest, binding_digest, expires_at, used_at, created_at) VALUES ($1, $2, $1, $1, $3, $4, $5)`,
            [`bsl_${id}`, `buyer-${tag}@links.test`, at.expires, used, at.created],
          );
          await dataSource.query(`INSERT INTO password_resets (id, user_id, token_digest, expires_at, used_at, created_at) VALUES ($1, $2, $1, $3, $4, $5)`, [
            `pwr_${id}`,
            user.id,
            at.expires,
            used,
            at.created,
          ]);
        }
      }

      const rules = [signInLinksRetentionRule(world.config), passwordResetsRetentionRule(world.config)];
      const deleted = await new RetentionSweeper(dataSource, createLogger('identity', 'silent'), rules, 0, () => clock.now()).sweep();
      expect(deleted.buyer_sign_in_links).toBeGreaterThanOrEqual(2);
      expect(deleted.password_resets).toBeGreaterThanOrEqual(2);
      const left = async (table: string, prefix: string) =>
        ((await dataSource.query(`SELECT id FROM ${table} WHERE id LIKE $1 ORDER BY id`, [`${prefix}_%_${tag}`])) as Array<{ id: string }>).map(
          (row) => row.id,
        );
      expect(await left('buyer_sign_in_links', 'bsl')).toEqual([`bsl_kept_unused_${tag}`, `bsl_kept_used_${tag}`]);
      expect(await left('password_resets', 'pwr')).toEqual([`pwr_kept_unused_${tag}`, `pwr_kept_used_${tag}`]);
    });
  });

  describe("the audit trail's events", () => {
    /** The events written for the merchant, with their author as the outbox row keeps it. */
    const written = async (merchantId: string) =>
      (
        (await world.database.dataSource.query("SELECT payload FROM outbox WHERE payload->>'merchant_id' = $1 ORDER BY seq", [merchantId])) as Array<{
          payload: { type: string; data: Record<string, unknown>; actor?: Record<string, unknown>; request_id?: string };
        }>
      )
        .map(({ payload }) => payload)
        .filter((event) => event.type !== 'merchant.created' && event.type !== 'user.created');

    it('records sign-ins, password changes and resets as the person, and second-factor changes as whoever made them', async () => {
      const { merchant, email, user } = await person();
      const self = { type: 'user', id: user.id, channel: 'dashboard' };
      // A request of the person's signed-in session names them (the NATS transport puts this in the context).
      const asSession = <T>(work: () => Promise<T>) => runWithRequestId('req_session', work, self);

      // Before any session the request names nobody: identity names the person who signed in.
      await runWithRequestId('req_sign_in', () => signIn(email, PASSWORD));
      const { secret } = await asSession(() => enrol(user.id));
      clock.advance(30_000);
      // The password alone, when a code must follow, is no sign-in yet.
      expect((await signIn(email, PASSWORD)).second_factor).toBe('needed');
      await signIn(email, PASSWORD, { code: totp.codeAt(secret, clock.now()) });
      await asSession(() => world.secondFactor.regenerateRecoveryCodes(user.id));
      await asSession(() => world.passwords.changePassword(user.id, PASSWORD, 'a changed password'));
      await resets.request(email);
      const { token } = await linkIn(email, 1);
      await runWithRequestId('req_reset', () => resets.reset(token, 'a password after reset'));
      await runWithRequestId('req_cli', () => resetSecondFactor.execute(user.id, 'ops-carol'), { type: 'operator', id: 'ops-carol', channel: 'cli' });

      expect(await written(merchant.merchant_id)).toEqual([
        expect.objectContaining({ type: 'user.signed_in', data: { id: user.id, second_factor: false }, actor: self, request_id: 'req_sign_in' }),
        expect.objectContaining({ type: 'user.second_factor_updated', data: { id: user.id, totp_enabled: true, recovery_codes_replaced: true }, actor: self }),
        expect.objectContaining({ type: 'user.signed_in', data: { id: user.id, second_factor: true }, actor: self }),
        expect.objectContaining({ type: 'user.second_factor_updated', data: { id: user.id, totp_enabled: true, recovery_codes_replaced: true }, actor: self }),
        expect.objectContaining({ type: 'user.password_changed', data: { id: user.id, reset: false }, actor: self, request_id: 'req_session' }),
        expect.objectContaining({ type: 'user.password_changed', data: { id: user.id, reset: true }, actor: self, request_id: 'req_reset' }),
        expect.objectContaining({
          type: 'user.second_factor_updated',
          data: { id: user.id, totp_enabled: false, recovery_codes_replaced: false },
          actor: { type: 'operator', id: 'ops-carol', channel: 'cli' },
          request_id: 'req_cli',
        }),
      ]);
    });
  });
});
