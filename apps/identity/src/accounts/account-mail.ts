import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { BUYER_SIGN_IN_LINK_TTL_MINUTES, INVITATION_TTL_DAYS, PASSWORD_RESET_TTL_MINUTES, UserRole } from '@netline/contracts';
import { CONFIG, DrainingWorker, InjectLogger, RetentionRule } from '@netline/messaging';
import { Logger } from '@netline/observability';
import { MailTransport } from '@netline/outbound';
import { Clock, newId } from '@netline/persistence';
import { DataSource, EntityManager } from 'typeorm';
import { IdentityConfig } from '../config';
import { KeySealer, SealPurpose, sealerFor } from '../signing-keys/key-sealer';
import { AccountEmail, AccountEmailKind } from './account.entities';

/** What an account email says, sealed in its outbox row until it is sent. */
export type AccountMailContent =
  | { kind: 'password_reset'; link: string }
  | { kind: 'invitation'; link: string; merchant_name: string; role: UserRole; invited_by: string }
  /** A buyer portal sign-in link (docs/security.md, "Buyer sign-in"); the merchants whose customers the address reaches. */
  | { kind: 'buyer_sign_in'; link: string; merchant_names: string[] };

const MAX_BACKOFF_MS = 10 * 60_000;

/**
 * Account emails that are finished (sent, captured or given up) once RETENTION_ACCOUNT_EMAILS_DAYS old,
 * counted from their last change (the outcome); a queued one is never deleted, however old. Run by the
 * service core's retention sweep: 1,000 rows a statement, each its own short transaction, and rows the
 * sender holds are skipped rather than waited for.
 */
export function accountEmailsRetentionRule(config: Pick<IdentityConfig, 'RETENTION_ACCOUNT_EMAILS_DAYS'>): RetentionRule {
  return {
    name: 'account_emails',
    ageMs: config.RETENTION_ACCOUNT_EMAILS_DAYS * 86_400_000,
    deleteBatch: `DELETE FROM account_emails WHERE id IN (
      SELECT id FROM account_emails WHERE status <> 'queued' AND updated_at < $1 LIMIT 1000 FOR UPDATE SKIP LOCKED)`,
  };
}

/**
 * Identity's own mail path for account emails (docs/security.md, "Account emails"): an outbox table
 * written in the transaction that made the link, and a sender that drains it through the same SMTP
 * transport as billing's customer mail (`MailTransport` from `@netline/outbound`).
 *
 * The message is composed at send time from the sealed content (KeySealer, its own purpose), and the
 * sealed content is dropped in the same transaction that records the message sent, captured (no
 * SMTP_URL) or failed, so a reset or invitation token never outlives its message in the database (the
 * link tables hold only SHA-256 digests). One message at a time per replica, its row held with
 * `FOR UPDATE SKIP LOCKED`, so replicas never send one twice; a refusal for now is retried after
 * MAIL_RETRY_BASE_MS, doubling up to 10 minutes, MAIL_MAX_ATTEMPTS times.
 */
