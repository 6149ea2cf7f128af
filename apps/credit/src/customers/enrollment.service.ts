import { Inject, Injectable } from '@nestjs/common';
import { merchantScope, Principal, RawReplyBody, scopeOf } from '@netline/contracts';
import { CONFIG, UnitOfWork } from '@netline/messaging';
import { MerchantClock } from '@netline/persistence';
import { randomBytes } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { CreditConfig } from '../config';
import { Emit, statusEvents } from '../credit-events';
import { Customer } from './customer.entity';
import { CustomerNotFoundError, NoPendingEnrollmentError } from './customer.errors';
import { enrolledPage, expiredPage, notFoundPage, offerPage } from './enrollment-page';
import { CustomersRepository } from './customers.repository';

const DAY_MS = 86_400_000;

/**
 * Net-terms enrollment. A credit-checked customer, once approved, gets an offer: status
 * `pending_enrollment`, a hosted page at `<PUBLIC_BASE_URL>/enrollment/<token>` (192 random bits) and an
 * expiry. Accepting on the page (or the sandbox helper) makes it `enrolled`; an offer not accepted in
 * time becomes `enrollment_expired`, checked whenever the customer is read and by the scheduled job.
 */
@Injectable()
export class EnrollmentService {
  constructor(
    private readonly customers: CustomersRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: MerchantClock,
    @Inject(CONFIG) private readonly config: CreditConfig,
  ) {}

  /** Opens an offer on a customer being approved (the caller holds its row lock and saves it). */
  offer(customer: Customer, now: Date): void {
    const token = randomBytes(24).toString('base64url');
    customer.netTermsStatus = 'pending_enrollment';
    customer.netTermsEnrollmentToken = token;
    customer.netTermsEnrollmentUrl = `${this.config.PUBLIC_BASE_URL.replace(/\/$/, '')}/enrollment/${token}`;
    customer.netTermsEnrollmentExpiresAt = new Date(now.getTime() + this.config.ENROLLMENT_TTL_DAYS * DAY_MS);
  }

  /** Lapses every offer of this merchant whose expiry has passed; returns how many. */
  async expireDue(merchantId: string, now?: Date): Promise<number> {
    const at = now ?? (await this.clock.now(merchantId));
    return this.unitOfWork.run(async ({ manager, emit }) => {
      const lapsed = await this.customers.lockExpiredEnrollments(manager, merchantId, at);
      for (const customer of lapsed) {
        const before = { creditStatus: customer.creditStatus, netTermsStatus: customer.netTermsStatus };
        customer.closeEnrollment('enrollment_expired');
        customer.updatedAt = at;
        await this.customers.saveCredit(manager, customer);
        await emit(statusEvents(customer, before, at));
      }
      return lapsed.length;
    });
  }

  /** True when this customer's offer has lapsed at the merchant's current time (read paths check it). */
  async isLapsed(customer: Pick<Customer, 'merchantId' | 'netTermsStatus' | 'netTermsEnrollmentExpiresAt'>): Promise<boolean> {
    if (customer.netTermsStatus !== 'pending_enrollment' || !customer.netTermsEnrollmentExpiresAt) return false;
    return customer.netTermsEnrollmentExpiresAt.getTime() <= (await this.clock.now(customer.merchantId)).getTime();
  }

  async page(token: string): Promise<RawReplyBody> {
    const owner = await this.customers.findByEnrollmentToken(token);
    if (!owner) return notFoundPage();
    await this.expireDue(owner.merchantId);
    const found = await this.customers.findWithDecisions(merchantScope(owner.merchantId), owner.id);
    if (!found) return notFoundPage();
    const customer = found.customer;
    if (customer.netTermsStatus === 'enrolled') return enrolledPage(customer.businessName);
    if (customer.netTermsStatus !== 'pending_enrollment' || !customer.netTermsEnrollmentExpiresAt) return expiredPage();
    return offerPage({
      businessName: customer.businessName,
      amountApproved: customer.amountApproved,
      terms: customer.defaultTerms ?? 'net30',
      expiresAt: customer.netTermsEnrollmentExpiresAt,
      token,
    });
  }

  /** The customer accepts on the hosted page. Accepting twice shows the enrolled page again. */
  async accept(token: string): Promise<RawReplyBody> {
    const owner = await this.customers.findByEnrollmentToken(token);
    if (!owner) return notFoundPage();
    await this.expireDue(owner.merchantId);
    return this.unitOfWork.run(async ({ manager, emit }) => {
      const customer = await this.customers.findForUpdate(manager, merchantScope(owner.merchantId), owner.id);
      if (!customer) return notFoundPage();
      if (customer.netTermsStatus === 'enrolled') return enrolledPage(customer.businessName);
      if (customer.netTermsStatus !== 'pending_enrollment') return expiredPage();
      await this.enroll(customer, await this.clock.now(owner.merchantId), emit, manager);
      return enrolledPage(customer.businessName);
    });
  }

  /** Sandbox helper: the customer completes enrollment. */
  async sandboxEnroll(principal: Principal, customerId: string): Promise<void> {
    const merchantId = await this.customers.ownerIn(scopeOf(principal), customerId);
    if (!merchantId) throw new CustomerNotFoundError();
    await this.expireDue(merchantId);
    await this.unitOfWork.run(async ({ manager, emit }) => {
      const customer = await this.customers.findForUpdate(manager, merchantScope(merchantId), customerId);
      if (!customer) throw new CustomerNotFoundError();
      if (customer.netTermsStatus !== 'pending_enrollment') throw new NoPendingEnrollmentError(customer.netTermsStatus);
      await this.enroll(customer, await this.clock.now(merchantId), emit, manager);
    });
  }

  private async enroll(customer: Customer, now: Date, emit: Emit, manager: EntityManager): Promise<void> {
    const before = { creditStatus: customer.creditStatus, netTermsStatus: customer.netTermsStatus };
    customer.closeEnrollment('enrolled');
    customer.updatedAt = now;
    await this.customers.saveCredit(manager, customer);
    await emit(statusEvents(customer, before, now));
  }
}
