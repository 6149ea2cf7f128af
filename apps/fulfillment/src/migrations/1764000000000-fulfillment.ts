import { createMessagingTables, dropMessagingTables } from '@netline/messaging/schema';
import { MigrationInterface, QueryRunner } from 'typeorm';

export class Fulfillment1764000000000 implements MigrationInterface {
  name = 'Fulfillment1764000000000';

  async up(runner: QueryRunner): Promise<void> {
    // Proof-of-delivery files. A row is created when an upload is signed (content still null) and filled
    // once by the single-use upload; shipments refer to filled rows only.
    await runner.query(`
      CREATE TABLE shipment_files (
        id text PRIMARY KEY,
        merchant_id text NOT NULL,
        content_type text NOT NULL,
        declared_size integer NOT NULL CHECK (declared_size > 0),
        original_filename text NOT NULL,
        content bytea,
        size integer,
        expires_at timestamptz NOT NULL,
        uploaded_at timestamptz,
        created_at timestamptz NOT NULL,
        CHECK ((content IS NULL) = (uploaded_at IS NULL))
      )`);
    await runner.query('CREATE INDEX shipment_files_merchant_idx ON shipment_files (merchant_id, id)');

    await runner.query(`
      CREATE TABLE shipments (
        id text PRIMARY KEY,
        merchant_id text NOT NULL,
        merchant_invoice_id text NOT NULL,
        fulfillment_method text NOT NULL CHECK (fulfillment_method IN ('shipping_provider', 'self_delivery', 'customer_pickup', 'services_only')),
        shipment_tracking_number text,
        shipment_courier text,
        file_id text REFERENCES shipment_files (id),
        verification_status text NOT NULL CHECK (verification_status IN ('verified', 'pending')),
        verified_by text CHECK (verified_by IN ('courier', 'operator')),
        verified_at timestamptz,
        tracking_status text,
        tracking_substatus text,
        expected_delivery timestamptz,
        tracked_at timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        -- The method's requirements hold in the table too, whatever path wrote the row.
        CHECK (fulfillment_method <> 'shipping_provider' OR (shipment_tracking_number IS NOT NULL AND shipment_courier IS NOT NULL AND file_id IS NULL)),
        CHECK (fulfillment_method = 'shipping_provider' OR file_id IS NOT NULL)
      )`);
    await runner.query('CREATE INDEX shipments_merchant_created_idx ON shipments (merchant_id, created_at, id)');
    await runner.query('CREATE INDEX shipments_merchant_invoice_idx ON shipments (merchant_id, merchant_invoice_id)');
    await createMessagingTables(runner);
  }

  async down(runner: QueryRunner): Promise<void> {
    await dropMessagingTables(runner);
    await runner.query('DROP TABLE shipments');
    await runner.query('DROP TABLE shipment_files');
  }
}
