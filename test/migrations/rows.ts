import { DatabaseService } from '@netline/persistence';

/**
 * Rows as each service stores them, at least one in every table of its current schema, for the
 * migrations test: merchant `mer_rows` with a customer, its invoice, a payment applied to it, the payout
 * the advance rolled into, a shipment, webhook deliveries and the report rows. `sealed` is identity's
 * webhook secret sealed under the sealing key the migrations run with, as identity stores it.
 */
export function serviceRows(service: DatabaseService, sealed: { current: string; previous: string }): string[] {
  const at = "'2026-11-20T10:00:00Z'";
  const messaging = (source: string) => [
    `INSERT INTO outbox (event_id, type, payload, created_at, sent_at) VALUES
       ('evt_${source}_1', '${source}.created', '{"id": "${source}_1", "merchant_id": "mer_rows"}', ${at}, ${at}),
       ('evt_${source}_2', '${source}.updated', '{"id": "${source}_1", "merchant_id": "mer_rows"}', ${at}, NULL)`,
    `INSERT INTO inbox (consumer, event_id, type, processed_at) VALUES ('${service}', 'evt_upstream_1', 'merchant.created', ${at})`,
    `INSERT INTO idempotency_keys (merchant_id, key, subject, fingerprint, reply, created_at) VALUES
       ('mer_rows', 'key-1', '${service}.create', 'sha256:3f1a', '{"status": 200, "body": {"id": "${source}_1"}}', ${at})`,
  ];
  // The counts a service's folder has folded (`row_counts`), beside the changes the rows above leave
  // (`row_count_changes`, written by the counted tables' triggers): a merchant none of these rows belong to.
  const foldedCount = (table: string) => `INSERT INTO row_counts (table_name, merchant_id, counted) VALUES ('${table}', 'mer_folded', 12)`;
  switch (service) {
    case 'identity':
      return [
        `INSERT INTO merchants (id, name, secret_key_digest, basic_enabled, oauth_enabled, webhook_secret, previous_webhook_secret, webhook_secret_rotated_at,
            account_type, partner_type, partner_id, tokens_not_before, created_at, updated_at) VALUES
           ('mer_partner', 'Partner Marketplace', 'c2b7d1e0a4', true, true, '${sealed.current}', NULL, NULL, 'partner', 'marketplace', NULL, NULL, ${at}, ${at}),
           ('mer_rows', 'Rows Supply Co', '9f86d081884c7d65', true, false, '${sealed.current}', '${sealed.previous}', ${at}, 'merchant', NULL, 'mer_partner', ${at}, ${at}, ${at})`,
        `INSERT INTO access_keys (id, merchant_id, client_id, client_secret_digest, kind, auth_type, scopes, expires_at, revoked_at, created_at, redirect_uris, name) VALUES
           ('key_1', 'mer_rows', 'cli_rest_1', 'a591a6d40bf420', 'rest', NULL, '{customers:read,invoices:write}', NULL, ${at}, ${at}, '{}', 'ERP sync'),
           ('key_2', 'mer_rows', 'cli_mcp_1', 'b1946ac92492d2', 'mcp', 'web_app', '{customers:read}', '2027-01-01T00:00:00Z', NULL, ${at}, '{https://assistant.example.com/callback}', 'Acme assistant')`,
        `INSERT INTO signing_keys (kid, algorithm, public_jwk, private_key_sealed, created_at, retires_at) VALUES
           ('kid_1', 'ES256', '{"kty": "EC", "crv": "P-256", "x": "f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU", "y": "x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0"}', 'v1.sealed.private', ${at}, '2027-02-20T10:00:00Z')`,
        `INSERT INTO users (id, merchant_id, email, password_hash, role, active, deactivated_at, created_at, updated_at) VALUES
           ('usr_1', 'mer_rows', 'owner@rows.example', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA', 'admin', true, NULL, ${at}, ${at}),
           ('usr_2', 'mer_rows', 'clerk@rows.example', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA', 'read_only', false, ${at}, ${at}, ${at})`,
        `INSERT INTO sub_merchant_profiles (merchant_id, partner_id, legal_business_name, dba_name, business_address, business_email, business_phone, entity_type,
            formation_state, ein_sealed, annual_revenue, years_in_business, industry, beneficial_owners, bank_account_last4, bank_routing_number,
            document_ingestion, underwriting_status, underwriting_decision, seller_amount_approved, underwriting_assessed_at, underwriting_decided_at, created_at, updated_at) VALUES
           ('mer_rows', 'mer_partner', 'Rows Supply Company LLC', 'Rows Supply', '{"line1": "1 Main St", "city": "Austin", "state": "TX", "zip": "78701", "country": "US"}',
            'ops@rows.example', '+15125550100', 'llc', 'TX', 'v1.sealed.ein', 250000000, 6, 'wholesale', '[{"name": "Ada Row", "ownership": 100}]', '6789', '111000025',
            '{"status": "complete"}', 'completed', 'approved', 5000000, ${at}, ${at}, ${at}, ${at})`,
        `INSERT INTO merchant_documents (id, merchant_id, partner_id, document_type, filename, filetype, status, validation_reasons, transfer_method, declared_size,
            content, size, uploaded_at, validated_at, created_at, updated_at) VALUES
           ('doc_1', 'mer_rows', 'mer_partner', 'bank_statement', 'statement.pdf', 'application/pdf', 'accepted', '{}', 'presigned_upload', 9,
            '\\x255044462d312e340a'::bytea, 9, ${at}, ${at}, ${at}, ${at})`,
        `INSERT INTO oauth_records (model, id, payload, grant_id, account_id, client_id, uid, consumed_at, expires_at, created_at) VALUES
           ('Grant', 'grant_1', '{"accountId": "usr_1", "clientId": "cli_mcp_1"}', 'grant_1', 'usr_1', 'cli_mcp_1', NULL, NULL, '2026-12-20T10:00:00Z', ${at})`,
        `INSERT INTO ended_grants (grant_id, merchant_id, ended_at) VALUES ('grant_0', 'mer_rows', ${at})`,
        `INSERT INTO allowed_oauth_clients (merchant_id, client_id, name, added_by, created_at) VALUES
           ('mer_rows', 'https://assistant.example.com/oauth/client.json', 'Acme assistant', 'usr_1', ${at})`,
        `INSERT INTO recovery_codes (id, user_id, code_digest, used_at, created_at) VALUES ('rc_1', 'usr_1', 'hmac-of-code', NULL, ${at})`,
        `INSERT INTO password_resets (id, user_id, token_digest, expires_at, used_at, created_at) VALUES
           ('pwr_1', 'usr_1', 'sha256-of-token', '2026-11-20T10:30:00Z', ${at}, ${at})`,
        `INSERT INTO invitations (id, merchant_id, email, role, token_digest, invited_by, expires_at, accepted_at, revoked_at, user_id, created_at, updated_at) VALUES
           ('inv_1', 'mer_rows', 'new@rows.example', 'read_only', 'sha256-of-invite', 'usr_1', '2026-11-27T10:00:00Z', NULL, NULL, NULL, ${at}, ${at})`,
        `INSERT INTO account_emails (id, kind, to_address, merchant_id, sealed_content, status, attempts, next_attempt_at, last_error, sent_at, created_at, updated_at) VALUES
           ('aem_1', 'invitation', 'new@rows.example', 'mer_rows', NULL, 'sent', 1, NULL, NULL, ${at}, ${at}, ${at})`,
        `INSERT INTO buyer_users (id, merchant_id, customer_id, email, created_by, created_at, deactivated_at) VALUES
           ('byu_1', 'mer_rows', 'cus_1', 'clerk@buyer.example', 'merchant', ${at}, NULL),
           ('byu_2', 'mer_rows', 'cus_1', 'ap@buyer.example', 'customer_email', ${at}, NULL)`,
        `INSERT INTO buyer_sign_in_links (id, email, token_digest, binding_digest, expires_at, used_at, created_at) VALUES
           ('bsl_1', 'ap@buyer.example', 'sha256-of-link-token', 'sha256-of-binding', '2026-11-20T10:15:00Z', ${at}, ${at})`,
        `INSERT INTO buyer_api_tokens (id, email, name, hint, token_digest, expires_at, last_used_at, revoked_at, created_at) VALUES
           ('bat_1', 'ap@buyer.example', 'Books assistant', 'nlbt_AbCd', 'sha256-of-api-token', '2027-02-18T10:00:00Z', ${at}, NULL, ${at})`,
        `UPDATE access_keys SET mcp_policy = '{"allowed_tools": ["send_invoice"], "limits": {"send_invoice": {"approval_above": 500}}}' WHERE id = 'key_2'`,
        `INSERT INTO access_key_approvals (id, merchant_id, client_id, tool, arguments_digest, arguments, amount, status, requested_at, decided_by, decided_at, used_at, expires_at) VALUES
           ('apr_1', 'mer_rows', 'cli_mcp_1', 'send_invoice', 'digest-of-call', '{"invoice_id": "inv_1"}', 125000, 'used', ${at}, 'usr_1', ${at}, ${at}, '2026-11-21T10:00:00Z')`,
        ...messaging('merchant'),
      ];
    case 'credit':
      return [
        `INSERT INTO customers (id, merchant_id, source, business_address, business_city, business_state, business_zip, business_country, business_ap_email,
            business_ap_phone, business_name, email, amount_approved, amount_authorized, amount_balance, default_terms, advance_rate, credit_status, net_terms_status,
            net_terms_enrollment_url, net_terms_enrollment_expires_at, net_terms_enrollment_token, external_id, created_at, updated_at) VALUES
           ('cus_1', 'mer_rows', 'api', '500 Commerce St', 'Austin', 'TX', '78701', 'US', 'ap@buyer.example', '+15125550111', 'Buyer Hardware Inc',
            'owner@buyer.example', 500000, 0, 100000, 'net30', 0.8, 'approved', 'enrolled', NULL, NULL, NULL, 'erp-778', ${at}, ${at}),
           ('cus_2', 'mer_rows', 'dashboard', '9 Dock Rd', 'Dallas', 'TX', '75201', 'US', 'ap@second.example', NULL, 'Second Buyer LLC',
            'owner@second.example', 0, 0, 0, NULL, NULL, 'pending', 'pending_enrollment', 'https://enroll.netline.example/t/abc', '2026-12-20T10:00:00Z', 'tok_abc', NULL, ${at}, ${at})`,
        `INSERT INTO credit_decisions (id, merchant_id, customer_id, decision, amount, advance_rate, decline_code, hold_code, created_at) VALUES
           ('dec_1', 'mer_rows', 'cus_1', 'approved', 500000, 0.8, NULL, NULL, ${at})`,
        `INSERT INTO credit_checks (id, merchant_id, customer_id, amount_requested, has_purchase_history, has_purchase_terms_history, business_description, status, created_at, decided_at) VALUES
           ('chk_1', 'mer_rows', 'cus_1', 500000, true, true, 'Hardware retail', 'approved', ${at}, ${at})`,
        `INSERT INTO credit_ledger (id, merchant_id, customer_id, kind, amount, approved_change, balance_change, authorized_change, unapplied_change, invoice_id, reference, idempotency_key, created_at) VALUES
           ('led_1', 'mer_rows', 'cus_1', 'line_approved', 500000, 500000, 0, 0, 0, NULL, 'dec_1', 'decision:dec_1', ${at}),
           ('led_2', 'mer_rows', 'cus_1', 'charge_authorized', 150000, 0, 0, 150000, 0, NULL, 'chg_1', 'authorize:chg_1', ${at}),
           ('led_3', 'mer_rows', 'cus_1', 'charge_captured', 150000, 0, 150000, -150000, 0, 'inv_1', 'chg_1', 'capture:chg_1', ${at})`,
        `INSERT INTO credit_receivables (merchant_id, invoice_id, customer_id, purpose, amount_reserved, amount_outstanding, due_at, created_at, updated_at) VALUES
           ('mer_rows', 'inv_1', 'cus_1', 'invoice', 150000, 100000, '2026-12-20T10:00:00Z', ${at}, ${at})`,
        `INSERT INTO credit_invoice_disputes (merchant_id, dispute_id, invoice_id, customer_id, opened_at, closed_at) VALUES
           ('mer_rows', 'dsp_1', 'inv_1', 'cus_1', ${at}, ${at}),
           ('mer_rows', 'dsp_2', 'inv_1', 'cus_1', ${at}, NULL)`,
        `INSERT INTO credit_line_requests (id, merchant_id, customer_id, amount, amount_approved_at_request, reason, status, credit_decision_id, decided_at,
            requested_by, created_at, updated_at) VALUES
           ('clr_1', 'mer_rows', 'cus_1', 750000, 500000, 'Seasonal stock', 'approved', 'dec_1', ${at}, '{"type": "secret_key", "id": "mer_rows", "channel": "api"}', ${at}, ${at}),
           ('clr_2', 'mer_rows', 'cus_1', 900000, 500000, NULL, 'pending', NULL, NULL, '{"type": "user", "id": "usr_1", "channel": "dashboard"}', ${at}, ${at})`,
        foldedCount('customers'),
        ...messaging('customer'),
      ];
    case 'billing':
      return [
        `INSERT INTO invoices (id, merchant_id, customer_id, sub_merchant_id, source, number, order_number, po_number, notes, terms, merchant_invoice_url, public_token,
            resolve_invoice_status, advance_requested, advanced, advanced_at, advance_rate, amount_due, amount_balance, amount_paid, amount_credited, amount_advance,
            amount_advance_fee, sent, sent_at, invoiced_at, due_at, original_due_at, line_items, merchant_pdf_fetch_error, created_at, updated_at) VALUES
           ('inv_1', 'mer_rows', 'cus_1', NULL, 'api', 'INV-1001', 'SO-55', 'PO-9', 'Thank you', 'net30', NULL, 'pub_tok_1', 'generated', true, true, ${at}, 0.8,
            150000, 97500, 50000, 2500, 120000, 3600, true, ${at}, ${at}, '2026-12-20T10:00:00Z', '2026-12-20T10:00:00Z',
            '[{"description": "Pallet of bolts", "quantity": 3, "unit_price": 50000, "amount": 150000}]', NULL, ${at}, ${at}),
           ('inv_2', 'mer_rows', 'cus_1', 'mer_sub', 'api', 'INV-1002', NULL, NULL, NULL, 'net60', 'https://erp.rows.example/inv/1002.pdf', 'pub_tok_2', 'not_generated',
            false, false, NULL, NULL, 20000, 20000, 0, 0, 0, 0, false, NULL, ${at}, NULL, NULL, '[]', 'the server answered 404', ${at}, ${at})`,
        `INSERT INTO invoice_files (invoice_id, kind, merchant_id, content, created_at) VALUES ('inv_1', 'rendered', 'mer_rows', '\\x255044462d312e340a'::bytea, ${at})`,
        `INSERT INTO charges (id, merchant_id, customer_id, number, amount, amount_authorized, amount_captured, terms, order_number, user_id, metadata, captured, captured_at, invoice_id, created_at, updated_at) VALUES
           ('chg_1', 'mer_rows', 'cus_1', 'CH-100001', 150000, 150000, 150000, 'net30', 'SO-55', 'usr_1', '{"channel": "checkout"}', true, ${at}, 'inv_1', ${at}, ${at})`,
        `INSERT INTO credit_notes (id, merchant_id, customer_id, invoice_id, sub_merchant_id, source, number, amount, amount_paid, reason_code, reason_message, created_at, updated_at) VALUES
           ('cn_1', 'mer_rows', 'cus_1', 'inv_1', NULL, 'api', 'CN-001', 2500, 0, 'requested_by_customer', 'Damaged pallet', ${at}, ${at})`,
        `INSERT INTO payment_applications (merchant_id, payment_id, invoice_id, amount, applied_at, reversed_at) VALUES ('mer_rows', 'pay_1', 'inv_1', 50000, ${at}, NULL)`,
        `INSERT INTO payment_decisions (merchant_id, payment_id, decided_at, recorded_at, booked_at, withdrawn_at) VALUES
           ('mer_rows', 'pay_1', ${at}, ${at}, ${at}, NULL),
           ('mer_rows', 'pay_2', ${at}, ${at}, NULL, NULL)`,
        `INSERT INTO emails (id, merchant_id, cause, kind, status, customer_id, invoice_id, payment_id, reminder_offset_days, to_addresses, reply_to, from_name,
            subject, text_body, html_body, attachments, message_id, attempts, last_error, next_attempt_at, sent_at, created_at, updated_at) VALUES
           ('eml_1', 'mer_rows', 'invoice:inv_1', 'invoice', 'sent', 'cus_1', 'inv_1', NULL, NULL, '{ap@rows.example}', 'billing@rows.example', 'Rows Merchant',
            'Invoice INV-1001', 'text', '<p>html</p>', '{invoice-INV-1001.pdf}', '<eml_1@netline.localhost>', 1, NULL, NULL, ${at}, ${at}, ${at}),
           ('eml_2', 'mer_rows', 'reminder:inv_1:-3', 'reminder', 'queued', 'cus_1', 'inv_1', NULL, -3, '{}', NULL, NULL,
            NULL, NULL, NULL, '{}', NULL, 1, 'ECONNECTION: refused', ${at}, NULL, ${at}, ${at})`,
        `INSERT INTO collection_settings (merchant_id, reminders_enabled, reminder_schedule, reply_to, emails, updated_at) VALUES
           ('mer_rows', true, '{-3,0,7}', 'billing@rows.example', '{"invoice": true, "reminder": true, "receipt": false}', ${at})`,
        `INSERT INTO customer_collections (merchant_id, customer_id, reminders_enabled, updated_at) VALUES ('mer_rows', 'cus_1', false, ${at})`,
        `INSERT INTO disputes (id, merchant_id, sub_merchant_id, invoice_id, customer_id, status, reason, amount, attachment_url, resolution, credit_note_id,
            amount_credited, created_at, updated_at, closed_at) VALUES
           ('dsp_1', 'mer_rows', NULL, 'inv_1', 'cus_1', 'resolved', 'goods_damaged', 2500, 'https://erp.rows.example/photo.jpg', 'credited', 'cn_1', 2500, ${at}, ${at}, ${at}),
           ('dsp_2', 'mer_rows', NULL, 'inv_1', 'cus_1', 'open', 'incorrect_amount', 1000, NULL, NULL, NULL, 0, ${at}, ${at}, NULL)`,
        `INSERT INTO dispute_messages (id, merchant_id, dispute_id, position, author, text, created_at) VALUES
           ('dspm_1', 'mer_rows', 'dsp_1', 1, 'buyer', 'Two boxes arrived crushed', ${at}),
           ('dspm_2', 'mer_rows', 'dsp_1', 2, 'merchant', 'Credited, sorry', ${at})`,
        `INSERT INTO promises_to_pay (id, merchant_id, customer_id, invoice_ids, amount, promised_for, pauses_until, message, status, amount_paid_before,
            amount_paid, created_at, updated_at, kept_at, broken_at) VALUES
           ('ptp_1', 'mer_rows', 'cus_1', '{inv_1}', 50000, '2026-11-25', '2026-11-26T00:00:00Z', 'Paying on Tuesday', 'open', 50000, 0, ${at}, ${at}, NULL, NULL)`,
        `INSERT INTO invoice_amount_changes (merchant_id, invoice_id, delta, changed_at) VALUES ('mer_rows', 'inv_1', 10000, ${at})`,
        `INSERT INTO statements (id, merchant_id, customer_id, period_start, period_end, opening_balance, invoiced, paid, credited, voided, closing_balance,
            aged_current, aged_1_30, aged_31_60, aged_61_90, aged_over_90, lines, created_at) VALUES
           ('stmt_1', 'mer_rows', 'cus_1', '2026-10-01T00:00:00Z', '2026-11-01T00:00:00Z', 0, 150000, 50000, 2500, 0, 97500, 97500, 0, 0, 0, 0,
            '[{"kind": "invoice", "at": "2026-10-20T10:00:00Z", "reference": "INV-1001", "invoice_id": "inv_1", "invoice_number": "INV-1001", "amount": 150000, "balance": 150000}]',
            ${at})`,
        `INSERT INTO statement_progress (merchant_id, customer_id, closed_through) VALUES ('mer_rows', 'cus_1', '2026-11-01T00:00:00Z')`,
        `INSERT INTO statement_closings (merchant_id, closed_through) VALUES ('mer_rows', '2026-11-01T00:00:00Z')`,
        foldedCount('invoices'),
        `INSERT INTO range_counts (table_name, merchant_id, bucket, counted, summed) VALUES ('invoices.amount_due', 'mer_folded', 1450, 3, 0)`,
        ...messaging('invoice'),
      ];
    case 'treasury':
      return [
        `INSERT INTO payments (id, merchant_id, customer_id, source, method, status, amount, amount_unapplied, processing_fee, created_at, updated_at, processed_at, paid_at, created_by_user_id) VALUES
           ('pay_1', 'mer_rows', 'cus_1', 'api', 'ach_debit', 'paid', 50000, 0, 150, ${at}, ${at}, ${at}, ${at}, NULL),
           ('pay_2', 'mer_rows', 'cus_1', 'dashboard', 'wire', 'pending', 10000, 0, 0, ${at}, ${at}, NULL, NULL, 'usr_1')`,
        `INSERT INTO payment_links (payment_id, merchant_id, invoice_id, position, amount, amount_applied, invoice_number, invoice_advanced) VALUES
           ('pay_1', 'mer_rows', 'inv_1', 0, 50000, 50000, 'INV-1001', true),
           ('pay_2', 'mer_rows', 'inv_1', 0, 10000, NULL, 'INV-1001', true)`,
        // Paid online from the invoice's payment page, through the payment provider.
        `INSERT INTO payments (id, merchant_id, customer_id, source, method, status, amount, amount_unapplied, processing_fee, created_at, updated_at, processed_at, paid_at,
            provider, provider_reference, idempotency_key) VALUES
           ('pay_3', 'mer_rows', 'cus_1', 'payment_gateway', 'card', 'paid', 2500, 0, 0, ${at}, ${at}, ${at}, ${at}, 'sandbox', 'sbx_ch_0f3a9c2e71d4b85a6e09c1f2', 'Qm9vdHN0cmFwRm9ybUlk12')`,
        `INSERT INTO payouts (id, merchant_id, status, amount_gross, amount_fee, amount_net, retry_payout_id, expected_by, transactions_starting_at, transactions_ending_at, in_transit_at, paid_at, created_at, updated_at) VALUES
           ('po_2', 'mer_rows', 'paid', 120000, 3600, 116400, NULL, '2026-11-22T10:00:00Z', ${at}, ${at}, ${at}, ${at}, ${at}, ${at}),
           ('po_1', 'mer_rows', 'failed', 120000, 3600, 116400, 'po_2', '2026-11-21T10:00:00Z', ${at}, ${at}, NULL, NULL, ${at}, ${at})`,
        `INSERT INTO payout_transactions (id, merchant_id, payout_id, type, source_key, customer_id, customer_name, invoice_id, invoice_number, order_id, po_number, payment_id,
            amount_gross, amount_fee, amount_net, sub_merchant_id, created_at, updated_at) VALUES
           ('ptx_1', 'mer_rows', 'po_2', 'advance', 'advance:inv_1', 'cus_1', 'Buyer Hardware Inc', 'inv_1', 'INV-1001', 'SO-55', 'PO-9', NULL, 120000, 3600, 116400, NULL, ${at}, ${at}),
           ('ptx_2', 'mer_rows', NULL, 'monthly_fee', 'fee:2026-11', NULL, NULL, NULL, NULL, NULL, NULL, NULL, -2000, 0, -2000, 'mer_sub', ${at}, ${at})`,
        `INSERT INTO merchant_activity (merchant_id, month) VALUES ('mer_rows', '2026-11')`,
        `INSERT INTO payout_runs (merchant_id, day, ran_at) VALUES ('mer_rows', '2026-11-20', ${at})`,
        foldedCount('payments'),
        ...messaging('payment'),
      ];
    case 'fulfillment':
      return [
        `INSERT INTO shipment_files (id, merchant_id, content_type, declared_size, original_filename, content, size, expires_at, uploaded_at, created_at) VALUES
           ('file_1', 'mer_rows', 'application/pdf', 9, 'pod.pdf', '\\x255044462d312e340a'::bytea, 9, '2026-11-20T10:15:00Z', ${at}, ${at}),
           ('file_2', 'mer_rows', 'image/png', 2048, 'dock.png', NULL, NULL, '2026-11-20T10:15:00Z', NULL, ${at})`,
        `INSERT INTO shipments (id, merchant_id, merchant_invoice_id, fulfillment_method, shipment_tracking_number, shipment_courier, file_id, verification_status, verified_by,
            verified_at, tracking_status, expected_delivery, tracked_at, created_at, updated_at) VALUES
           ('shp_1', 'mer_rows', 'inv_1', 'shipping_provider', '1Z999AA10123456784', 'ups', NULL, 'verified', 'courier', ${at}, 'delivered', ${at}, ${at}, ${at}, ${at}),
           ('shp_2', 'mer_rows', 'inv_2', 'self_delivery', NULL, NULL, 'file_1', 'pending', NULL, NULL, NULL, NULL, NULL, ${at}, ${at})`,
        ...messaging('shipment'),
      ];
    case 'webhook-dispatcher':
      return [
        `INSERT INTO webhook_endpoints (id, merchant_id, url, created_at, updated_at) VALUES ('we_1', 'mer_rows', 'https://hooks.rows.example/netline', ${at}, ${at})`,
        `INSERT INTO webhook_subscriptions (id, merchant_id, endpoint_id, topic, created_at, updated_at) VALUES
           ('ws_1', 'mer_rows', 'we_1', 'invoice.created', ${at}, ${at}),
           ('ws_2', 'mer_rows', 'we_1', 'payment.created', ${at}, ${at})`,
        `INSERT INTO webhook_deliveries (id, merchant_id, event_id, event_type, object, endpoint_id, endpoint_url, payload, occurred_at, status, attempt_count,
            last_status_code, next_attempt_at, resend_of, created_at, updated_at, completed_at) VALUES
           ('wd_1', 'mer_rows', 'evt_invoice_1', 'invoice.created', 'invoice', 'we_1', 'https://hooks.rows.example/netline', '{"id": "evt_invoice_1"}', ${at}, 'succeeded', 1, 200, NULL, NULL, ${at}, ${at}, ${at}),
           ('wd_2', 'mer_rows', 'evt_payment_1', 'payment.created', 'payment', 'we_1', 'https://hooks.rows.example/netline', '{"id": "evt_payment_1"}', ${at}, 'pending', 1, 503, '2026-11-20T10:05:00Z', NULL, ${at}, ${at}, NULL),
           ('wd_3', 'mer_rows', 'evt_invoice_1', 'invoice.created', 'invoice', 'we_1', 'https://hooks.rows.example/netline', '{"id": "evt_invoice_1"}', ${at}, 'succeeded', 1, 200, NULL, 'wd_1', ${at}, ${at}, ${at})`,
        `INSERT INTO webhook_delivery_attempts (merchant_id, delivery_id, number, attempted_at, status_code, duration_ms, error, next_attempt_at) VALUES
           ('mer_rows', 'wd_1', 1, ${at}, 200, 84, NULL, NULL),
           ('mer_rows', 'wd_2', 1, ${at}, 503, 120, 'Service Unavailable', '2026-11-20T10:05:00Z')`,
        `INSERT INTO account_events (account_id, id, type, object, object_id, occurred_at, body) VALUES
           ('mer_rows', 'evt_invoice_1', 'invoice.created', 'invoice', 'inv_1', ${at}, '{"id":"evt_invoice_1"}'),
           ('mer_rows', 'evt_payment_1', 'payment.created', 'payment', 'pay_1', ${at}, '{"id":"evt_payment_1"}')`,
        foldedCount('webhook_deliveries'),
        ...messaging('webhook'),
      ];
    case 'insights':
      return [
        `INSERT INTO receivable_invoices (id, merchant_id, customer_id, amount, amount_balance, balance_at, sent_at, due_at, closed_at, updated_at) VALUES
           ('inv_1', 'mer_rows', 'cus_1', 150000, 97500, ${at}, ${at}, '2026-12-20T10:00:00Z', NULL, ${at}),
           ('inv_0', 'mer_rows', 'cus_1', 30000, 0, ${at}, ${at}, '2026-11-10T10:00:00Z', ${at}, ${at})`,
        `INSERT INTO receivable_balance_history (invoice_id, merchant_id, at, amount_balance) VALUES
           ('inv_1', 'mer_rows', '2026-11-19T10:00:00Z', 150000),
           ('inv_1', 'mer_rows', ${at}, 97500)`,
        `INSERT INTO receivable_due_history (invoice_id, merchant_id, at, due_at) VALUES ('inv_1', 'mer_rows', '2026-11-19T10:00:00Z', '2026-12-20T10:00:00Z')`,
        // The ageing history's day sums, as the projection adds the invoices' contributions after its steps.
        `SELECT aging_day_sums_add('mer_rows', ARRAY['inv_0', 'inv_1'], 1)`,
        // cus_2 has paid but was never sent an invoice: known to the ageing report by its totals alone.
        `INSERT INTO customer_totals (merchant_id, customer_id, paid, credited, updated_at) VALUES
           ('mer_rows', 'cus_1', 80000, 2500, ${at}),
           ('mer_rows', 'cus_2', 12000, 0, ${at})`,
        `INSERT INTO merchant_clocks (merchant_id, now, updated_at) VALUES ('mer_rows', '2026-12-01T00:00:00Z', ${at})`,
        `INSERT INTO audit_events (id, merchant_id, sequence, event_id, type, object_type, object_id, actor_id, channel, request_id, created_at, entry, previous_hash, hash) VALUES
           ('aud_1', 'mer_rows', 1, 'evt_invoice_1', 'invoice.created', 'invoice', 'inv_1', 'mer_rows', 'api', 'req_1', ${at},
            '{"id": "aud_1", "sequence": 1, "type": "invoice.created", "object_type": "invoice", "object_id": "inv_1"}', '${'0'.repeat(64)}', '${'a'.repeat(64)}')`,
        `INSERT INTO audit_object_states (object_type, object_id, merchant_id, fields) VALUES ('invoice', 'inv_1', 'mer_rows', '{"amount": 150000}')`,
        `INSERT INTO request_logs (merchant_id, method, path, status, request_id, duration_ms, credential_type, credential_id, created_at) VALUES
           ('mer_rows', 'GET', '/invoices?limit=25', 200, 'req_1', 12.5, 'secret_key', 'mer_rows', ${at})`,
        foldedCount('receivable_customers'),
        `INSERT INTO range_counts (table_name, merchant_id, bucket, counted, summed) VALUES ('receivable_invoices.due_at:open', 'mer_folded', 20807, 2, 41000)`,
        ...messaging('report'),
      ];
  }
}
