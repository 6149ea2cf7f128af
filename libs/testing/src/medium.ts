import { Principal } from '@netline/contracts';
import { OutboxRelay, OutboxWriter, UnitOfWork } from '@netline/messaging';
import { randomBytes } from 'node:crypto';
import type { Logger } from '@netline/observability';
import { DataSource } from 'typeorm';

/**
 * `@netline/testing/medium`: what the medium tier shares (each service's world is its own,
 * `<service>.medium-fixture.ts`; these are not), with the fake peers that answer for a service's neighbours
 * on the bus. Kept out of the package index because it loads the whole messaging library (NestJS's
 * transport, TypeORM's unit of work), about a second of CPU that every end-to-end suite would otherwise pay.
 */
export * from './fake-peer';
export * from './fake-credit';
export * from './fake-billing';

/** A merchant of its own, acting with a secret key, so no two tests share lines, clocks or events. */
export function mediumMerchant(): { merchantId: string; principal: Principal } {
  const merchantId = `mer_${randomBytes(6).toString('hex')}`;
  return { merchantId, principal: { merchant_id: merchantId, actor: { type: 'secret_key', id: 'sk_medium' }, scopes: [] } };
}

/**
 * The service's unit of work with a relay that is never started: each transaction's events stay in the
 * outbox table, where the test reads them (`writtenEvents`), stamped by the writer's clock.
 */
export function unitOfWorkWithoutRelay(dataSource: DataSource, outbox: OutboxWriter, logger: Logger): UnitOfWork {
  const relay = new OutboxRelay(dataSource, { publish: async () => undefined }, logger, { stream: 'unused' });
  return new UnitOfWork(dataSource, outbox, relay);
}

/** An event as a transaction wrote it to the outbox. */
export interface WrittenEvent {
  type: string;
  occurred_at: string;
  data: Record<string, unknown>;
}

/** The outbox rows matching `where` (SQL over `type` and `payload`, with `$1`…), oldest first. */
export async function writtenEvents(dataSource: DataSource, where: string, ...params: unknown[]): Promise<WrittenEvent[]> {
  const rows: Array<{ type: string; payload: { occurred_at: string; data: Record<string, unknown> } }> = await dataSource.query(
    `SELECT type, payload FROM outbox WHERE ${where} ORDER BY seq`,
    params,
  );
  return rows.map((row) => ({ type: row.type, occurred_at: row.payload.occurred_at, data: row.payload.data }));
}
