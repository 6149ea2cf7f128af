import { BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { BUYER_LINK_REQUESTED_MESSAGE, BUYER_SIGN_IN_LINK_TTL_MINUTES, BuyerIdentity, buyerEmailSchema, normalizeBuyerEmail } from '@netline/contracts';
import { InjectLogger } from '@netline/messaging';
import { Logger } from '@netline/observability';
import { Clock, newId } from '@netline/persistence';
import { DataSource } from 'typeorm';
import { AccountMail } from '../accounts/account-mail';
import { AfterAnswer } from '../accounts/after-answer';
import { newLinkToken, tokenDigest } from '../accounts/account-tokens';
import { BuyerReach } from './buyer-reach';
import { BuyerSignInLinksRepository } from './buyer-sign-in-links.repository';
import { BuyerSignInLink } from './buyer.entities';
import { SignInLinkInvalidError } from './buyer.errors';
import { isLinkToken, linkRefusal } from './buyer-links';
import { BuyerUsersRepository } from './buyer-users.repository';

/**
 * Buyer sign-in by emailed link (docs/security.md, "Buyer sign-in").
 *
 * `request` answers the same whatever the address, and before the address is even looked up: the lookup
 * (credit's customers by email, the merchants' buyer users) and, for an address that reaches a customer,
 * the link and its email in identity's account-mail outbox (one transaction) run after the answer, like
 * a password reset's, so neither the answer nor its timing tells whether the address is known. A failure
 * there is logged; the buyer asks again.
 *
 * The link's token is 256 random bits; the database keeps its SHA-256, the SHA-256 of the browser binding
 * the gateway set in the browser that asked, the address and the expiry (15 minutes). `redeem` signs in
 * only with the binding cookie of that browser, once (compare-and-set on `used_at`: two redeems racing,
 * one wins), and answers what the address reaches at that moment. Every refusal is the same 401.
 */
@Injectable()
export class BuyerSignInService implements BeforeApplicationShutdown {
  /** Requests answered whose lookup and mail have not finished yet. */
  private readonly later: AfterAnswer;

  constructor(
    private readonly dataSource: DataSource,
    private readonly links: BuyerSignInLinksRepository,
    private readonly reach: BuyerReach,
    private readonly buyers: BuyerUsersRepository,
    private readonly mail: AccountMail,
    private readonly clock: Clock,
    @InjectLogger() private readonly logger: Logger,
  ) {
    this.later = new AfterAnswer(logger, 'buyer sign-in link request');
  }

  /** Answers at once; the lookup and, for an address that reaches a customer, the link and its email follow (`settled`). */
  async request(rawEmail: string, bindingHash: string): Promise<{ message: string }> {
    const email = buyerEmailSchema.safeParse(typeof rawEmail === 'string' ? rawEmail.trim() : '');
    if (email.success) {
      const address = normalizeBuyerEmail(email.data);
      this.later.run(() => this.issueFor(address, bindingHash));
    }
    return { message: BUYER_LINK_REQUESTED_MESSAGE };
  }

  /** Resolves once the work of every request answered so far is done (shutdown, tests). */
  async settled(): Promise<void> {
    await this.later.settled();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.settled();
  }

  private async issueFor(email: string, bindingHash: string): Promise<void> {
    const reached = await this.reach.of(email);
    if (reached.customers.length === 0) return;
    const now = this.clock.now();
    const token = newLinkToken();
    await this.dataSource.transaction(async (manager) => {
      await manager.insert(BuyerSignInLink, {
        id: newId('bsl'),
        email,
        tokenDigest: tokenDigest(token),
        bindingDigest: bindingHash,
        expiresAt: new Date(now.getTime() + BUYER_SIGN_IN_LINK_TTL_MINUTES * 60_000),
        usedAt: null,
        createdAt: now,
      });
      await this.mail.queue(manager, email, null, {
        kind: 'buyer_sign_in',
        link: this.mail.portalSignInLink(token),
        merchant_names: [...new Set(reached.customers.map((customer) => customer.merchant_name))],
      });
    });
    this.mail.kick();
  }

  /**
   * Signs in with a link from the browser that asked for it: unused, unexpired, the binding's digest the
   * one stored. Marks it used, then answers the address and what it reaches now; records the customer's
   * own addresses as `customer_email` buyer users the first time they sign in.
   */
  async redeem(token: string, binding: string): Promise<BuyerIdentity> {
    const now = this.clock.now();
    if (!isLinkToken(token)) throw new SignInLinkInvalidError();
    const link = await this.dataSource.transaction(async (manager) => {
      const found = await manager.findOneBy(BuyerSignInLink, { tokenDigest: tokenDigest(token) });
      const refusal = found ? linkRefusal(found, now, binding) : 'unknown';
      if (!found || refusal) {
        this.logger.info({ reason: refusal }, 'buyer sign-in link refused');
        throw new SignInLinkInvalidError();
      }
      // A link from another browser is not spent: its own browser may still use it.
      if (!(await this.links.markUsed(manager, found.id, now))) throw new SignInLinkInvalidError();
      return found;
    });
    const { identity, ownAddressOf } = await this.reach.lookup(link.email);
    if (identity.customers.length === 0) throw new SignInLinkInvalidError();
    await this.buyers.recordCustomerEmails(link.email, ownAddressOf, now);
    return identity;
  }

  /** What a live portal session's address reaches now. */
  reachOf(email: string): Promise<BuyerIdentity> {
    return this.reach.of(email);
  }
}
