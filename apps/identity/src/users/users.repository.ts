import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { User } from './user.entity';

/** Sign-in finds a user by email across merchants (an email is one login); everything else is by id. */
@Injectable()
export class UsersRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(user: User, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.insert(User, { ...user });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.dataSource.manager.createQueryBuilder(User, 'user').where('lower(user.email) = lower(:email)', { email }).getOne();
  }

  findById(id: string): Promise<User | null> {
    return this.dataSource.manager.findOneBy(User, { id });
  }

  listForMerchant(merchantId: string): Promise<User[]> {
    return this.dataSource.manager.find(User, { where: { merchantId }, order: { createdAt: 'ASC' } });
  }

  /** Active admins of a merchant: a merchant must keep at least one. */
  countActiveAdmins(merchantId: string): Promise<number> {
    return this.dataSource.manager.countBy(User, { merchantId, role: 'admin', active: true });
  }

  async updateRole(id: string, role: User['role'], manager: EntityManager = this.dataSource.manager): Promise<User | null> {
    await manager.update(User, { id }, { role });
    return manager.findOneBy(User, { id });
  }

  /** A new password hash; sessions started before `at` end. */
  async setPassword(id: string, passwordHash: string, at: Date, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.update(User, { id }, { passwordHash, passwordChangedAt: at, sessionsNotBefore: at });
  }

  /** Deactivates once; a second call keeps the first time. */
  async deactivate(id: string, at: Date, manager: EntityManager = this.dataSource.manager): Promise<User | null> {
    await manager.createQueryBuilder().update(User).set({ active: false, deactivatedAt: at }).where('id = :id AND active', { id }).execute();
    return manager.findOneBy(User, { id });
  }

  /** Ids of the merchant's users deactivated after `since` (their tokens may still be unexpired). */
  async deactivatedSince(merchantId: string, since: Date): Promise<string[]> {
    const rows = await this.dataSource.manager
      .createQueryBuilder(User, 'user')
      .select('user.id', 'id')
      .where('user.merchant_id = :merchantId AND user.deactivated_at > :since', { merchantId, since })
      .getRawMany<{ id: string }>();
    return rows.map((row) => row.id);
  }
}
