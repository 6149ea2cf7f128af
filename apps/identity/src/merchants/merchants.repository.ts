import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { Merchant } from './merchant.entity';

/** Merchants are the tenants themselves, so these are the only queries in Netline keyed by id alone. */
@Injectable()
export class MerchantsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(merchant: Merchant, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.insert(Merchant, { ...merchant });
  }

  findOldest(): Promise<Merchant | null> {
    return this.dataSource.manager.findOne(Merchant, { where: {}, order: { createdAt: 'ASC' } });
  }

  async update(id: string, changes: Partial<Merchant>, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.update(Merchant, { id }, changes);
  }

  findById(id: string): Promise<Merchant | null> {
    return this.dataSource.manager.findOneBy(Merchant, { id });
  }
}
