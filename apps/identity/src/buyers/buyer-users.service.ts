import { Injectable } from '@nestjs/common';
import { BuyerUser, ListEnvelope, ListQuery, newEvent, normalizeBuyerEmail, Principal, listEnvelope } from '@netline/contracts';
import { UnitOfWork } from '@netline/messaging';
import { Clock, newId } from '@netline/persistence';
import { QueryFailedError } from 'typeorm';
import { BuyerReach } from './buyer-reach';
import { BuyerUserRecord } from './buyer.entities';
import { BuyerUserExistsError, BuyerUserIsCustomerEmailError, BuyerUserNotFoundError, CustomerNotFoundError } from './buyer.errors';
import { BuyerUsersRepository } from './buyer-users.repository';

/**
 * The merchant's buyer users (`/customers/{customer_id}/buyer-users`, `/buyer-users/{id}`): addresses it
 * lets sign in to the buyer portal for one of its customers. Credit owns customers, so each operation on
 * a customer first asks credit whether the merchant has it (`credit.customers.locate`, the 404 is
 * credit's `CREDIT.CUSTOMER_NOT_FOUND`). Adding and removing one are events (`buyer_user.created`,
 * `buyer_user.removed`), written with the change, so the merchant's audit trail shows who did it.
 */
@Injectable()
export class BuyerUsersService {
  constructor(
    private readonly buyers: BuyerUsersRepository,
    private readonly reach: BuyerReach,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async create(principal: Principal, customerId: string, rawEmail: string): Promise<BuyerUser> {
    await this.customerOf(principal, customerId);
    const record = Object.assign(new BuyerUserRecord(), {
      id: newId('byu'),
      merchantId: principal.merchant_id,
      customerId,
      email: normalizeBuyerEmail(rawEmail),
      createdBy: 'merchant' as const,
      createdAt: this.clock.now(),
      deactivatedAt: null,
    });
    try {
      await this.unitOfWork.run(async ({ manager, emit }) => {
        await this.buyers.insert(record, manager);
        await emit(newEvent('buyer_user.created', record.merchantId, { id: record.id, customer_id: record.customerId, active: true }));
      });
    } catch (error) {
      // buyer_users_active_idx: one live row per (merchant, customer, address).
      if (error instanceof QueryFailedError && (error as { code?: string }).code === '23505') throw new BuyerUserExistsError();
      throw error;
    }
    return presentBuyerUser(record);
  }

  async list(principal: Principal, customerId: string, query: ListQuery): Promise<ListEnvelope<BuyerUser>> {
    await this.customerOf(principal, customerId);
    return listEnvelope(query, await this.buyers.list(principal.merchant_id, customerId, query), presentBuyerUser);
  }

  /** Deactivates a merchant's grant (again: the same answer). A customer's own address is the customer's to change. */
  async remove(principal: Principal, id: string): Promise<BuyerUser> {
    const found = await this.buyers.find(principal.merchant_id, id);
    if (!found) throw new BuyerUserNotFoundError();
    if (found.createdBy === 'customer_email') throw new BuyerUserIsCustomerEmailError();
    if (found.deactivatedAt) return presentBuyerUser(found);
    const removed = await this.unitOfWork.run(async ({ manager, emit }) => {
      const { record, changed } = await this.buyers.deactivate(principal.merchant_id, id, this.clock.now(), manager);
      if (changed) await emit(newEvent('buyer_user.removed', principal.merchant_id, { id, customer_id: found.customerId, active: false }));
      return record;
    });
    return presentBuyerUser(removed ?? found);
  }

  private async customerOf(principal: Principal, customerId: string): Promise<void> {
    if (!(await this.reach.locate(principal.merchant_id, customerId))) throw new CustomerNotFoundError();
  }
}

export function presentBuyerUser(record: BuyerUserRecord): BuyerUser {
  return {
    id: record.id,
    customer_id: record.customerId,
    email: record.email,
    created_by: record.createdBy,
    created_at: record.createdAt.toISOString(),
    deactivated_at: record.deactivatedAt ? record.deactivatedAt.toISOString() : null,
  };
}
