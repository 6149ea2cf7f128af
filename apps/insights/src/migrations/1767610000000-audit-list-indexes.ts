import { IndexDefinition, replaceIndexes } from '@netline/persistence';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An index for every filter and sort of `GET /audit-events` (docs/persistence.md, "Indexes for lists").
 *
 * The trail's first indexes found a merchant's entries by actor, by object and by time, but not in the
 * list's order: every entry an actor or an object ever had was read and sorted for each page, and the
 * time order's ties (`sequence`) were sorted too. Filtered by event type, object type or request id, a
 * page read every entry of the merchant. Each index now ends with `sequence`, the list's order and key,
 * so a page is the first entries of one range, and a deep page's keys come from the index alone.
 */
const BEFORE: IndexDefinition[] = [
  ['audit_events_created_idx', 'audit_events (merchant_id, created_at)'],
  ['audit_events_object_idx', 'audit_events (merchant_id, object_id)'],
  ['audit_events_actor_idx', 'audit_events (merchant_id, actor_id)'],
];
const LISTED: IndexDefinition[] = [
  ['audit_events_list_created_idx', 'audit_events (merchant_id, created_at, sequence)'],
  ['audit_events_list_object_idx', 'audit_events (merchant_id, object_id, sequence)'],
  ['audit_events_list_actor_idx', 'audit_events (merchant_id, actor_id, sequence)'],
  ['audit_events_list_type_idx', 'audit_events (merchant_id, type, sequence)'],
  ['audit_events_list_object_type_idx', 'audit_events (merchant_id, object_type, sequence)'],
  ['audit_events_list_request_idx', 'audit_events (merchant_id, request_id, sequence)'],
];

export class AuditListIndexes1767610000000 implements MigrationInterface {
  name = 'AuditListIndexes1767610000000';

  async up(runner: QueryRunner): Promise<void> {
    await replaceIndexes(runner, LISTED, BEFORE);
  }

  async down(runner: QueryRunner): Promise<void> {
    await replaceIndexes(runner, BEFORE, LISTED);
  }
}
