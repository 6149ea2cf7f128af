import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Partners (docs/decisions/0006-partners.md): partner accounts beside merchants in the same table,
 * sub-merchants linked to their partner, their profiles, underwriting state and documents.
 */
export class Partners1764100000000 implements MigrationInterface {
  name = 'Partners1764100000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE merchants
        ADD COLUMN account_type text NOT NULL DEFAULT 'merchant' CHECK (account_type IN ('merchant', 'partner')),
        ADD COLUMN partner_type text CHECK (partner_type IN ('marketplace', 'single_merchant')),
        ADD COLUMN partner_id text REFERENCES merchants (id),
        ADD CONSTRAINT merchants_partner_kind_check CHECK ((account_type = 'partner') = (partner_type IS NOT NULL)),
        ADD CONSTRAINT merchants_partner_link_check CHECK (partner_id IS NULL OR account_type = 'merchant')`);
    await runner.query('CREATE INDEX merchants_partner_idx ON merchants (partner_id, created_at) WHERE partner_id IS NOT NULL');

    // Sensitive fields (EIN, bank account number, Plaid token, owners' SSN digits) are stored sealed
    // (AES-256-GCM) and never returned.
    await runner.query(`
      CREATE TABLE sub_merchant_profiles (
        merchant_id text PRIMARY KEY REFERENCES merchants (id),
        partner_id text NOT NULL REFERENCES merchants (id),
        legal_business_name text NOT NULL,
        dba_name text,
        business_address jsonb NOT NULL,
        business_email text NOT NULL,
        business_phone text NOT NULL,
        entity_type text NOT NULL,
        formation_state text NOT NULL,
        ein_sealed text NOT NULL,
        annual_revenue bigint,
        years_in_business integer,
        industry text,
        business_description text,
        website text,
        estimated_monthly_net_terms_volume bigint,
        existing_net_terms_info jsonb,
        beneficial_owners jsonb NOT NULL DEFAULT '[]',
        authorized_signer jsonb,
        plaid_access_token_sealed text,
        bank_account_number_sealed text,
        bank_account_last4 text,
        bank_routing_number text,
        metadata jsonb NOT NULL DEFAULT '{}',
        document_ingestion jsonb NOT NULL,
        underwriting_status text NOT NULL CHECK (underwriting_status IN ('pending', 'more_info_needed', 'completed')),
        underwriting_decision text CHECK (underwriting_decision IN ('approved', 'declined')),
        seller_amount_approved bigint CHECK (seller_amount_approved >= 0),
        -- Null while the application waits for the underwriter (a new one, or one the partner completed).
        underwriting_assessed_at timestamptz,
        underwriting_decided_at timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CHECK ((underwriting_status = 'completed') = (underwriting_decision IS NOT NULL))
      )`);
    await runner.query('CREATE INDEX sub_merchant_profiles_partner_idx ON sub_merchant_profiles (partner_id, created_at)');
    await runner.query('CREATE INDEX sub_merchant_profiles_to_assess_idx ON sub_merchant_profiles (created_at) WHERE underwriting_assessed_at IS NULL');

    await runner.query(`
      CREATE TABLE merchant_documents (
        id text PRIMARY KEY,
        merchant_id text NOT NULL REFERENCES merchants (id),
        partner_id text NOT NULL REFERENCES merchants (id),
        document_type text NOT NULL,
        filename text NOT NULL,
        filetype text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending_upload', 'uploaded_pending_validation', 'accepted', 'rejected', 'failed')),
        validation_reasons text[] NOT NULL DEFAULT '{}',
        transfer_method text NOT NULL CHECK (transfer_method IN ('presigned_upload', 'download_url')),
        download_url text,
        declared_size integer,
        content bytea,
        size integer,
        upload_expires_at timestamptz,
        uploaded_at timestamptz,
        validated_at timestamptz,
        download_attempts integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await runner.query('CREATE INDEX merchant_documents_merchant_idx ON merchant_documents (merchant_id, created_at)');
    await runner.query(
      "CREATE INDEX merchant_documents_to_download_idx ON merchant_documents (created_at) WHERE transfer_method = 'download_url' AND status = 'pending_upload'",
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE merchant_documents');
    await runner.query('DROP TABLE sub_merchant_profiles');
    await runner.query('DROP INDEX merchants_partner_idx');
    await runner.query(
      'ALTER TABLE merchants DROP CONSTRAINT merchants_partner_link_check, DROP CONSTRAINT merchants_partner_kind_check, DROP COLUMN partner_id, DROP COLUMN partner_type, DROP COLUMN account_type',
    );
  }
}
