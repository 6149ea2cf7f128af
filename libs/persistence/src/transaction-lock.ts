import type { EntityManager } from 'typeorm';

/**
 * Serialises the transactions that name the same `key`: a transaction-scoped PostgreSQL advisory lock,
 * held until `manager`'s transaction commits or rolls back. For decisions that must be taken once while
 * no row exists yet to lock (the first application of a payment, an upsert of settings, a month of
 * statements): a second transaction on the key waits for the first and then sees what it wrote.
 * Keys are namespaced by their first segment (`payment-application:<merchant>:<payment>`).
 */
export async function lockForTransaction(manager: EntityManager, key: string): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
}