@Injectable()
export class AccountMail implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly worker: DrainingWorker;
  private readonly transport: MailTransport | null;
  private readonly sealer: KeySealer;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: IdentityConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {
    this.worker = new DrainingWorker('account-mail', () => this.sendNext(), logger);
    this.transport = config.SMTP_URL ? new MailTransport(config.SMTP_URL, config.MAIL_TIMEOUT_MS) : null;
    this.sealer = sealerFor(config, SealPurpose.AccountMail);
  }

  onApplicationBootstrap(): void {
    this.worker.start(this.config.MAIL_SWEEP_INTERVAL_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker.stop();
    this.transport?.close();
  }

  /** A link into the dashboard; the token rides in the fragment, which browsers never send to a server. */
  link(page: 'reset-password' | 'accept-invitation', token: string): string {
    return `${this.config.DASHBOARD_URL.replace(/\/+$/, '')}/${page}#token=${token}`;
  }

  /**
   * A buyer portal sign-in link. The token rides in the query: the page it opens POSTs it (so a link
   * scanner's GET spends nothing), and the page sends no Referer anywhere.
   */
  portalSignInLink(token: string): string {
    return `${this.config.PORTAL_URL.replace(/\/+$/, '')}/sign-in?token=${token}`;
  }

  /** Queues a message in the caller's transaction; call `kick` after the commit. */
  async queue(manager: EntityManager, to: string, merchantId: string | null, content: AccountMailContent): Promise<void> {
    const now = this.clock.now();
    await manager.insert(AccountEmail, {
      id: newId('aml'),
      kind: content.kind as AccountEmailKind,
      toAddress: to,
      merchantId,
      sealedContent: this.sealer.seal(JSON.stringify(content)),
      status: 'queued',
      attempts: 0,
      nextAttemptAt: now,
      lastError: null,
      sentAt: null,
    });
  }

  kick(): void {
    this.worker.kick();
  }

  /** Sends until nothing is due; resolves how many messages it handled. */
  drain(): Promise<number> {
    return this.worker.drain();
  }

  private async sendNext(): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const now = this.clock.now();
      const email = await manager
        .createQueryBuilder(AccountEmail, 'email')
        .where("email.status = 'queued' AND email.next_attempt_at <= :now", { now })
        .orderBy('email.next_attempt_at', 'ASC')
        .limit(1)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getOne();
      if (!email) return false;
      let content: AccountMailContent | null = null;
      try {
        content = email.sealedContent ? (JSON.parse(this.sealer.open(email.sealedContent)) as AccountMailContent) : null;
      } catch {
        content = null;
      }
      if (!content) {
        this.finish(email, 'failed', now, 'the message content could not be opened');
      } else if (!this.transport) {
        this.finish(email, 'captured', now, null);
        this.logger.warn({ email_id: email.id, kind: email.kind }, 'account email not sent: SMTP_URL is not set (its link is dropped)');
      } else {
        email.attempts += 1;
        const message = composeAccountEmail(content);
        const outcome = await this.transport.send({
          from: { name: 'Netline', address: this.config.MAIL_FROM },
          to: [email.toAddress],
          replyTo: null,
          subject: message.subject,
          text: message.text,
          html: message.html,
          messageId: `<${email.id}@${this.config.MAIL_FROM.split('@')[1]}>`,
          attachments: [],
        });
        if (outcome.accepted) this.finish(email, 'sent', now, null);
        else if (outcome.permanent || email.attempts >= this.config.MAIL_MAX_ATTEMPTS) this.finish(email, 'failed', now, outcome.error);
        else {
          email.lastError = outcome.error;
          email.nextAttemptAt = new Date(now.getTime() + Math.min(MAX_BACKOFF_MS, this.config.MAIL_RETRY_BASE_MS * 2 ** (email.attempts - 1)));
        }
      }
      await manager.save(AccountEmail, email);
      this.logger.info({ email_id: email.id, kind: email.kind, status: email.status, attempts: email.attempts }, 'account email handled');
      return true;
    });
  }

  private finish(email: AccountEmail, status: 'sent' | 'captured' | 'failed', now: Date, error: string | null): void {
    email.status = status;
    email.lastError = error;
    email.nextAttemptAt = null;
    email.sealedContent = null;
    if (status === 'sent') email.sentAt = now;
  }
}

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The subject, plain text and HTML of an account email. */
export function composeAccountEmail(content: AccountMailContent): { subject: string; text: string; html: string } {
  if (content.kind === 'password_reset') {
    const lines = [
      'Someone asked to reset the password of your Netline dashboard account.',
      `Choose a new password here (the link works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes):`,
    ];
    const after = 'If you did not ask for this, ignore this email: your password stays as it is.';
    return {
      subject: 'Reset your Netline password',
      text: `${lines.join('\n')}\n\n${content.link}\n\n${after}\n`,
      html: `<p>${lines.map(escapeHtml).join('<br>')}</p><p><a href="${escapeHtml(content.link)}">Reset your password</a></p><p>${escapeHtml(after)}</p>`,
    };
  }
  if (content.kind === 'buyer_sign_in') {
    const names = content.merchant_names.join(', ');
    const lines = [
      `Someone asked to sign in to the Netline buyer portal (${names}) with this address.`,
      `Sign in here, in the browser you asked from (the link works once, for ${BUYER_SIGN_IN_LINK_TTL_MINUTES} minutes):`,
    ];
    const after = 'If you did not ask for this, ignore this email: nobody can use the link from another browser.';
    return {
      subject: 'Your Netline sign-in link',
      text: `${lines.join('\n')}\n\n${content.link}\n\n${after}\n`,
      html: `<p>${lines.map(escapeHtml).join('<br>')}</p><p><a href="${escapeHtml(content.link)}">Sign in</a></p><p>${escapeHtml(after)}</p>`,
    };
  }
  const role = content.role === 'admin' ? 'an admin' : 'a read-only member';
  const intro = `${content.invited_by} invited you to the Netline dashboard of ${content.merchant_name} as ${role}.`;
  const how = `Choose your password here (the link works for ${INVITATION_TTL_DAYS} days):`;
  return {
    subject: `Join ${content.merchant_name} on Netline`,
    text: `${intro}\n${how}\n\n${content.link}\n`,
    html: `<p>${escapeHtml(intro)}<br>${escapeHtml(how)}</p><p><a href="${escapeHtml(content.link)}">Accept the invitation</a></p>`,
  };
}
