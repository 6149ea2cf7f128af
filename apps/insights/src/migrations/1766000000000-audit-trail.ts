import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit trail (docs/decisions/0026-audit-trail.md): one row per change, each merchant's rows a hash
 * chain numbered from 1 (`sequence`, `previous_hash`, `hash`), `entry` the entry exactly as it was hashed
 * and is served. Rows are facts: a trigger refuses UPDATE, DELETE and TRUNCATE, whoever asks (the runtime
 * role cannot drop or disable a trigger; only the owner role that runs migrations can), as credit's
 * decisions and ledger are. `audit_object_states` is the last known money and status fields of each
 * object, from which an entry's "before" comes; it is a working table, updated in place.
 */
export class AuditTrail1766000000000 implements MigrationInterface {
  name = 'AuditTrail1766000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE audit_events (
        id text PRIMARY KEY,
        merchant_id text NOT NULL,
        sequence bigint NOT NULL CHECK (sequence >= 1),
        event_id text NOT NULL UNIQUE,
        type text NOT NULL,
        object_type text NOT NULL,
        object_id text NOT NULL,
        actor_id text,
        channel text NOT NULL,
        request_id text,
        created_at timestamptz NOT NULL,
        entry jsonb NOT NULL,
        previous_hash text NOT NULL,
        hash text NOT NULL,
        UNIQUE (merchant_id, sequence)
      )`);
    await runner.query('CREATE INDEX audit_events_created_idx ON audit_events (merchant_id, created_at)');
    await runner.query('CREATE INDEX audit_events_object_idx ON audit_events (merchant_id, object_id)');
    await runner.query('CREATE INDEX audit_events_actor_idx ON audit_events (merchant_id, actor_id)');
    await runner.query(`
      CREATE TABLE audit_object_states (
        object_type text NOT NULL,
        object_id text NOT NULL,
        merchant_id text NOT NULL,
        fields jsonb NOT NULL,
        PRIMARY KEY (object_type, object_id)
      )`);
    await runner.query(`
      CREATE FUNCTION audit_append_only_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION '% rows are append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await runner.query(
      'CREATE TRIGGER audit_events_no_change BEFORE UPDATE OR DELETE ON audit_events FOR EACH ROW EXECUTE FUNCTION audit_append_only_refuse()',
    );
    await runner.query(
      'CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events FOR EACH STATEMENT EXECUTE FUNCTION audit_append_only_refuse()',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE audit_object_states');
    await runner.query('DROP TABLE audit_events');
    await runner.query('DROP FUNCTION audit_append_only_refuse()');
  }
}
