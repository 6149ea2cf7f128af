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

  /** Holds the user's row until `manager`'s transaction ends: that person's requests take turns. */
  async lock(manager: EntityManager, id: string): Promise<void> {
    await manager.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [id]);
  }

  /**
   * Counts one wrong password or code on the signed-in paths. A window that began before `windowStart`
   * has ended: the count starts again at 1, in a window beginning `at`.
   */
  async countCheckFailure(id: string, windowStart: Date, at: Date): Promise<void> {
    await this.dataSource.query(
      `UPDATE users SET
         check_failures = CASE WHEN check_failures_since IS NULL OR check_failures_since < $2 THEN 1 ELSE check_failures + 1 END,
         check_failures_since = CASE WHEN check_failures_since IS NULL OR check_failures_since < $2 THEN $3 ELSE check_failures_since END
       WHERE id = $1`,
      [id, windowStart, at],
    );
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
