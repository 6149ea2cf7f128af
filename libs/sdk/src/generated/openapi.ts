// Generated from docs/openapi.json by scripts/openapi-sdk.js (`npm run generate`); do not edit.
// test/openapi-sdk.spec.ts fails while it differs from what the script writes.
/* eslint-disable */
export interface paths {
    "/access-keys/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mint an access token (OAuth 2.0 client credentials) */
        post: operations["issueAccessKeyToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public keys that verify access tokens (JWKS) */
        get: operations["getJsonWebKeySet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customers
         * @description Paging (`limit`, `page`), `filter[field][op]` and `sort` follow the **Lists** conventions in the introduction; the parameters below name this list's fields, operators and bounds.
         */
        get: operations["listCustomers"];
        put?: never;
        /** Create a customer */
        post: operations["createCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{customer_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch a customer
         * @description **Error codes** (`error.code`):
         *
         *     | code | when |
         *     |---|---|
         *     | `CREDIT.CUSTOMER_NOT_FOUND` | no such customer for the caller (404) |
         */
        get: operations["fetchCustomer"];
        /**
         * Update a customer
         * @description **Error codes** (`error.code`):
         *
         *     | code | when |
         *     |---|---|
         *     | `CREDIT.CUSTOMER_NOT_FOUND` | no such customer for the caller (404) |
         */
        put: operations["updateCustomer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{customer_id}/credit-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request a credit check
         * @description Sandbox underwriting is deterministic. Markers in the customer's `business_name` (case-insensitive) win over amounts:
         *     - contains `decline`: declined at once; the decline code is the first contract decline code that also appears in the name
         *       (e.g. "Acme decline thin_file" gives `thin_file`), otherwise `failing_credit`;
         *     - contains `pending`: stays `pending` until decided with `POST /sandbox/customers/{customer_id}/credit-decision`;
         *     - contains `approve`: approved at once for `amount_requested`.
         *     Otherwise by `amount_requested`: up to 100,000.00 approved at once for that amount (advance rate 0.9);
         *     up to 1,000,000.00 `pending`; above that declined at once with `poor_cash_flow`.
         *     An approved customer is `pending_enrollment` with a hosted `net_terms_enrollment_url` until the customer accepts the terms.
         *     In production every check is `pending` until Netline's underwriters decide (within one business day).
         *
         *     **Error codes** (`error.code`):
         *
         *     | code | when |
         *     |---|---|
         *     | `CREDIT.CUSTOMER_NOT_FOUND` | no such customer for the caller (404) |
         *     | `CREDIT.CREDIT_CHECK_EXISTS` | a credit check was already requested for this customer (422) |
         */
        post: operations["requestCustomerCreditCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{customer_id}/enroll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enroll a customer (deprecated stub: returns the customer unchanged)
         * @deprecated
         * @description **Error codes** (`error.code`):
         *
         *     | code | when |
         *     |---|---|
         *     | `CREDIT.CUSTOMER_NOT_FOUND` | no such customer for the caller (404) |
         */
        post: operations["enroll-a-customer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{customer_id}/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the movements of a customer's credit account
         * @description Every reservation, release, void, cancel, payment, credit note, charge authorization or capture and line change, oldest first. The customer's figures are the sums of the `*_change` columns.
         *
         *     Paging (`limit`, `page`), `filter[field][op]` and `sort` follow the **Lists** conventions in the introduction; the parameters below name this list's fields, operators and bounds.
         *
         *     **Error codes** (`error.code`):
         *
         *     | code | when |
         *     |---|---|
         *     | `CREDIT.CUSTOMER_NOT_FOUND` | no such customer for the caller (404) |
         */
        get: operations["listCustomerLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/enrollment/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Hosted net-terms enrollment page (the `net_terms_enrollment_url`) */
        get: operations["showNetTermsEnrollment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/enrollment/{token}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The customer accepts the net-terms offer (form post from the hosted page) */
        post: operations["acceptNetTermsEnrollment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List invoices
         * @description Paging (`limit`, `page`), `filter[field][op]` and `sort` follow the **Lists** conventions in the introduction; the parameters below name this list's fields, operators and bounds.
         */
        get: operations["listInvoices"];
        put?: never;
        /**
         * Create an advanced or non-advanced invoice with chosen terms
         * @description `terms` defaults to the customer's `default_terms`, else `net30`. The invoice is created unsent.
         *
         *     **Error codes** (`error.code`):
         *
         *     | code | when |
         *     |---|---|
         *     | `CREDIT.CUSTOMER_NOT_FOUND` | no such customer for the caller (404) |
         *     | `BILLING.LINE_ITEMS_MISMATCH` | `line_items` do not add up to `amount` |
         *     | `BILLING.MERCHANT_NOT_FOUND` | partners: `merchant_id` names none of the partner's sub-merchants (404) |
         */
        post: operations["createInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/{invoice_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch an invoice
         * @description **Error codes** (`error.code`):
         *
         *     | code | when |
         *     |---|---|
         *     | `BILLING.INVOICE_NOT_FOUND` | no such invoice for the caller (404) |
         */
        get: operations["fetchInvoice"];
        /**
         * Update an invoice
         * @description Allowed fields depend on the state: unsent → every field; sent and advanced → terms, merchant_invoice_url, number, order_number, po_number, notes; sent without advance → those, `amount` and `line_items`. Other fields → 400 naming them. A higher amount on a sent invoice reserves the difference on the customer's line (400 naming `amount` when the line cannot take it); a lower one releases the difference, never below what was paid or credited. `line_items`, when given, must add up to the amount; an invoice with lines takes a new amount only together with lines that match it.
         *
         *     **Error codes** (`error.code`):
         *
         *     | code | when |
         *     |---|---|
         *     | `BILLING.INVOICE_NOT_FOUND` | no such invoice for the caller (404) |
         *     | `CREDIT.CUSTOMER_NOT_FOUND` | no such customer for the caller (404) |
         *     | `BILLING.INVOICE_CLOSED` | the invoice is voided or canceled |
         *     | `BILLING.FIELDS_NOT_UPDATABLE` | a field the invoice's state does not allow (`details` names each) |
         *     | `BILLING.AMOUNT_NOT_COVERED` | a higher amount the customer's line cannot take |
         *     | `BILLING.AMOUNT_BELOW_SETTLED` | an amount below what was paid or credited |
         *     | `BILLING.LINE_ITEMS_MISMATCH` | `line_items` do not add up to the amount, or a new amount without matching lines |
         */
        put: operations["updateInvoice"];
        post?: never;
        /**
         * Delete an unsent invoice (answers the deleted invoice)
         * @description **Error codes** (`error.code`):
         *
         *     | code | when |
         *     |---|---|
         *     | `BILLING.INVOICE_NOT_FOUND` | no such invoice for the caller (404) |
         *     | `BILLING.INVOICE_ALREADY_SENT` | only an unsent invoice can be deleted |
         */
        delete: operations["deleteInvoice"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/{invoice_id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Send the invoice to the customer
         * @description With `advance_requested`, sending takes an advance when (a) Netline holds the invoice PDF (uploaded with
         *     `PUT /invoices/{invoice_id}/pdf` or fetched from `merchant_invoice_url` over HTTPS), (b) the customer is `approved`
         *     and (c) the customer's available credit covers the amount. Otherwise 400 `invalid_request` names each missing condition.
         *     `amount_advance` = amount × the customer's advance rate, `amount_advance_fee` = amount × the advance fee rate, both
         *     rounded half up to the cent. Sending reserves the amount on the customer's line.
         *
         *     **Error codes** (`error.code`):
         *
         *     | code | when |
         *     |---|---|
         *     | `BILLING.INVOICE_NOT_FOUND` | no such invoice for the caller (404) |
         *     | `BILLING.INVOICE_CLOSED` | the invoice is voided or canceled |
         *     | `BILLING.ADVANCE_CONDITIONS_NOT_MET` | an advance was requested and a condition fails (`details` names each) |
         *     | `CREDIT.CUSTOMER_NOT_APPROVED` | the customer's credit is not approved |
         *     | `CREDIT.INSUFFICIENT_CREDIT` | the customer's available credit does not cover the amount |
         */
        put: operations["sendInvoice"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/{invoice_id}/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Void a sent invoice with nothing paid or credited
         * @description **Error codes** (`error.code`):
         *
         *     | code | when |
         *     |---|---|
         *     | `BILLING.INVOICE_NOT_FOUND` | no such invoice for the caller (404) |
         *     | `BILLING.INVOICE_NOT_SENT` | an unsent invoice is deleted, not voided |
         *     | `BILLING.INVOICE_ALREADY_VOIDED` | the invoice is already voided |
         *     | `BILLING.INVOICE_CANCELED` | the invoice is canceled |
         *     | `BILLING.INVOICE_HAS_PAYMENTS` | something was paid; issue a credit note instead |
         *     | `BILLING.INVOICE_HAS_CREDIT_NOTES` | something was credited; issue a credit note for the rest |
         */
        post: operations["voidInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/{invoice_id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a sent invoice's unpaid remainder
         * @description **Error codes** (`error.code`):
         *
         *     | code | when |
         *     |---|---|
         *     | `BILLING.INVOICE_NOT_FOUND` | no such invoice for the caller (404) |
         *     | `BILLING.INVOICE_NOT_SENT` | an unsent invoice is deleted, not canceled |
         *     | `BILLING.INVOICE_ALREADY_CANCELED` | the invoice is already canceled |
         *     | `BILLING.INVOICE_VOIDED` | the invoice is voided |
         *     | `BILLING.INVOICE_NOTHING_OWED` | nothing is left to cancel |
         */
        post: operations["cancelInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/{invoice_id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Upload the merchant's invoice PDF (Content-Type: application/pdf, at most 700 KB)
         * @description **Error codes** (`error.code`):
         *
         *     | code | when |
         *     |---|---|
         *     | `BILLING.INVOICE_NOT_FOUND` | no such invoice for the caller (404) |
         *     | `BILLING.INVOICE_CLOSED` | the invoice is voided or canceled |
         *     | `BILLING.INVALID_PDF` | the file is not a PDF |
         */
        put: operations["uploadInvoicePdf"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/documents/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Netline's rendered invoice PDF (the `resolve_invoice_url`) */
        get: operations["downloadInvoiceDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/pay/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Hosted payment page of an invoice (the `invoice_payment_url`) */
        get: operations["showInvoicePaymentPage"];
        put?: never;
        /**
         * The buyer pays the invoice online (form post from the hosted payment page)
         * @description The payment page's "Pay online" form posts here (`application/x-www-form-urlencoded`) with the `form_id` and `form_token` the page issued: the payment provider takes the card or ACH payment, and it is recorded and applied like any payment (`source: payment_gateway`). Answers a page: the receipt (200; a form submitted again answers the same payment), a decline (402, nothing recorded), a field to correct (400), a form that expired or was not issued for this invoice (403), an invoice that can take no payment or online payment not offered (409), too many declines on this invoice (429). docs/payments.md, "Paying online".
         */
        post: operations["payInvoiceOnline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/charges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Paginated list of charges
         * @description `search` matches id, number, order / PO numbers, customer id and the captured invoice number; `order` sorts (default -created_at); `starting_at` / `ending_at` bound created_at.
         *
         *     Paging (`limit`, `page`), `filter[field][op]` and `sort` follow the **Lists** conventions in the introduction; the parameters below name this list's fields, operators and bounds.
         */
        get: operations["listCharges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/charges/{charge_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch a charge
         * @description **Error codes** (`error.code`):
         *
         *     | code | when |
         *     |---|---|
         *     | `BILLING.CHARGE_NOT_FOUND` | no such charge for the caller (404) |
         */
        get: operations["fetchCharge"];
        /**
         * Update a charge
         * @description **Error codes** (`error.code`):
         *
         *     | code | when |
         *     |---|---|
         *     | `BILLING.CHARGE_NOT_FOUND` | no such charge for the caller (404) |
         *     | `BILLING.CONFLICTING_ACTIONS` | `captured` and `canceled` both set |
         *     | `BILLING.CHARGE_CLOSED` | the charge is captured or canceled |
         *     | `BILLING.AMOUNT_EXCEEDS_AUTHORIZATION` | the amount is more than was authorized |
         */
        put: operations["updateCharge"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/charges/{charge_id}/capture": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Capture an authorized charge (all of it, or `amount`); the capture becomes a sent invoice
         * @description **Error codes** (`error.code`):
         *
         *     | code | when |
         *     |---|---|
         *     | `BILLING.CHARGE_NOT_FOUND` | no such charge for the caller (404) |
         *     | `BILLING.CHARGE_ALREADY_CAPTURED` | the charge is already captured |
         *     | `BILLING.CHARGE_CANCELED` | the charge is canceled |
         *     | `BILLING.CAPTURE_EXCEEDS_AMOUNT` | the amount is more than the charge |
         */
        post: operations["captureCharge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/charges/{charge_id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an authorized charge
         * @description **Error codes** (`error.code`):
         *
         *     | code | when |
         *     |---|---|
         *     | `BILLING.CHARGE_NOT_FOUND` | no such charge for the caller (404) |
         *     | `BILLING.CHARGE_ALREADY_CANCELED` | the charge is already canceled |
         *     | `BILLING.CHARGE_CAPTURED` | a captured charge is canceled through its invoice |
         */
        post: operations["cancelCharge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credit-notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List credit notes
         * @description Paging (`limit`, `page`), `filter[field][op]` and `sort` follow the **Lists** conventions in the introduction; the parameters below name this list's fields, operators and bounds.
         */
        get: operations["listCreditNotes"];
        put?: never;
        /**
         * Create a credit note (applied to the invoice at once; never more than its balance)
         * @description **Error codes** (`error.code`):
         *
         *     | code | when |
         *     |---|---|
         *     | `BILLING.INVOICE_NOT_FOUND` | no such invoice for the caller (404) |
         *     | `BILLING.INVOICE_NOT_SENT` | credit notes apply to sent invoices |
         *     | `BILLING.INVOICE_CLOSED` | the invoice is voided or canceled |
         *     | `BILLING.CREDIT_NOTE_EXCEEDS_BALANCE` | the amount is more than the invoice still owes |
         */
        post: operations["createCreditNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credit-notes/{credit_note_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch a credit note
         * @description **Error codes** (`error.code`):
         *
         *     | code | when |
         *     |---|---|
         *     | `BILLING.CREDIT_NOTE_NOT_FOUND` | no such credit note for the caller (404) |
         */
        get: operations["fetchCreditNote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credit-notes/{credit_note_id}/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Void a credit note (its amount goes back onto the invoice balance)
         * @description **Error codes** (`error.code`):
         *
         *     | code | when |
         *     |---|---|
         *     | `BILLING.CREDIT_NOTE_NOT_FOUND` | no such credit note for the caller (404) |
         *     | `BILLING.CREDIT_NOTE_ALREADY_VOIDED` | the credit note is already voided |
         *     | `BILLING.INVOICE_CLOSED` | the credit note's invoice is voided or canceled |
         */
        post: operations["voidCreditNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the emails sent to customers (invoices, reminders, receipts)
         * @description Paging (`limit`, `page`), `filter[field][op]` and `sort` follow the **Lists** conventions in the introduction; the parameters below name this list's fields, operators and bounds.
         */
        get: operations["listEmails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/emails/{email_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch an email: recipients, subject, status, attempts and the last error
         * @description **Error codes** (`error.code`):
         *
         *     | code | when |
         *     |---|---|
         *     | `BILLING.EMAIL_NOT_FOUND` | no such email for the caller (404) |
         */
        get: operations["fetchEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/{invoice_id}/remind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email the customer a reminder of the invoice now
         * @description Outside the schedule, which it does not move. Only for a sent invoice with a balance owed (else 400).
         *
         *     **Error codes** (`error.code`):
         *
         *     | code | when |
         *     |---|---|
         *     | `BILLING.INVOICE_NOT_FOUND` | no such invoice for the caller (404) |
         *     | `BILLING.INVOICE_NOT_REMINDABLE` | the invoice is not sent, or is voided, canceled or paid in full |
         *     | `BILLING.EMAIL_KIND_OFF` | reminder emails are switched off in the collections settings |
         */
        post: operations["remindInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/collections/overdue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List overdue invoices with their age, last reminder and next scheduled reminder
         * @description Your invoices that are sent, neither voided nor canceled, owe a balance and are past their due date on your account's clock (the moment `invoice.overdue` is written for them), most overdue first. `bucket` is the AR-ageing bucket of the balance, counted as `GET /reports/ar-aging` counts it (days_1_30, days_31_60, days_61_90, days_over_90); `days_overdue` is the invoice's own whole days past due. `next_reminder_at` follows your reminder schedule and the customer’s reminder switch, exactly as the collections pass does. Filter by `bucket` or `customer_id`; sort by `due_at` (default) or `amount_balance`.
         *
         *     Paging (`limit`, `page`), `filter[field][op]` and `sort` follow the **Lists** conventions in the introduction; the parameters below name this list's fields, operators and bounds.
         */
        get: operations["listOverdueInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/collections/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch the reminder schedule, Reply-To and which emails are sent
         * @description A reminder goes while an invoice is sent, not voided or canceled, and owes a balance; each step of the schedule at most once, and when several steps fall due at once (a clock advance, an outage) only the latest. A payment or credit note that brings the balance to 0 stops them.
         */
        get: operations["fetchCollectionSettings"];
        /**
         * Change the reminder schedule, Reply-To or which emails are sent (omitted fields stay)
         * @description A reminder goes while an invoice is sent, not voided or canceled, and owes a balance; each step of the schedule at most once, and when several steps fall due at once (a clock advance, an outage) only the latest. A payment or credit note that brings the balance to 0 stops them.
         */
        put: operations["updateCollectionSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{customer_id}/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch whether a customer gets reminders
         * @description **Error codes** (`error.code`):
         *
         *     | code | when |
         *     |---|---|
         *     | `CREDIT.CUSTOMER_NOT_FOUND` | no such customer for the caller (404) |
         */
        get: operations["fetchCustomerCollections"];
        /**
         * Switch reminders on or off for one customer
         * @description **Error codes** (`error.code`):
         *
         *     | code | when |
         *     |---|---|
         *     | `CREDIT.CUSTOMER_NOT_FOUND` | no such customer for the caller (404) |
         */
        put: operations["updateCustomerCollections"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payouts
         * @description Paging (`limit`, `page`), `filter[field][op]` and `sort` follow the **Lists** conventions in the introduction; the parameters below name this list's fields, operators and bounds.
         */
        get: operations["listPayouts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payouts/{payout_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a payout
         * @description **Error codes** (`error.code`):
         *
         *     | code | when |
         *     |---|---|
         *     | `TREASURY.PAYOUT_NOT_FOUND` | no such payout for the caller (404) |
         */
        get: operations["getPayout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payout-transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payout transactions
         * @description Paging (`limit`, `page`), `filter[field][op]` and `sort` follow the **Lists** conventions in the introduction; the parameters below name this list's fields, operators and bounds.
         */
        get: operations["listPayoutTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payout_transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payout transactions (also at /payout-transactions)
         * @description Another spelling of `GET /payout-transactions` (operation `listPayoutTransactions`); both answer the same.
         *
         *     Paging (`limit`, `page`), `filter[field][op]` and `sort` follow the **Lists** conventions in the introduction; the parameters below name this list's fields, operators and bounds.
         */
        get: operations["listPayoutTransactionsAlias"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payout_transactions/{payout_transaction_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a payout transaction
         * @description **Error codes** (`error.code`):
         *
         *     | code | when |
         *     |---|---|
         *     | `TREASURY.PAYOUT_TRANSACTION_NOT_FOUND` | no such payout transaction for the caller (404) |
         */
        get: operations["getPayoutTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payout-transactions/{payout_transaction_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a payout transaction (also at /payout_transactions/{payout_transaction_id})
         * @description Another spelling of `GET /payout_transactions/{payout_transaction_id}` (operation `getPayoutTransaction`); both answer the same.
         *
         *     **Error codes** (`error.code`):
         *
         *     | code | when |
         *     |---|---|
         *     | `TREASURY.PAYOUT_TRANSACTION_NOT_FOUND` | no such payout transaction for the caller (404) |
         */
        get: operations["getPayoutTransactionAlias"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payments
         * @description Paging (`limit`, `page`), `filter[field][op]` and `sort` follow the **Lists** conventions in the introduction; the parameters below name this list's fields, operators and bounds.
         */
        get: operations["listPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/{payment_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch a payment
         * @description **Error codes** (`error.code`):
         *
         *     | code | when |
         *     |---|---|
         *     | `TREASURY.PAYMENT_NOT_FOUND` | no such payment for the caller (404) |
         */
        get: operations["fetchPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shipments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List shipments
         * @description Plain filters `merchant_invoice_id`, `fulfillment_method`, `verification_status`, `shipment_courier`; `search` (with optional `searchBy`: tracking_number, courier, id, merchant_invoice_id); cursors `starting_after` / `ending_before` (shipment ids, in the order of `sort`, default `-created_at`); `page` skips page × limit from the cursor. `count` is every shipment matching the filters.
         *
         *     Paging (`limit`, `page`), `filter[field][op]` and `sort` follow the **Lists** conventions in the introduction; the parameters below name this list's fields, operators and bounds.
         */
        get: operations["listShipments"];
        put?: never;
        /**
         * Create a shipment for an invoice
         * @description `fulfillment_method` (default `shipping_provider`) decides what is required: `shipment_tracking_number` and
         *     `shipment_courier` for `shipping_provider` (no `file`); a proof-of-delivery `file` for `self_delivery`, `customer_pickup`
         *     and `services_only` — upload it first with `POST /shipments/sign-upload`. `merchant_invoice_id` must be one of your
         *     invoices (else 404). Any courier is accepted; listed codes verify instantly through `POST /shipments/{shipment_id}/sync`.
         */
        post: operations["createShipment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shipments/sign-upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a short-lived URL to upload a proof-of-delivery file
         * @description Declare `filename`, `content_type` (application/pdf, image/jpeg, image/png) and `size` (at most 700000 bytes). PUT the exact bytes to `upload_url` with that Content-Type before `expires_at` (single use, no credentials), then send the answered `file` in the shipment.
         */
        post: operations["signShipmentUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shipments/uploads/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Upload a proof-of-delivery file to a signed upload URL */
        put: operations["uploadShipmentFile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shipments/files/{file_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download an uploaded proof-of-delivery file (the `file.url`) */
        get: operations["downloadShipmentFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shipments/{shipment_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch a shipment
         * @description **Error codes** (`error.code`):
         *
         *     | code | when |
         *     |---|---|
         *     | `FULFILLMENT.SHIPMENT_NOT_FOUND` | no such shipment for the caller (404) |
         */
        get: operations["getShipment"];
        /**
         * Update a shipment
         * @description `fulfillment_method` cannot change; a shipping_provider shipment takes no `file`; a new tracking number or courier clears the tracking fields and a courier verification (sync again). `merchant_invoice_id` must be one of your invoices.
         *
         *     **Error codes** (`error.code`):
         *
         *     | code | when |
         *     |---|---|
         *     | `FULFILLMENT.SHIPMENT_NOT_FOUND` | no such shipment for the caller (404) |
         */
        put: operations["updateShipment"];
        post?: never;
        /**
         * Delete a shipment (answers the deleted shipment)
         * @description **Error codes** (`error.code`):
         *
         *     | code | when |
         *     |---|---|
         *     | `FULFILLMENT.SHIPMENT_NOT_FOUND` | no such shipment for the caller (404) |
         */
        delete: operations["deleteShipment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shipments/{shipment_id}/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fetch current tracking data from the courier and verify the shipment instantly
         * @description Asks the courier for the tracking state of the stored tracking number and stores `tracking_status`, `tracking_substatus`
         *     and `expected_delivery`; the shipment becomes `verified` once the courier holds the parcel (in_transit, out_for_delivery,
         *     available_for_pickup, failed_attempt, exception, delivered). A courier outside the list of instantly verified codes →
         *     200 with the shipment unchanged (`pending`; Netline verifies it by hand later). A courier that fails, times out or answers nonsense → 503 `service_unavailable` with a code saying which
         *     (FULFILLMENT.COURIER_UNAVAILABLE / COURIER_TIMEOUT / COURIER_BAD_RESPONSE); the shipment is unchanged.
         *     Sandbox: `test-courier` answers from the last three characters of the tracking number — DLV delivered, OFD out for
         *     delivery, EXC exception, INF info received (stays pending), NTF unknown number (400), ERR courier failure (503),
         *     TMO courier timeout (503), anything else in transit.
         *
         *     **Error codes** (`error.code`):
         *
         *     | code | when |
         *     |---|---|
         *     | `FULFILLMENT.SHIPMENT_NOT_FOUND` | no such shipment for the caller (404) |
         *     | `FULFILLMENT.NOT_TRACKABLE` | the shipment has no courier tracking (proof-of-delivery shipments) |
         *     | `FULFILLMENT.TRACKING_NOT_FOUND` | the courier knows no such tracking number |
         *     | `FULFILLMENT.COURIER_UNAVAILABLE` | the courier failed or answered nonsense (503); nothing changed |
         *     | `FULFILLMENT.COURIER_TIMEOUT` | the courier did not answer in time (503); nothing changed |
         *     | `FULFILLMENT.COURIER_BAD_RESPONSE` | the courier answered something unreadable (503); nothing changed |
         *     | `FULFILLMENT.COURIER_NOT_CONFIGURED` | courier tracking is not set up in this environment (503) |
         *     | `FULFILLMENT.SHIPMENT_CHANGED` | the shipment changed while the courier was asked; sync again (409) |
         */
        post: operations["syncShipmentTracking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/ar-aging": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Accounts-receivable ageing
         * @description The outstanding balances of your sent invoices (neither voided nor canceled), aged by whole days past their due date on your account's clock (in the sandbox, the clock you may advance): current, days_1_30, days_31_60, days_61_90, days_over_90. `total` is the sum of the buckets and of every customer's `total`. Figures follow invoices, payments and credit notes within moments (they are built from Netline's event streams).
         */
        get: operations["getArAgingReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/ar-aging/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Accounts-receivable ageing over time
         * @description The ageing buckets as they stood at the end of each day (`interval=day`, the default) or each week, Monday to Sunday (`interval=week`), over the last `days` days of your account's clock (default 30, at most 365). Days and weeks end at midnight UTC; the last point is now, and equals `GET /reports/ar-aging`. Each point takes the balances and due dates as they were at its time and ages them at that time, by the same buckets.
         */
        get: operations["getArAgingHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/dso": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Days sales outstanding
         * @description DSO over the trailing 90 days of your account's clock: open receivables now ÷ the amounts of invoices sent within the period × 90. `dso` is null when no invoice was sent within the period.
         */
        get: operations["getDsoReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoint subscriptions (one row per endpoint and topic)
         * @description Paging (`limit`, `page`), `filter[field][op]` and `sort` follow the **Lists** conventions in the introduction; the parameters below name this list's fields, operators and bounds.
         */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Create an endpoint or update its subscriptions (upsert by endpoint_url)
         * @description **Error codes** (`error.code`):
         *
         *     | code | when |
         *     |---|---|
         *     | `WEBHOOKS.FORBIDDEN_ADDRESS` | the endpoint resolves to an address webhooks may not reach |
         */
        post: operations["upsertWebhookEndpoints"];
        /** Delete an endpoint and all its subscriptions */
        delete: operations["deleteWebhookEndpoints"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook deliveries (filter by status, event_type, event_id, endpoint_url, endpoint_id)
         * @description Paging (`limit`, `page`), `filter[field][op]` and `sort` follow the **Lists** conventions in the introduction; the parameters below name this list's fields, operators and bounds.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/deliveries/{delivery_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch a webhook delivery with every attempt
         * @description **Error codes** (`error.code`):
         *
         *     | code | when |
         *     |---|---|
         *     | `WEBHOOKS.DELIVERY_NOT_FOUND` | no such delivery for the caller (404) |
         */
        get: operations["fetchWebhookDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/deliveries/{delivery_id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deliver the same event again to the same endpoint (a new delivery, same event id)
         * @description **Error codes** (`error.code`):
         *
         *     | code | when |
         *     |---|---|
         *     | `WEBHOOKS.DELIVERY_NOT_FOUND` | no such delivery for the caller (404) |
         *     | `WEBHOOKS.ENDPOINT_GONE` | the delivery's endpoint is no longer registered |
         *     | `WEBHOOKS.FORBIDDEN_ADDRESS` | the endpoint resolves to an address webhooks may not reach |
         */
        post: operations["resendWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a webhook.test event to a registered endpoint
         * @description **Error codes** (`error.code`):
         *
         *     | code | when |
         *     |---|---|
         *     | `WEBHOOKS.ENDPOINT_NOT_FOUND` | no endpoint with this `endpoint_url` is registered (404) |
         *     | `WEBHOOKS.FORBIDDEN_ADDRESS` | the endpoint resolves to an address webhooks may not reach |
         */
        post: operations["sendTestWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/customers/{customer_id}/credit-decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a credit decision as the underwriter would
         * @description `approved` sets the line to `amount` (and `advance_rate`, default 0.9); a credit-checked customer then gets a net-terms offer (`pending_enrollment`). `declined` sets the line to 0 (`decline_code`, default `other`). `hold` (`hold_code`, default `other`) and `deactivate` keep the line. `line_adjustment` changes the line of an approved or held customer.
         *
         *     **Error codes** (`error.code`):
         *
         *     | code | when |
         *     |---|---|
         *     | `CREDIT.CUSTOMER_NOT_FOUND` | no such customer for the caller (404) |
         *     | `CREDIT.INVALID_DECISION` | the decision does not fit the customer's state |
         */
        post: operations["sandboxRecordCreditDecision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/customers/{customer_id}/enroll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The customer completes net-terms enrollment
         * @description **Error codes** (`error.code`):
         *
         *     | code | when |
         *     |---|---|
         *     | `CREDIT.CUSTOMER_NOT_FOUND` | no such customer for the caller (404) |
         *     | `CREDIT.NO_PENDING_ENROLLMENT` | the customer has no pending net-terms enrollment |
         */
        post: operations["sandboxCompleteEnrollment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/clock/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move this merchant's clock forward and run what falls due
         * @description Moves only this merchant's sandbox time by `days`. Before answering, credit runs its due jobs at the new time: approved customers with an invoice more than 15 days past due go on `hold` (`past_due`), and lapsed enrollment offers become `enrollment_expired`. Other services run theirs (fees, payouts) as they learn of the move.
         */
        post: operations["sandboxAdvanceClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/charges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Authorize a charge against the customer's line, as the checkout flow would
         * @description The customer must be `approved` with available credit for `amount` (else 400 `invalid_request`). The charge counts in the customer's `amount_authorized` until captured or canceled.
         *
         *     **Error codes** (`error.code`):
         *
         *     | code | when |
         *     |---|---|
         *     | `CREDIT.CUSTOMER_NOT_FOUND` | no such customer for the caller (404) |
         *     | `CREDIT.CUSTOMER_NOT_APPROVED` | the customer's credit is not approved |
         *     | `CREDIT.INSUFFICIENT_CREDIT` | the customer's available credit does not cover the amount |
         */
        post: operations["sandboxAuthorizeCharge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A customer payment arrives (starts pending)
         * @description The customer must exist (404). Each link names a sent, open invoice of that customer and at most what it still owes; the links together at most `amount` (else 400 `invalid_request` naming each link). What is not linked is unapplied money held for the customer once the payment is paid.
         */
        post: operations["sandboxCreatePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/payments/{payment_id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The bank moves the payment on
         * @description pending → in_transit | in_review | paid | failed | canceled; in_transit → in_review | paid | failed; in_review → in_transit | paid | failed | canceled; paid → failed (the payment is reversed everywhere). Anything else is 400 `invalid_request`; the current status again answers the payment unchanged. On `paid` each link applies what still fits on its invoice, the rest is unapplied, and the customer's available credit rises by the amount.
         *
         *     **Error codes** (`error.code`):
         *
         *     | code | when |
         *     |---|---|
         *     | `TREASURY.PAYMENT_NOT_FOUND` | no such payment for the caller (404) |
         *     | `TREASURY.INVALID_PAYMENT_TRANSITION` | the payment cannot move to that status from its current one |
         */
        post: operations["sandboxSetPaymentStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/payouts/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Build a payout now from every payout transaction not yet paid out */
        post: operations["sandboxRunPayouts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/payouts/{payout_id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The bank moves the payout on
         * @description pending → in_transit | failed | canceled; in_transit → paid | failed. A canceled payout gives its transactions back to the next run; a failed one can be retried. Anything else is 400 `invalid_request`.
         *
         *     **Error codes** (`error.code`):
         *
         *     | code | when |
         *     |---|---|
         *     | `TREASURY.PAYOUT_NOT_FOUND` | no such payout for the caller (404) |
         *     | `TREASURY.INVALID_PAYOUT_TRANSITION` | the payout cannot move to that status from its current one |
         */
        post: operations["sandboxSetPayoutStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/payouts/{payout_id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retry a failed payout as a new payout holding its transactions
         * @description **Error codes** (`error.code`):
         *
         *     | code | when |
         *     |---|---|
         *     | `TREASURY.PAYOUT_NOT_FOUND` | no such payout for the caller (404) |
         *     | `TREASURY.PAYOUT_NOT_RETRYABLE` | only a failed payout that was not retried yet can be retried |
         */
        post: operations["sandboxRetryPayout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Error: {
            error: {
                /** @enum {string} */
                type: "validation_error" | "invalid_request" | "authentication_error" | "forbidden_error" | "not_found_error" | "rate_limit_error" | "conflict_error" | "service_unavailable" | "internal_error";
                message: string;
                code?: string;
                details?: {
                    path: string;
                    message: string;
                }[];
            };
        };
        CreditDecision: {
            id: string;
            /** Format: date-time */
            created_at: string;
            /** @enum {string} */
            decision: "approved" | "declined" | "hold" | "line_adjustment" | "deactivate";
            /** @description US dollars, at most two decimals */
            amount: number;
            advance_rate: number | null;
            decline_code: ("no_business_found" | "thin_file" | "failing_credit" | "not_approved_need_more_info" | "sole_prop" | "applicant_business_association" | "merchant_risk" | "fraud" | "no_us_address" | "duplicate" | "test_account" | "email_verification_freemail" | "email_verification_domain" | "address_verification" | "poor_cash_flow" | "additional_info_not_provided" | "other") | null;
            hold_code: ("past_due" | "failed_payment" | "requested_by_customer" | "requested_by_merchant" | "dispute" | "fraud" | "churned" | "payment_plan" | "inactive" | "other") | null;
        };
        Customer: {
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @enum {string} */
            source: "QUICKBOOKS" | "MERCHANT_USER" | "ADMIN_USER" | "APPLICATION" | "CUSTOMER_USER" | "API";
            business_address: string;
            business_city: string;
            business_state: string;
            business_zip: string;
            business_country: string;
            business_age_range: ("0-2" | "2-5" | "5-10" | "10+") | null;
            business_ap_email: string;
            business_ap_phone: string | null;
            business_ap_phone_extension: string | null;
            business_name: string;
            business_trade_name: string | null;
            business_phone: string | null;
            business_type: ("sole_prop_or_partnership" | "llc" | "corporation" | "nonprofit" | "government") | null;
            email: string;
            personal_name_first: string | null;
            personal_name_last: string | null;
            personal_phone: string | null;
            /** @description US dollars, at most two decimals */
            amount_approved: number;
            /** @description US dollars, at most two decimals */
            amount_authorized: number;
            /** @description US dollars, at most two decimals */
            amount_available: number;
            /** @description US dollars, at most two decimals */
            amount_balance: number;
            /** @description US dollars, at most two decimals */
            amount_unapplied_payments: number;
            default_terms: ("net7" | "net10" | "net10th" | "net15" | "net20" | "net30" | "net45" | "net60" | "net75" | "net90" | "net120" | "net180") | null;
            advance_rate: number | null;
            credit_status: ("approved" | "hold" | "declined" | "pending" | "deactivated") | null;
            net_terms_status: ("enrolled" | "pending_enrollment" | "enrollment_expired") | null;
            net_terms_enrollment_url: string | null;
            net_terms_enrollment_expires_at: string | null;
            credit_check_requested_at: string | null;
            archived: boolean;
            duns_number: string | null;
            credit_decisions: components["schemas"]["CreditDecision"][];
        };
        CustomerCreateRequest: {
            business_address: string;
            business_city: string;
            business_state: string;
            business_zip: string;
            /** @description ISO 3166-1 alpha-2 */
            business_country: string;
            business_name: string;
            /** Format: email */
            email: string;
            /** Format: email */
            business_ap_email: string;
            business_ap_phone?: string | null;
            business_ap_phone_extension?: string | null;
            default_terms?: ("net7" | "net10" | "net10th" | "net15" | "net20" | "net30" | "net45" | "net60" | "net75" | "net90" | "net120" | "net180") | null;
        };
        CustomerUpdateRequest: {
            business_address?: string;
            business_city?: string;
            business_state?: string;
            business_zip?: string;
            /** @description ISO 3166-1 alpha-2 */
            business_country?: string;
            business_name?: string;
            /** Format: email */
            email?: string;
            /** Format: email */
            business_ap_email?: string;
            business_ap_phone?: string | null;
            business_ap_phone_extension?: string | null;
            default_terms?: ("net7" | "net10" | "net10th" | "net15" | "net20" | "net30" | "net45" | "net60" | "net75" | "net90" | "net120" | "net180") | null;
        };
        CustomerCreditCheckRequest: {
            amount_requested: number;
            has_purchase_history: boolean;
            has_purchase_terms_history?: boolean;
            business_description?: string | null;
        };
        CreditDecisionRequest: {
            /** @enum {string} */
            decision: "approved" | "declined" | "hold" | "line_adjustment" | "deactivate";
            amount?: number;
            advance_rate?: number;
            /** @enum {string} */
            decline_code?: "no_business_found" | "thin_file" | "failing_credit" | "not_approved_need_more_info" | "sole_prop" | "applicant_business_association" | "merchant_risk" | "fraud" | "no_us_address" | "duplicate" | "test_account" | "email_verification_freemail" | "email_verification_domain" | "address_verification" | "poor_cash_flow" | "additional_info_not_provided" | "other";
            /** @enum {string} */
            hold_code?: "past_due" | "failed_payment" | "requested_by_customer" | "requested_by_merchant" | "dispute" | "fraud" | "churned" | "payment_plan" | "inactive" | "other";
        };
        IssueAccessKeyTokenRequest: {
            client_id: string;
            client_secret: string;
            /**
             * @description `mcp` for a tool-protocol token; omit for a REST token
             * @enum {string}
             */
            audience?: "mcp";
        };
        AccessKeyTokenResponse: {
            /** @description A JWT; send it as `Authorization: Bearer …` */
            access_token: string;
            /** @constant */
            token_type: "Bearer";
            /** @description Lifetime in seconds */
            expires_in: number;
            /** @description Space-separated scopes (REST tokens only) */
            scope?: string;
        };
        JsonWebKeySet: {
            keys: {
                kid: string;
                kty: string;
                crv: string;
                x: string;
                y: string;
                alg: string;
                use: string;
            }[];
        };
        CreditNote: {
            id: string;
            /** @enum {string} */
            source: "MERCHANT_USER" | "ADMIN_USER" | "API";
            customer_id: string;
            merchant_id: string;
            invoice_id: string;
            created_by_user_id: string | null;
            number: string | null;
            /** @description US dollars, at most two decimals */
            amount: number;
            /** @description Left to apply */
            amount_balance: number;
            /** @description Applied to the invoice */
            amount_paid: number;
            /** @description US dollars, at most two decimals */
            amount_voided: number;
            /** @description US dollars, at most two decimals */
            amount_payout: number;
            /** @description US dollars, at most two decimals */
            amount_payout_balance: number;
            /** @description US dollars, at most two decimals */
            amount_payout_paid: number;
            credit_note_url: string | null;
            resolve_credit_note_url: string | null;
            /** @enum {string} */
            reason_code: "chargeback" | "duplicate" | "fraudulent" | "requested_by_customer" | "missing_remittance" | "overpayment_on_invoice" | "invoice_was_refunded" | "double_payment_on_invoice" | "missing_invoice_in_resolve" | "credit_transfer" | "other";
            reason_message: string | null;
            voided: boolean;
            voided_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        CreditNoteCreateRequest: {
            invoice_id: string;
            amount: number;
            /** @enum {string} */
            reason_code: "chargeback" | "duplicate" | "fraudulent" | "requested_by_customer" | "missing_remittance" | "overpayment_on_invoice" | "invoice_was_refunded" | "double_payment_on_invoice" | "missing_invoice_in_resolve" | "credit_transfer" | "other";
            number?: string;
            reason_message?: string;
            /** Format: uri */
            credit_note_url?: string;
        };
        CreditNoteAction: {
            /** @enum {string} */
            status: "pending" | "processing" | "failed" | "completed";
            id: string;
        };
        InvoiceLineItem: {
            description: string;
            quantity: number;
            /** @description US dollars, at most two decimals */
            unit_price: number;
            /** @description quantity × unit_price, rounded half up to the cent */
            amount: number;
        };
        Invoice: {
            id: string;
            /** @enum {string} */
            source: "QUICKBOOKS" | "MERCHANT_USER" | "ADMIN_USER" | "CUSTOMER_USER" | "API";
            customer_id: string;
            number: string;
            order_number: string | null;
            po_number: string | null;
            notes: string | null;
            line_items: components["schemas"]["InvoiceLineItem"][];
            merchant_invoice_url: string | null;
            /** @description Netline holds a copy of the merchant PDF it checked (advance condition a) */
            merchant_invoice_uploaded: boolean;
            resolve_invoice_url: string | null;
            /** @enum {string} */
            resolve_invoice_status: "not_generated" | "processing" | "completed";
            invoice_payment_url: string | null;
            fully_paid: boolean;
            fully_paid_at: string | null;
            advanced: boolean;
            advance_requested: boolean;
            due_at: string | null;
            /** @description Whole days past `due_at` while a balance is owed (the merchant's time); 0 when not overdue */
            days_overdue: number;
            original_due_at: string | null;
            /** Format: date-time */
            invoiced_at: string;
            sent_at: string | null;
            /** @enum {string} */
            terms: "due_upon_receipt" | "net7" | "net10" | "net10th" | "net15" | "net20" | "net30" | "net45" | "net60" | "net75" | "net90" | "net120" | "net180";
            /** @description US dollars, at most two decimals */
            amount_payout_due: number;
            /** @description US dollars, at most two decimals */
            amount_payout_paid: number;
            /** @description US dollars, at most two decimals */
            amount_payout_pending: number;
            /** @description US dollars, at most two decimals */
            amount_payout_refunded: number;
            /** @description US dollars, at most two decimals */
            amount_payout_balance: number;
            payout_fully_paid: boolean;
            payout_fully_paid_at: string | null;
            /** @description US dollars, at most two decimals */
            amount_balance: number;
            /** @description US dollars, at most two decimals */
            amount_due: number;
            /** @description US dollars, at most two decimals */
            amount_refunded: number;
            /** @description US dollars, at most two decimals */
            amount_pending: number;
            /** @description US dollars, at most two decimals */
            amount_paid: number;
            /** @description Total of the credit notes applied (not voided) */
            amount_credited: number;
            /** @description US dollars, at most two decimals */
            amount_advance: number;
            /** @description US dollars, at most two decimals */
            amount_additional_advance: number;
            /** @description US dollars, at most two decimals */
            amount_advance_fee: number;
            /** @description US dollars, at most two decimals */
            amount_advance_fee_refund: number;
            advance_rate: number | null;
            advanced_at: string | null;
            /** @description US dollars, at most two decimals */
            amount_customer_fee_total: number;
            /** @description US dollars, at most two decimals */
            amount_customer_fee_waived: number;
            /** @description US dollars, at most two decimals */
            amount_customer_fee_paid: number;
            /** @description US dollars, at most two decimals */
            amount_customer_fee_balance: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            archived: boolean;
            canceled: boolean;
            canceled_at: string | null;
            voided: boolean;
            voided_at: string | null;
            /** @description US dollars, at most two decimals */
            amount_canceled: number;
            /** @description US dollars, at most two decimals */
            amount_voided: number;
        };
        InvoiceLineItemRequest: {
            description: string;
            quantity: number;
            unit_price: number;
            amount: number;
        };
        InvoiceCreateRequest: {
            customer_id: string;
            number: string;
            amount: number;
            merchant_invoice_url?: string | null;
            advance_requested?: boolean;
            /** @enum {string} */
            terms?: "due_upon_receipt" | "net7" | "net10" | "net10th" | "net15" | "net20" | "net30" | "net45" | "net60" | "net75" | "net90" | "net120" | "net180";
            order_number?: string | null;
            po_number?: string | null;
            notes?: string | null;
            /** @description The invoice's lines; their amounts must add up to `amount` */
            line_items?: components["schemas"]["InvoiceLineItemRequest"][];
        };
        InvoiceUpdateRequest: {
            customer_id?: string;
            number?: string;
            amount?: number;
            merchant_invoice_url?: string | null;
            advance_requested?: boolean;
            /** @enum {string} */
            terms?: "due_upon_receipt" | "net7" | "net10" | "net10th" | "net15" | "net20" | "net30" | "net45" | "net60" | "net75" | "net90" | "net120" | "net180";
            order_number?: string | null;
            po_number?: string | null;
            notes?: string | null;
            /** @description The invoice's lines; their amounts must add up to `amount` */
            line_items?: components["schemas"]["InvoiceLineItemRequest"][];
        };
        InvoicePaymentForm: {
            /** @description The page's form id: one payment per submitted form (the idempotency key) */
            form_id?: string;
            /** @description The anti-forgery token the page issued with `form_id` for this invoice */
            form_token?: string;
            /** @description `card` or `ach` */
            method?: string;
            /** @description Dollars: the invoice's balance or less */
            amount?: string;
            /** @description Card: its number */
            card_number?: string;
            /** @description Card: MM/YY */
            card_expiry?: string;
            /** @description Card: its security code */
            card_cvc?: string;
            /** @description ACH: the name on the bank account */
            account_holder?: string;
            /** @description ACH: the 9-digit ABA routing number */
            routing_number?: string;
            /** @description ACH: the account number */
            account_number?: string;
            /** @description ACH: `checking` or `savings` */
            account_type?: string;
            /** @description ACH: `yes` when the buyer authorizes the debit */
            ach_authorization?: string;
        };
        PaymentLink: {
            /** @description The invoice id */
            record_id: string;
            /** @enum {string} */
            record_type: "invoice";
            /** @description Requested amount until the payment is paid; then what was applied to the invoice */
            amount: number;
        };
        Payment: {
            id: string;
            customer_id: string;
            /** @enum {string} */
            source: "api" | "merchant_user" | "admin_user" | "customer_user" | "payment_gateway" | "check" | "guest_checkout";
            /** @description US dollars, at most two decimals */
            amount: number;
            /** @description Once paid: the part not applied to an invoice, held for the customer (0 before) */
            amount_unapplied: number;
            /** @enum {string} */
            method: "check" | "ach_debit" | "direct_deposit" | "card" | "merchant" | "unapplied_payment_adjustment" | "credit_note" | "adjustment" | "wire";
            /** @enum {string} */
            status: "pending" | "in_transit" | "in_review" | "paid" | "failed" | "canceled";
            /** Format: date-time */
            created_at: string;
            paid_at: string | null;
            canceled_at: string | null;
            failed_at: string | null;
            processed_at: string | null;
            scheduled_at: string | null;
            /** @description US dollars, at most two decimals */
            processing_fee: number;
            canceled_code: string | null;
            failed_code: string | null;
            payment_links: components["schemas"]["PaymentLink"][];
            created_by_user_id: string | null;
            /** @description The payment provider that took the payment online (`sandbox`, …); null for a payment that arrived any other way */
            provider: string | null;
            /** @description The provider's own reference of the charge (null when `provider` is) */
            provider_reference: string | null;
        };
        SandboxPaymentRequest: {
            customer_id: string;
            amount: number;
            /** @enum {string} */
            method: "check" | "ach_debit" | "direct_deposit" | "card" | "merchant" | "unapplied_payment_adjustment" | "credit_note" | "adjustment" | "wire";
            links?: {
                invoice_id: string;
                amount: number;
            }[];
        };
        SandboxPaymentStatusRequest: {
            /** @enum {string} */
            status: "in_transit" | "in_review" | "paid" | "failed" | "canceled";
            failed_code?: string;
            canceled_code?: string;
        };
        Payout: {
            id: string;
            /** @description US dollars, at most two decimals (negative: owed by the merchant) */
            amount_gross: number;
            /** @description US dollars, at most two decimals (negative: owed by the merchant) */
            amount_fee: number;
            /** @description US dollars, at most two decimals (negative: owed by the merchant) */
            amount_net: number;
            /** @enum {string} */
            status: "pending" | "in_transit" | "paid" | "failed" | "canceled";
            /** @description The failed payout this one retries */
            retry_payout_id: string | null;
            failed_at: string | null;
            canceled_at: string | null;
            paid_at: string | null;
            /**
             * Format: date-time
             * @description Expected arrival at the bank
             */
            expected_by: string;
            transactions_starting_at: string | null;
            transactions_ending_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        PayoutTransaction: {
            id: string;
            /** @description Null until the transaction is rolled into a payout */
            payout_id: string | null;
            /** @enum {string} */
            type: "advance" | "payment" | "refund" | "monthly_fee" | "annual_fee" | "non_advanced_invoice_fee" | "merchant_payment" | "mdr_extension" | "credit_note" | "express_ach_payout_fee" | "express_ach_payment_fee" | "mdr_passthrough";
            customer_id: string | null;
            customer_name: string | null;
            invoice_id: string | null;
            invoice_number: string | null;
            order_id: string | null;
            po_number: string | null;
            /** @description The customer payment behind a `payment` or `refund` transaction */
            payment_id: string | null;
            /** @description US dollars, at most two decimals (negative: owed by the merchant) */
            amount_gross: number;
            /** @description US dollars, at most two decimals (negative: owed by the merchant) */
            amount_fee: number;
            /** @description amount_gross − amount_fee */
            amount_net: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        SandboxPayoutStatusRequest: {
            /** @enum {string} */
            status: "in_transit" | "paid" | "failed" | "canceled";
        };
        SandboxPayoutRunResponse: {
            payouts: components["schemas"]["Payout"][];
        };
        WebhookTopic: {
            /** @enum {string} */
            name: "invoice.created" | "invoice.balance_updated" | "invoice.overdue" | "customer.created" | "customer.status_updated" | "customer.line_amount_updated" | "customer.advance_rate_updated" | "customer.credit_decision_created" | "payment.created" | "payment.status_changed" | "payout.created" | "payout.status_changed";
            description: string;
        };
        WebhookEndpoint: {
            id: string;
            merchant_id: string;
            /** Format: uri */
            endpoint_url: string;
            topic: components["schemas"]["WebhookTopic"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description true subscribes, false unsubscribes, omitted flags stay as they were */
        WebhookEventSubscriptions: {
            "invoice.created"?: boolean;
            "invoice.balance_updated"?: boolean;
            "invoice.overdue"?: boolean;
            "customer.created"?: boolean;
            "customer.status_updated"?: boolean;
            "customer.line_amount_updated"?: boolean;
            "customer.advance_rate_updated"?: boolean;
            "customer.credit_decision_created"?: boolean;
            "payment.created"?: boolean;
            "payment.status_changed"?: boolean;
            "payout.created"?: boolean;
            "payout.status_changed"?: boolean;
        };
        WebhookUpsertRequest: {
            /** Format: uri */
            endpoint_url: string;
            events: components["schemas"]["WebhookEventSubscriptions"];
        };
        WebhookDeleteRequest: {
            /** Format: uri */
            endpoint_url: string;
        };
        WebhookDeliveryAttempt: {
            number: number;
            /** Format: date-time */
            attempted_at: string;
            status_code: number | null;
            duration_ms: number;
            error: string | null;
            next_attempt_at: string | null;
        };
        WebhookDelivery: {
            id: string;
            event_id: string;
            event_type: string;
            object: string;
            endpoint_id: string;
            endpoint_url: string;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
            attempt_count: number;
            last_status_code: number | null;
            next_attempt_at: string | null;
            resend_of: string | null;
            payload: {
                id: string;
                object: string;
                type: string;
                occurred_at: string;
                data: {
                    id: string;
                };
            };
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            completed_at: string | null;
        };
        WebhookDeliveryWithAttempts: {
            id: string;
            event_id: string;
            event_type: string;
            object: string;
            endpoint_id: string;
            endpoint_url: string;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
            attempt_count: number;
            last_status_code: number | null;
            next_attempt_at: string | null;
            resend_of: string | null;
            payload: {
                id: string;
                object: string;
                type: string;
                occurred_at: string;
                data: {
                    id: string;
                };
            };
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            completed_at: string | null;
            attempts: components["schemas"]["WebhookDeliveryAttempt"][];
        };
        WebhookTestRequest: {
            /** Format: uri */
            endpoint_url: string;
        };
        Shipment: {
            id: string;
            merchant_invoice_id: string;
            /** @enum {string} */
            fulfillment_method: "shipping_provider" | "self_delivery" | "customer_pickup" | "services_only";
            shipment_tracking_number: string | null;
            shipment_courier: string | null;
            /**
             * @description verified by the courier (sync) or by Netline staff
             * @enum {string}
             */
            verification_status: "verified" | "pending";
            /** @description the courier status, e.g. delivered */
            tracking_status: string | null;
            /** @description the courier sub-status, e.g. delivered_001 */
            tracking_substatus: string | null;
            expected_delivery: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        ShipmentFile: {
            /** Format: uri */
            url: string;
            size: number;
            metadata?: {
                original_filename?: string;
            };
        };
        ShipmentCreateRequest: {
            merchant_invoice_id: string;
            /**
             * @default shipping_provider
             * @enum {string}
             */
            fulfillment_method: "shipping_provider" | "self_delivery" | "customer_pickup" | "services_only";
            shipment_tracking_number?: string | null;
            shipment_courier?: string | null;
            file?: components["schemas"]["ShipmentFile"] | null;
        };
        ShipmentUpdateRequest: {
            merchant_invoice_id?: string;
            /** @description not updatable */
            fulfillment_method?: unknown;
            shipment_tracking_number?: string | null;
            shipment_courier?: string | null;
            file?: components["schemas"]["ShipmentFile"] | null;
        };
        ShipmentSignUploadRequest: {
            filename: string;
            /** @enum {string} */
            content_type: "application/pdf" | "image/jpeg" | "image/png";
            size: number;
        };
        ShipmentSignedUpload: {
            /** @description PUT the file bytes here with the same Content-Type; single use */
            upload_url: string;
            /** @constant */
            method: "PUT";
            headers: {
                "content-type": string;
            };
            /** Format: date-time */
            expires_at: string;
            /** @description what to send as `file` in a shipment once the upload succeeded */
            file: components["schemas"]["ShipmentFile"];
        };
        CreditLedgerEntry: {
            id: string;
            customer_id: string;
            /** @enum {string} */
            kind: "line_change" | "invoice_reserved" | "advance_reserved" | "reservation_released" | "invoice_voided" | "invoice_canceled" | "payment_received" | "payment_reversed" | "credit_note_applied" | "credit_note_voided" | "charge_authorized" | "charge_captured" | "charge_canceled";
            /** @description Size of the movement in dollars (always ≥ 0) */
            amount: number;
            /** @description US dollars, at most two decimals */
            approved_change: number;
            /** @description US dollars, at most two decimals */
            balance_change: number;
            /** @description US dollars, at most two decimals */
            authorized_change: number;
            /** @description US dollars, at most two decimals */
            unapplied_payments_change: number;
            invoice_id: string | null;
            /** @description The invoice, payment, credit note, charge or decision that caused it */
            reference: string;
            /** Format: date-time */
            created_at: string;
        };
        SandboxClockAdvanceRequest: {
            days: number;
        };
        SandboxClockAdvanceResponse: {
            merchant_id: string;
            days: number;
            /**
             * Format: date-time
             * @description The merchant's sandbox time after the advance
             */
            now: string;
        };
        Charge: {
            id: string;
            number: string;
            customer_id: string;
            /** @description Authorized amount */
            amount: number;
            /** @description US dollars, at most two decimals */
            amount_captured: number;
            /** @description US dollars, at most two decimals */
            amount_refunded: number;
            /** @enum {string} */
            terms: "due_upon_receipt" | "net7" | "net10" | "net10th" | "net15" | "net20" | "net30" | "net45" | "net60" | "net75" | "net90" | "net120" | "net180";
            canceled: boolean;
            canceled_at: string | null;
            captured: boolean;
            captured_at: string | null;
            /** @description The invoice the capture created */
            merchant_invoice_id: string | null;
            invoice_url: string | null;
            order_number: string | null;
            po_number: string | null;
            metadata: {
                [key: string]: unknown;
            };
            /** @description US dollars, at most two decimals */
            fee: number;
            /** @description US dollars, at most two decimals */
            fee_refunded: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        ChargeUpdateRequest: {
            amount?: number;
            invoice_url?: string | null;
            order_number?: string | null;
            po_number?: string | null;
            /** @description Your own key-value data: at most 50 keys, nested at most 3 levels, 8,000 characters as JSON */
            metadata?: {
                [key: string]: unknown;
            };
            user_id?: string | null;
            /** @constant */
            captured?: true;
            /** @constant */
            canceled?: true;
        };
        ChargeCaptureRequest: {
            amount?: number;
            order_number?: string | null;
            po_number?: string | null;
        };
        SandboxChargeRequest: {
            customer_id: string;
            amount: number;
            /** @enum {string} */
            terms: "due_upon_receipt" | "net7" | "net10" | "net10th" | "net15" | "net20" | "net30" | "net45" | "net60" | "net75" | "net90" | "net120" | "net180";
            order_number?: string | null;
            po_number?: string | null;
            /** @description Your own key-value data: at most 50 keys, nested at most 3 levels, 8,000 characters as JSON */
            metadata?: {
                [key: string]: unknown;
            };
        };
        AgingBuckets: {
            /** @description Not yet due (due today or later) */
            current: number;
            /** @description 1 to 30 days past due */
            days_1_30: number;
            /** @description 31 to 60 days past due */
            days_31_60: number;
            /** @description 61 to 90 days past due */
            days_61_90: number;
            /** @description More than 90 days past due */
            days_over_90: number;
        };
        CustomerAging: {
            customer_id: string;
            /** @description Sent invoices with a balance, neither voided nor canceled */
            open_invoices: number;
            /** @description Outstanding balance of those invoices */
            total: number;
            buckets: components["schemas"]["AgingBuckets"];
            /** @description Every invoice sent to the customer, at the amount it was sent for */
            invoiced: number;
            /** @description Settled payments, less reversed ones */
            paid: number;
            /** @description Applied credit notes, less voided ones */
            credited: number;
        };
        ArAgingReport: {
            /** @constant */
            object: "ar_aging_report";
            merchant_id: string;
            /**
             * Format: date-time
             * @description The merchant's time the balances were aged at
             */
            as_of: string;
            /** @description Every open balance; the sum of the buckets */
            total: number;
            buckets: components["schemas"]["AgingBuckets"];
            /** @description Customers with any invoice, payment or credit note, by outstanding balance (largest first) */
            customers: components["schemas"]["CustomerAging"][];
        };
        DsoReport: {
            /** @constant */
            object: "dso_report";
            merchant_id: string;
            /**
             * Format: date-time
             * @description The merchant's time the period ends at
             */
            as_of: string;
            /** Format: date-time */
            period_start: string;
            period_days: number;
            /** @description Open balances at the end of the period */
            receivables: number;
            /** @description Amounts of the invoices sent within the period */
            credit_sales: number;
            /** @description receivables ÷ credit_sales × period_days, rounded to one decimal; null without credit sales in the period */
            dso: number | null;
        };
        ArAgingHistoryPoint: {
            /**
             * Format: date-time
             * @description The end of the day or week (UTC), or the merchant's time now for the last point
             */
            as_of: string;
            /** @description Every balance open at `as_of`; the sum of the buckets */
            total: number;
            buckets: components["schemas"]["AgingBuckets"];
        };
        ArAgingHistory: {
            /** @constant */
            object: "ar_aging_history";
            merchant_id: string;
            /**
             * Format: date-time
             * @description The merchant's time the history ends at (the last point's `as_of`)
             */
            as_of: string;
            /** @enum {string} */
            interval: "day" | "week";
            days: number;
            /** @description Oldest first; each the open balances as they stood at its `as_of`, aged at that time */
            points: components["schemas"]["ArAgingHistoryPoint"][];
        };
        Email: {
            id: string;
            /** @enum {string} */
            kind: "invoice" | "reminder" | "receipt" | "enrollment_offer";
            /** @enum {string} */
            status: "queued" | "sent" | "captured" | "failed";
            /** @description Recipients; empty until the message is composed, and on a message with nobody to send to */
            to: string[];
            reply_to: string | null;
            /** @description Null until the message is composed */
            subject: string | null;
            /** @description The plain-text part as composed (the HTML part says the same) */
            text: string | null;
            customer_id: string;
            invoice_id: string | null;
            payment_id: string | null;
            /** @description A reminder: its step of the schedule, in days from the due date */
            reminder_offset_days: number | null;
            /** @description File names attached (the invoice PDF on an invoice message) */
            attachments: string[];
            /** @description Deliveries tried */
            attempts: number;
            last_error: string | null;
            next_attempt_at: string | null;
            sent_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        CollectionSettings: {
            reminders_enabled: boolean;
            /** @description Days relative to the due date, ascending (negative: before it) */
            reminder_schedule: number[];
            /** @description Where customers' replies go; null: no Reply-To */
            reply_to: string | null;
            /** @description Which kinds of message are sent */
            emails: {
                invoice: boolean;
                reminder: boolean;
                receipt: boolean;
                enrollment_offer: boolean;
            };
            updated_at: string | null;
        };
        CollectionSettingsUpdateRequest: {
            reminders_enabled?: boolean;
            /** @description Days relative to the due date, -30 to 120, 1 to 10 distinct steps */
            reminder_schedule?: number[];
            reply_to?: string | null;
            emails?: {
                invoice?: boolean;
                reminder?: boolean;
                receipt?: boolean;
                enrollment_offer?: boolean;
            };
        };
        CustomerCollections: {
            customer_id: string;
            /** @description Off: this customer gets no reminders whatever the merchant's schedule */
            reminders_enabled: boolean;
            updated_at: string | null;
        };
        CustomerCollectionsUpdateRequest: {
            reminders_enabled: boolean;
        };
        OverdueInvoice: {
            invoice_id: string;
            number: string;
            customer_id: string;
            /** @description The customer's business name; null when it cannot be read right now */
            customer_name: string | null;
            /** @description The invoice amount, US dollars */
            amount_due: number;
            /** @description What is still owed, US dollars */
            amount_balance: number;
            /** Format: date-time */
            due_at: string;
            /** @description Whole days past `due_at` on the merchant's clock, as on the invoice (0 in the first day) */
            days_overdue: number;
            /**
             * @description The AR-ageing bucket of the balance (started days past due, as `GET /reports/ar-aging` counts them)
             * @enum {string}
             */
            bucket: "days_1_30" | "days_31_60" | "days_61_90" | "days_over_90";
            /** @description When the latest reminder email about the invoice was written (scheduled or on request); null: none */
            last_reminder_at: string | null;
            /** @description When the next step of the reminder schedule falls due for the invoice (a time already past: the next collections pass sends it); null when reminders are off for the merchant or the customer, reminder emails are switched off, or no step is left */
            next_reminder_at: string | null;
        };
        ChargeList: {
            count: number;
            page: number;
            limit: number;
            results: components["schemas"]["Charge"][];
        };
        EmailList: {
            count: number;
            page: number;
            limit: number;
            results: components["schemas"]["Email"][];
        };
        OverdueInvoiceList: {
            count: number;
            page: number;
            limit: number;
            results: components["schemas"]["OverdueInvoice"][];
        };
        CreditNoteList: {
            count: number;
            page: number;
            limit: number;
            results: components["schemas"]["CreditNote"][];
        };
        CustomerList: {
            count: number;
            page: number;
            limit: number;
            results: components["schemas"]["Customer"][];
        };
        CreditLedgerList: {
            count: number;
            page: number;
            limit: number;
            results: components["schemas"]["CreditLedgerEntry"][];
        };
        InvoiceList: {
            count: number;
            page: number;
            limit: number;
            results: components["schemas"]["Invoice"][];
        };
        PaymentList: {
            count: number;
            page: number;
            limit: number;
            results: components["schemas"]["Payment"][];
        };
        PayoutList: {
            count: number;
            page: number;
            limit: number;
            results: components["schemas"]["Payout"][];
        };
        PayoutTransactionList: {
            count: number;
            page: number;
            limit: number;
            results: components["schemas"]["PayoutTransaction"][];
        };
        ShipmentList: {
            count: number;
            page: number;
            limit: number;
            results: components["schemas"]["Shipment"][];
        };
        WebhookEndpointList: {
            count: number;
            page: number;
            limit: number;
            results: components["schemas"]["WebhookEndpoint"][];
        };
        WebhookEndpointArray: components["schemas"]["WebhookEndpoint"][];
        WebhookDeliveryList: {
            count: number;
            page: number;
            limit: number;
            results: components["schemas"]["WebhookDelivery"][];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    issueAccessKeyToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "client_id": "client_8f2k1Q",
                 *       "client_secret": "client secret",
                 *       "audience": "mcp"
                 *     }
                 */
                "application/json": components["schemas"]["IssueAccessKeyTokenRequest"];
                "application/x-www-form-urlencoded": components["schemas"]["IssueAccessKeyTokenRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "access_token": "access token",
                     *       "token_type": "Bearer",
                     *       "expires_in": 25,
                     *       "scope": "scope"
                     *     }
                     */
                    "application/json": components["schemas"]["AccessKeyTokenResponse"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than the operation accepts (`invalid_request`) */
            413: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "The request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not of a content type the operation accepts (`invalid_request`) */
            415: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "Send the request body as application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getJsonWebKeySet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "keys": [
                     *         {
                     *           "kid": "kid",
                     *           "kty": "kty",
                     *           "crv": "crv",
                     *           "x": "x",
                     *           "y": "y",
                     *           "alg": "alg",
                     *           "use": "use"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["JsonWebKeySet"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCustomers: {
        parameters: {
            query?: {
                /** @description Maximum number of records (25..100, default 25) */
                limit?: number;
                /** @description Multiplier of limit: records start at position page × limit (default 0) */
                page?: number;
                /** @description Filter on email (eq); filter[email] is shorthand */
                "filter[email][eq]"?: string;
                /** @description email starts with this text, ignoring case (1..100 characters) */
                "filter[email][prefix]"?: string;
                /** @description Filter on business_name (eq); filter[business_name] is shorthand */
                "filter[business_name][eq]"?: string;
                /** @description business_name starts with this text, ignoring case (1..100 characters) */
                "filter[business_name][prefix]"?: string;
                /** @description Filter on created_at (eq); filter[created_at] is shorthand */
                "filter[created_at][eq]"?: string;
                /** @description Filter on created_at (gt) */
                "filter[created_at][gt]"?: string;
                /** @description Filter on created_at (lt) */
                "filter[created_at][lt]"?: string;
                /** @description Filter on created_at (gte) */
                "filter[created_at][gte]"?: string;
                /** @description Filter on created_at (lte) */
                "filter[created_at][lte]"?: string;
                /** @description Filter on amount_approved (eq); filter[amount_approved] is shorthand */
                "filter[amount_approved][eq]"?: string;
                /** @description Filter on amount_approved (gt) */
                "filter[amount_approved][gt]"?: string;
                /** @description Filter on amount_approved (lt) */
                "filter[amount_approved][lt]"?: string;
                /** @description Filter on amount_approved (gte) */
                "filter[amount_approved][gte]"?: string;
                /** @description Filter on amount_approved (lte) */
                "filter[amount_approved][lte]"?: string;
                /** @description Filter on amount_available (eq); filter[amount_available] is shorthand */
                "filter[amount_available][eq]"?: string;
                /** @description Filter on amount_available (gt) */
                "filter[amount_available][gt]"?: string;
                /** @description Filter on amount_available (lt) */
                "filter[amount_available][lt]"?: string;
                /** @description Filter on amount_available (gte) */
                "filter[amount_available][gte]"?: string;
                /** @description Filter on amount_available (lte) */
                "filter[amount_available][lte]"?: string;
                /** @description Filter on amount_authorized (eq); filter[amount_authorized] is shorthand */
                "filter[amount_authorized][eq]"?: string;
                /** @description Filter on amount_authorized (gt) */
                "filter[amount_authorized][gt]"?: string;
                /** @description Filter on amount_authorized (lt) */
                "filter[amount_authorized][lt]"?: string;
                /** @description Filter on amount_authorized (gte) */
                "filter[amount_authorized][gte]"?: string;
                /** @description Filter on amount_authorized (lte) */
                "filter[amount_authorized][lte]"?: string;
                /** @description Filter on amount_balance (eq); filter[amount_balance] is shorthand */
                "filter[amount_balance][eq]"?: string;
                /** @description Filter on amount_balance (gt) */
                "filter[amount_balance][gt]"?: string;
                /** @description Filter on amount_balance (lt) */
                "filter[amount_balance][lt]"?: string;
                /** @description Filter on amount_balance (gte) */
                "filter[amount_balance][gte]"?: string;
                /** @description Filter on amount_balance (lte) */
                "filter[amount_balance][lte]"?: string;
                /** @description Filter on amount_unapplied_payments (eq); filter[amount_unapplied_payments] is shorthand */
                "filter[amount_unapplied_payments][eq]"?: string;
                /** @description Filter on amount_unapplied_payments (gt) */
                "filter[amount_unapplied_payments][gt]"?: string;
                /** @description Filter on amount_unapplied_payments (lt) */
                "filter[amount_unapplied_payments][lt]"?: string;
                /** @description Filter on amount_unapplied_payments (gte) */
                "filter[amount_unapplied_payments][gte]"?: string;
                /** @description Filter on amount_unapplied_payments (lte) */
                "filter[amount_unapplied_payments][lte]"?: string;
                /** @description Filter on advance_rate (eq); filter[advance_rate] is shorthand */
                "filter[advance_rate][eq]"?: string;
                /** @description Filter on advance_rate (gt) */
                "filter[advance_rate][gt]"?: string;
                /** @description Filter on advance_rate (lt) */
                "filter[advance_rate][lt]"?: string;
                /** @description Filter on advance_rate (gte) */
                "filter[advance_rate][gte]"?: string;
                /** @description Filter on advance_rate (lte) */
                "filter[advance_rate][lte]"?: string;
                /** @description Filter on archived (eq); filter[archived] is shorthand */
                "filter[archived][eq]"?: string;
                /** @description Filter on archived (ne) */
                "filter[archived][ne]"?: string;
                /** @description Sort by id, created_at, amount_approved, amount_available, business_name; prefix with - for descending, comma-separated for several (default -created_at) */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "count": 1,
                     *       "page": 0,
                     *       "limit": 25,
                     *       "results": [
                     *         {
                     *           "id": "id_8f2k1Q",
                     *           "created_at": "2026-01-15T17:30:00.000Z",
                     *           "updated_at": "2026-01-15T17:30:00.000Z",
                     *           "source": "QUICKBOOKS",
                     *           "business_address": "business address",
                     *           "business_city": "business city",
                     *           "business_state": "business state",
                     *           "business_zip": "business zip",
                     *           "business_country": "business country",
                     *           "business_age_range": "0-2",
                     *           "business_ap_email": "ap@example.com",
                     *           "business_ap_phone": "business ap phone",
                     *           "business_ap_phone_extension": "business ap phone extension",
                     *           "business_name": "business name",
                     *           "business_trade_name": "business trade name",
                     *           "business_phone": "business phone",
                     *           "business_type": "sole_prop_or_partnership",
                     *           "email": "ap@example.com",
                     *           "personal_name_first": "personal name first",
                     *           "personal_name_last": "personal name last",
                     *           "personal_phone": "personal phone",
                     *           "amount_approved": 1250.5,
                     *           "amount_authorized": 1250.5,
                     *           "amount_available": 1250.5,
                     *           "amount_balance": 1250.5,
                     *           "amount_unapplied_payments": 1250.5,
                     *           "default_terms": "net7",
                     *           "advance_rate": 0.8,
                     *           "credit_status": "approved",
                     *           "net_terms_status": "enrolled",
                     *           "net_terms_enrollment_url": "https://example.com/netline",
                     *           "net_terms_enrollment_expires_at": "2026-01-15T17:30:00.000Z",
                     *           "credit_check_requested_at": "2026-01-15T17:30:00.000Z",
                     *           "archived": false,
                     *           "duns_number": "duns number",
                     *           "credit_decisions": [
                     *             {
                     *               "id": "id_8f2k1Q",
                     *               "created_at": "2026-01-15T17:30:00.000Z",
                     *               "decision": "approved",
                     *               "amount": 1250.5,
                     *               "advance_rate": 0.8,
                     *               "decline_code": "no_business_found",
                     *               "hold_code": "past_due"
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CustomerList"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createCustomer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 hours when the same key is sent again; the same key with another body is a 400, and a duplicate sent while the first is still running gets 409 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "business_address": "business address",
                 *       "business_city": "business city",
                 *       "business_state": "business state",
                 *       "business_zip": "business zip",
                 *       "business_country": "US",
                 *       "business_name": "business name",
                 *       "email": "ap@example.com",
                 *       "business_ap_email": "ap@example.com",
                 *       "business_ap_phone": "business ap phone",
                 *       "business_ap_phone_extension": "business ap phon",
                 *       "default_terms": "net7"
                 *     }
                 */
                "application/json": components["schemas"]["CustomerCreateRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id_8f2k1Q",
                     *       "created_at": "2026-01-15T17:30:00.000Z",
                     *       "updated_at": "2026-01-15T17:30:00.000Z",
                     *       "source": "QUICKBOOKS",
                     *       "business_address": "business address",
                     *       "business_city": "business city",
                     *       "business_state": "business state",
                     *       "business_zip": "business zip",
                     *       "business_country": "business country",
                     *       "business_age_range": "0-2",
                     *       "business_ap_email": "ap@example.com",
                     *       "business_ap_phone": "business ap phone",
                     *       "business_ap_phone_extension": "business ap phone extension",
                     *       "business_name": "business name",
                     *       "business_trade_name": "business trade name",
                     *       "business_phone": "business phone",
                     *       "business_type": "sole_prop_or_partnership",
                     *       "email": "ap@example.com",
                     *       "personal_name_first": "personal name first",
                     *       "personal_name_last": "personal name last",
                     *       "personal_phone": "personal phone",
                     *       "amount_approved": 1250.5,
                     *       "amount_authorized": 1250.5,
                     *       "amount_available": 1250.5,
                     *       "amount_balance": 1250.5,
                     *       "amount_unapplied_payments": 1250.5,
                     *       "default_terms": "net7",
                     *       "advance_rate": 0.8,
                     *       "credit_status": "approved",
                     *       "net_terms_status": "enrolled",
                     *       "net_terms_enrollment_url": "https://example.com/netline",
                     *       "net_terms_enrollment_expires_at": "2026-01-15T17:30:00.000Z",
                     *       "credit_check_requested_at": "2026-01-15T17:30:00.000Z",
                     *       "archived": false,
                     *       "duns_number": "duns number",
                     *       "credit_decisions": [
                     *         {
                     *           "id": "id_8f2k1Q",
                     *           "created_at": "2026-01-15T17:30:00.000Z",
                     *           "decision": "approved",
                     *           "amount": 1250.5,
                     *           "advance_rate": 0.8,
                     *           "decline_code": "no_business_found",
                     *           "hold_code": "past_due"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is in progress (`conflict_error`) */
            409: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "conflict_error",
                     *         "message": "A request with this Idempotency-Key is still in progress; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than the operation accepts (`invalid_request`) */
            413: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "The request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not of a content type the operation accepts (`invalid_request`) */
            415: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "Send the request body as application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    fetchCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customer_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id_8f2k1Q",
                     *       "created_at": "2026-01-15T17:30:00.000Z",
                     *       "updated_at": "2026-01-15T17:30:00.000Z",
                     *       "source": "QUICKBOOKS",
                     *       "business_address": "business address",
                     *       "business_city": "business city",
                     *       "business_state": "business state",
                     *       "business_zip": "business zip",
                     *       "business_country": "business country",
                     *       "business_age_range": "0-2",
                     *       "business_ap_email": "ap@example.com",
                     *       "business_ap_phone": "business ap phone",
                     *       "business_ap_phone_extension": "business ap phone extension",
                     *       "business_name": "business name",
                     *       "business_trade_name": "business trade name",
                     *       "business_phone": "business phone",
                     *       "business_type": "sole_prop_or_partnership",
                     *       "email": "ap@example.com",
                     *       "personal_name_first": "personal name first",
                     *       "personal_name_last": "personal name last",
                     *       "personal_phone": "personal phone",
                     *       "amount_approved": 1250.5,
                     *       "amount_authorized": 1250.5,
                     *       "amount_available": 1250.5,
                     *       "amount_balance": 1250.5,
                     *       "amount_unapplied_payments": 1250.5,
                     *       "default_terms": "net7",
                     *       "advance_rate": 0.8,
                     *       "credit_status": "approved",
                     *       "net_terms_status": "enrolled",
                     *       "net_terms_enrollment_url": "https://example.com/netline",
                     *       "net_terms_enrollment_expires_at": "2026-01-15T17:30:00.000Z",
                     *       "credit_check_requested_at": "2026-01-15T17:30:00.000Z",
                     *       "archived": false,
                     *       "duns_number": "duns number",
                     *       "credit_decisions": [
                     *         {
                     *           "id": "id_8f2k1Q",
                     *           "created_at": "2026-01-15T17:30:00.000Z",
                     *           "decision": "approved",
                     *           "amount": 1250.5,
                     *           "advance_rate": 0.8,
                     *           "decline_code": "no_business_found",
                     *           "hold_code": "past_due"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateCustomer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 hours when the same key is sent again; the same key with another body is a 400, and a duplicate sent while the first is still running gets 409 */
                "Idempotency-Key"?: string;
            };
            path: {
                customer_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "business_address": "business address",
                 *       "business_city": "business city",
                 *       "business_state": "business state",
                 *       "business_zip": "business zip",
                 *       "business_country": "US",
                 *       "business_name": "business name",
                 *       "email": "ap@example.com",
                 *       "business_ap_email": "ap@example.com",
                 *       "business_ap_phone": "business ap phone",
                 *       "business_ap_phone_extension": "business ap phon",
                 *       "default_terms": "net7"
                 *     }
                 */
                "application/json": components["schemas"]["CustomerUpdateRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id_8f2k1Q",
                     *       "created_at": "2026-01-15T17:30:00.000Z",
                     *       "updated_at": "2026-01-15T17:30:00.000Z",
                     *       "source": "QUICKBOOKS",
                     *       "business_address": "business address",
                     *       "business_city": "business city",
                     *       "business_state": "business state",
                     *       "business_zip": "business zip",
                     *       "business_country": "business country",
                     *       "business_age_range": "0-2",
                     *       "business_ap_email": "ap@example.com",
                     *       "business_ap_phone": "business ap phone",
                     *       "business_ap_phone_extension": "business ap phone extension",
                     *       "business_name": "business name",
                     *       "business_trade_name": "business trade name",
                     *       "business_phone": "business phone",
                     *       "business_type": "sole_prop_or_partnership",
                     *       "email": "ap@example.com",
                     *       "personal_name_first": "personal name first",
                     *       "personal_name_last": "personal name last",
                     *       "personal_phone": "personal phone",
                     *       "amount_approved": 1250.5,
                     *       "amount_authorized": 1250.5,
                     *       "amount_available": 1250.5,
                     *       "amount_balance": 1250.5,
                     *       "amount_unapplied_payments": 1250.5,
                     *       "default_terms": "net7",
                     *       "advance_rate": 0.8,
                     *       "credit_status": "approved",
                     *       "net_terms_status": "enrolled",
                     *       "net_terms_enrollment_url": "https://example.com/netline",
                     *       "net_terms_enrollment_expires_at": "2026-01-15T17:30:00.000Z",
                     *       "credit_check_requested_at": "2026-01-15T17:30:00.000Z",
                     *       "archived": false,
                     *       "duns_number": "duns number",
                     *       "credit_decisions": [
                     *         {
                     *           "id": "id_8f2k1Q",
                     *           "created_at": "2026-01-15T17:30:00.000Z",
                     *           "decision": "approved",
                     *           "amount": 1250.5,
                     *           "advance_rate": 0.8,
                     *           "decline_code": "no_business_found",
                     *           "hold_code": "past_due"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is in progress (`conflict_error`) */
            409: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "conflict_error",
                     *         "message": "A request with this Idempotency-Key is still in progress; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than the operation accepts (`invalid_request`) */
            413: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "The request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not of a content type the operation accepts (`invalid_request`) */
            415: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "Send the request body as application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    requestCustomerCreditCheck: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 hours when the same key is sent again; the same key with another body is a 400, and a duplicate sent while the first is still running gets 409 */
                "Idempotency-Key"?: string;
            };
            path: {
                customer_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount_requested": 1250.5,
                 *       "has_purchase_history": false,
                 *       "has_purchase_terms_history": false,
                 *       "business_description": "business description"
                 *     }
                 */
                "application/json": components["schemas"]["CustomerCreditCheckRequest"];
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is in progress (`conflict_error`) */
            409: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "conflict_error",
                     *         "message": "A request with this Idempotency-Key is still in progress; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than the operation accepts (`invalid_request`) */
            413: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "The request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not of a content type the operation accepts (`invalid_request`) */
            415: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "Send the request body as application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request is refused in the current state (`invalid_request`) */
            422: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "Credit check already created for this customer."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "enroll-a-customer": {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 hours when the same key is sent again; the same key with another body is a 400, and a duplicate sent while the first is still running gets 409 */
                "Idempotency-Key"?: string;
            };
            path: {
                customer_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id_8f2k1Q",
                     *       "created_at": "2026-01-15T17:30:00.000Z",
                     *       "updated_at": "2026-01-15T17:30:00.000Z",
                     *       "source": "QUICKBOOKS",
                     *       "business_address": "business address",
                     *       "business_city": "business city",
                     *       "business_state": "business state",
                     *       "business_zip": "business zip",
                     *       "business_country": "business country",
                     *       "business_age_range": "0-2",
                     *       "business_ap_email": "ap@example.com",
                     *       "business_ap_phone": "business ap phone",
                     *       "business_ap_phone_extension": "business ap phone extension",
                     *       "business_name": "business name",
                     *       "business_trade_name": "business trade name",
                     *       "business_phone": "business phone",
                     *       "business_type": "sole_prop_or_partnership",
                     *       "email": "ap@example.com",
                     *       "personal_name_first": "personal name first",
                     *       "personal_name_last": "personal name last",
                     *       "personal_phone": "personal phone",
                     *       "amount_approved": 1250.5,
                     *       "amount_authorized": 1250.5,
                     *       "amount_available": 1250.5,
                     *       "amount_balance": 1250.5,
                     *       "amount_unapplied_payments": 1250.5,
                     *       "default_terms": "net7",
                     *       "advance_rate": 0.8,
                     *       "credit_status": "approved",
                     *       "net_terms_status": "enrolled",
                     *       "net_terms_enrollment_url": "https://example.com/netline",
                     *       "net_terms_enrollment_expires_at": "2026-01-15T17:30:00.000Z",
                     *       "credit_check_requested_at": "2026-01-15T17:30:00.000Z",
                     *       "archived": false,
                     *       "duns_number": "duns number",
                     *       "credit_decisions": [
                     *         {
                     *           "id": "id_8f2k1Q",
                     *           "created_at": "2026-01-15T17:30:00.000Z",
                     *           "decision": "approved",
                     *           "amount": 1250.5,
                     *           "advance_rate": 0.8,
                     *           "decline_code": "no_business_found",
                     *           "hold_code": "past_due"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is in progress (`conflict_error`) */
            409: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "conflict_error",
                     *         "message": "A request with this Idempotency-Key is still in progress; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCustomerLedger: {
        parameters: {
            query?: {
                /** @description Maximum number of records (25..100, default 25) */
                limit?: number;
                /** @description Multiplier of limit: records start at position page × limit (default 0) */
                page?: number;
                /** @description Filter on kind (eq); filter[kind] is shorthand */
                "filter[kind][eq]"?: "line_change" | "invoice_reserved" | "advance_reserved" | "reservation_released" | "invoice_voided" | "invoice_canceled" | "payment_received" | "payment_reversed" | "credit_note_applied" | "credit_note_voided" | "charge_authorized" | "charge_captured" | "charge_canceled";
                /** @description Filter on invoice_id (eq); filter[invoice_id] is shorthand */
                "filter[invoice_id][eq]"?: string;
                /** @description Filter on created_at (eq); filter[created_at] is shorthand */
                "filter[created_at][eq]"?: string;
                /** @description Filter on created_at (gt) */
                "filter[created_at][gt]"?: string;
                /** @description Filter on created_at (lt) */
                "filter[created_at][lt]"?: string;
                /** @description Filter on created_at (gte) */
                "filter[created_at][gte]"?: string;
                /** @description Filter on created_at (lte) */
                "filter[created_at][lte]"?: string;
                /** @description Sort by created_at; prefix with - for descending (default created_at) */
                sort?: string;
            };
            header?: never;
            path: {
                customer_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "count": 1,
                     *       "page": 0,
                     *       "limit": 25,
                     *       "results": [
                     *         {
                     *           "id": "id_8f2k1Q",
                     *           "customer_id": "customer_8f2k1Q",
                     *           "kind": "line_change",
                     *           "amount": 1250.5,
                     *           "approved_change": 1250.5,
                     *           "balance_change": 1250.5,
                     *           "authorized_change": 1250.5,
                     *           "unapplied_payments_change": 1250.5,
                     *           "invoice_id": "invoice_8f2k1Q",
                     *           "reference": "reference",
                     *           "created_at": "2026-01-15T17:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CreditLedgerList"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    showNetTermsEnrollment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A document (HTML page, PDF or file) */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
        };
    };
    acceptNetTermsEnrollment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A document (HTML page, PDF or file) */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
        };
    };
    listInvoices: {
        parameters: {
            query?: {
                /** @description Maximum number of records (25..100, default 25) */
                limit?: number;
                /** @description Multiplier of limit: records start at position page × limit (default 0) */
                page?: number;
                /** @description Filter on number (eq); filter[number] is shorthand */
                "filter[number][eq]"?: string;
                /** @description number starts with this text, ignoring case (1..100 characters) */
                "filter[number][prefix]"?: string;
                /** @description Filter on order_number (eq); filter[order_number] is shorthand */
                "filter[order_number][eq]"?: string;
                /** @description Filter on po_number (eq); filter[po_number] is shorthand */
                "filter[po_number][eq]"?: string;
                /** @description Filter on customer_id (eq); filter[customer_id] is shorthand */
                "filter[customer_id][eq]"?: string;
                /** @description Filter on advance_requested (eq); filter[advance_requested] is shorthand */
                "filter[advance_requested][eq]"?: string;
                /** @description Filter on created_at (eq); filter[created_at] is shorthand */
                "filter[created_at][eq]"?: string;
                /** @description Filter on created_at (gt) */
                "filter[created_at][gt]"?: string;
                /** @description Filter on created_at (lt) */
                "filter[created_at][lt]"?: string;
                /** @description Filter on created_at (gte) */
                "filter[created_at][gte]"?: string;
                /** @description Filter on created_at (lte) */
                "filter[created_at][lte]"?: string;
                /** @description Filter on fully_paid_at (eq); filter[fully_paid_at] is shorthand */
                "filter[fully_paid_at][eq]"?: string;
                /** @description Filter on fully_paid_at (gt) */
                "filter[fully_paid_at][gt]"?: string;
                /** @description Filter on fully_paid_at (lt) */
                "filter[fully_paid_at][lt]"?: string;
                /** @description Filter on fully_paid_at (gte) */
                "filter[fully_paid_at][gte]"?: string;
                /** @description Filter on fully_paid_at (lte) */
                "filter[fully_paid_at][lte]"?: string;
                /** @description Filter on fully_paid (eq); filter[fully_paid] is shorthand */
                "filter[fully_paid][eq]"?: string;
                /** @description Filter on fully_paid (ne) */
                "filter[fully_paid][ne]"?: string;
                /** @description Filter on archived (eq); filter[archived] is shorthand */
                "filter[archived][eq]"?: string;
                /** @description Filter on archived (ne) */
                "filter[archived][ne]"?: string;
                /** @description Filter on amount_due (eq); filter[amount_due] is shorthand */
                "filter[amount_due][eq]"?: string;
                /** @description Filter on amount_due (gt) */
                "filter[amount_due][gt]"?: string;
                /** @description Filter on amount_due (lt) */
                "filter[amount_due][lt]"?: string;
                /** @description Filter on amount_due (gte) */
                "filter[amount_due][gte]"?: string;
                /** @description Filter on amount_due (lte) */
                "filter[amount_due][lte]"?: string;
                /** @description Filter on amount_balance (eq); filter[amount_balance] is shorthand */
                "filter[amount_balance][eq]"?: string;
                /** @description Filter on amount_balance (gt) */
                "filter[amount_balance][gt]"?: string;
                /** @description Filter on amount_balance (lt) */
                "filter[amount_balance][lt]"?: string;
                /** @description Filter on amount_balance (gte) */
                "filter[amount_balance][gte]"?: string;
                /** @description Filter on amount_balance (lte) */
                "filter[amount_balance][lte]"?: string;
                /** @description Filter on amount_pending (eq); filter[amount_pending] is shorthand */
                "filter[amount_pending][eq]"?: string;
                /** @description Filter on amount_pending (gt) */
                "filter[amount_pending][gt]"?: string;
                /** @description Filter on amount_pending (lt) */
                "filter[amount_pending][lt]"?: string;
                /** @description Filter on amount_pending (gte) */
                "filter[amount_pending][gte]"?: string;
                /** @description Filter on amount_pending (lte) */
                "filter[amount_pending][lte]"?: string;
                /** @description Filter on amount_refunded (eq); filter[amount_refunded] is shorthand */
                "filter[amount_refunded][eq]"?: string;
                /** @description Filter on amount_refunded (gt) */
                "filter[amount_refunded][gt]"?: string;
                /** @description Filter on amount_refunded (lt) */
                "filter[amount_refunded][lt]"?: string;
                /** @description Filter on amount_refunded (gte) */
                "filter[amount_refunded][gte]"?: string;
                /** @description Filter on amount_refunded (lte) */
                "filter[amount_refunded][lte]"?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "count": 1,
                     *       "page": 0,
                     *       "limit": 25,
                     *       "results": [
                     *         {
                     *           "id": "id_8f2k1Q",
                     *           "source": "QUICKBOOKS",
                     *           "customer_id": "customer_8f2k1Q",
                     *           "number": "number",
                     *           "order_number": "order number",
                     *           "po_number": "po number",
                     *           "notes": "notes",
                     *           "line_items": [
                     *             {
                     *               "description": "description",
                     *               "quantity": 1,
                     *               "unit_price": 1250.5,
                     *               "amount": 1250.5
                     *             }
                     *           ],
                     *           "merchant_invoice_url": "https://example.com/netline",
                     *           "merchant_invoice_uploaded": false,
                     *           "resolve_invoice_url": "https://example.com/netline",
                     *           "resolve_invoice_status": "not_generated",
                     *           "invoice_payment_url": "https://example.com/netline",
                     *           "fully_paid": false,
                     *           "fully_paid_at": "2026-01-15T17:30:00.000Z",
                     *           "advanced": false,
                     *           "advance_requested": false,
                     *           "due_at": "2026-01-15T17:30:00.000Z",
                     *           "days_overdue": 25,
                     *           "original_due_at": "2026-01-15T17:30:00.000Z",
                     *           "invoiced_at": "2026-01-15T17:30:00.000Z",
                     *           "sent_at": "2026-01-15T17:30:00.000Z",
                     *           "terms": "due_upon_receipt",
                     *           "amount_payout_due": 1250.5,
                     *           "amount_payout_paid": 1250.5,
                     *           "amount_payout_pending": 1250.5,
                     *           "amount_payout_refunded": 1250.5,
                     *           "amount_payout_balance": 1250.5,
                     *           "payout_fully_paid": false,
                     *           "payout_fully_paid_at": "2026-01-15T17:30:00.000Z",
                     *           "amount_balance": 1250.5,
                     *           "amount_due": 1250.5,
                     *           "amount_refunded": 1250.5,
                     *           "amount_pending": 1250.5,
                     *           "amount_paid": 1250.5,
                     *           "amount_credited": 1250.5,
                     *           "amount_advance": 1250.5,
                     *           "amount_additional_advance": 1250.5,
                     *           "amount_advance_fee": 1250.5,
                     *           "amount_advance_fee_refund": 1250.5,
                     *           "advance_rate": 0.8,
                     *           "advanced_at": "2026-01-15T17:30:00.000Z",
                     *           "amount_customer_fee_total": 1250.5,
                     *           "amount_customer_fee_waived": 1250.5,
                     *           "amount_customer_fee_paid": 1250.5,
                     *           "amount_customer_fee_balance": 1250.5,
                     *           "created_at": "2026-01-15T17:30:00.000Z",
                     *           "updated_at": "2026-01-15T17:30:00.000Z",
                     *           "archived": false,
                     *           "canceled": false,
                     *           "canceled_at": "2026-01-15T17:30:00.000Z",
                     *           "voided": false,
                     *           "voided_at": "2026-01-15T17:30:00.000Z",
                     *           "amount_canceled": 1250.5,
                     *           "amount_voided": 1250.5
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["InvoiceList"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createInvoice: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 hours when the same key is sent again; the same key with another body is a 400, and a duplicate sent while the first is still running gets 409 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "customer_id": "customer_8f2k1Q",
                 *       "number": "number",
                 *       "amount": 1250.5,
                 *       "merchant_invoice_url": "https://example.com/netline",
                 *       "advance_requested": false,
                 *       "terms": "due_upon_receipt",
                 *       "order_number": "order number",
                 *       "po_number": "po number",
                 *       "notes": "notes",
                 *       "line_items": [
                 *         {
                 *           "description": "description",
                 *           "quantity": 1,
                 *           "unit_price": 1250.5,
                 *           "amount": 1250.5
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["InvoiceCreateRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id_8f2k1Q",
                     *       "source": "QUICKBOOKS",
                     *       "customer_id": "customer_8f2k1Q",
                     *       "number": "number",
                     *       "order_number": "order number",
                     *       "po_number": "po number",
                     *       "notes": "notes",
                     *       "line_items": [
                     *         {
                     *           "description": "description",
                     *           "quantity": 1,
                     *           "unit_price": 1250.5,
                     *           "amount": 1250.5
                     *         }
                     *       ],
                     *       "merchant_invoice_url": "https://example.com/netline",
                     *       "merchant_invoice_uploaded": false,
                     *       "resolve_invoice_url": "https://example.com/netline",
                     *       "resolve_invoice_status": "not_generated",
                     *       "invoice_payment_url": "https://example.com/netline",
                     *       "fully_paid": false,
                     *       "fully_paid_at": "2026-01-15T17:30:00.000Z",
                     *       "advanced": false,
                     *       "advance_requested": false,
                     *       "due_at": "2026-01-15T17:30:00.000Z",
                     *       "days_overdue": 25,
                     *       "original_due_at": "2026-01-15T17:30:00.000Z",
                     *       "invoiced_at": "2026-01-15T17:30:00.000Z",
                     *       "sent_at": "2026-01-15T17:30:00.000Z",
                     *       "terms": "due_upon_receipt",
                     *       "amount_payout_due": 1250.5,
                     *       "amount_payout_paid": 1250.5,
                     *       "amount_payout_pending": 1250.5,
                     *       "amount_payout_refunded": 1250.5,
                     *       "amount_payout_balance": 1250.5,
                     *       "payout_fully_paid": false,
                     *       "payout_fully_paid_at": "2026-01-15T17:30:00.000Z",
                     *       "amount_balance": 1250.5,
                     *       "amount_due": 1250.5,
                     *       "amount_refunded": 1250.5,
                     *       "amount_pending": 1250.5,
                     *       "amount_paid": 1250.5,
                     *       "amount_credited": 1250.5,
                     *       "amount_advance": 1250.5,
                     *       "amount_additional_advance": 1250.5,
                     *       "amount_advance_fee": 1250.5,
                     *       "amount_advance_fee_refund": 1250.5,
                     *       "advance_rate": 0.8,
                     *       "advanced_at": "2026-01-15T17:30:00.000Z",
                     *       "amount_customer_fee_total": 1250.5,
                     *       "amount_customer_fee_waived": 1250.5,
                     *       "amount_customer_fee_paid": 1250.5,
                     *       "amount_customer_fee_balance": 1250.5,
                     *       "created_at": "2026-01-15T17:30:00.000Z",
                     *       "updated_at": "2026-01-15T17:30:00.000Z",
                     *       "archived": false,
                     *       "canceled": false,
                     *       "canceled_at": "2026-01-15T17:30:00.000Z",
                     *       "voided": false,
                     *       "voided_at": "2026-01-15T17:30:00.000Z",
                     *       "amount_canceled": 1250.5,
                     *       "amount_voided": 1250.5
                     *     }
                     */
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is in progress (`conflict_error`) */
            409: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "conflict_error",
                     *         "message": "A request with this Idempotency-Key is still in progress; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than the operation accepts (`invalid_request`) */
            413: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "The request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not of a content type the operation accepts (`invalid_request`) */
            415: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "Send the request body as application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    fetchInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invoice_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id_8f2k1Q",
                     *       "source": "QUICKBOOKS",
                     *       "customer_id": "customer_8f2k1Q",
                     *       "number": "number",
                     *       "order_number": "order number",
                     *       "po_number": "po number",
                     *       "notes": "notes",
                     *       "line_items": [
                     *         {
                     *           "description": "description",
                     *           "quantity": 1,
                     *           "unit_price": 1250.5,
                     *           "amount": 1250.5
                     *         }
                     *       ],
                     *       "merchant_invoice_url": "https://example.com/netline",
                     *       "merchant_invoice_uploaded": false,
                     *       "resolve_invoice_url": "https://example.com/netline",
                     *       "resolve_invoice_status": "not_generated",
                     *       "invoice_payment_url": "https://example.com/netline",
                     *       "fully_paid": false,
                     *       "fully_paid_at": "2026-01-15T17:30:00.000Z",
                     *       "advanced": false,
                     *       "advance_requested": false,
                     *       "due_at": "2026-01-15T17:30:00.000Z",
                     *       "days_overdue": 25,
                     *       "original_due_at": "2026-01-15T17:30:00.000Z",
                     *       "invoiced_at": "2026-01-15T17:30:00.000Z",
                     *       "sent_at": "2026-01-15T17:30:00.000Z",
                     *       "terms": "due_upon_receipt",
                     *       "amount_payout_due": 1250.5,
                     *       "amount_payout_paid": 1250.5,
                     *       "amount_payout_pending": 1250.5,
                     *       "amount_payout_refunded": 1250.5,
                     *       "amount_payout_balance": 1250.5,
                     *       "payout_fully_paid": false,
                     *       "payout_fully_paid_at": "2026-01-15T17:30:00.000Z",
                     *       "amount_balance": 1250.5,
                     *       "amount_due": 1250.5,
                     *       "amount_refunded": 1250.5,
                     *       "amount_pending": 1250.5,
                     *       "amount_paid": 1250.5,
                     *       "amount_credited": 1250.5,
                     *       "amount_advance": 1250.5,
                     *       "amount_additional_advance": 1250.5,
                     *       "amount_advance_fee": 1250.5,
                     *       "amount_advance_fee_refund": 1250.5,
                     *       "advance_rate": 0.8,
                     *       "advanced_at": "2026-01-15T17:30:00.000Z",
                     *       "amount_customer_fee_total": 1250.5,
                     *       "amount_customer_fee_waived": 1250.5,
                     *       "amount_customer_fee_paid": 1250.5,
                     *       "amount_customer_fee_balance": 1250.5,
                     *       "created_at": "2026-01-15T17:30:00.000Z",
                     *       "updated_at": "2026-01-15T17:30:00.000Z",
                     *       "archived": false,
                     *       "canceled": false,
                     *       "canceled_at": "2026-01-15T17:30:00.000Z",
                     *       "voided": false,
                     *       "voided_at": "2026-01-15T17:30:00.000Z",
                     *       "amount_canceled": 1250.5,
                     *       "amount_voided": 1250.5
                     *     }
                     */
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateInvoice: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 hours when the same key is sent again; the same key with another body is a 400, and a duplicate sent while the first is still running gets 409 */
                "Idempotency-Key"?: string;
            };
            path: {
                invoice_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "customer_id": "customer_8f2k1Q",
                 *       "number": "number",
                 *       "amount": 1250.5,
                 *       "merchant_invoice_url": "https://example.com/netline",
                 *       "advance_requested": false,
                 *       "terms": "due_upon_receipt",
                 *       "order_number": "order number",
                 *       "po_number": "po number",
                 *       "notes": "notes",
                 *       "line_items": [
                 *         {
                 *           "description": "description",
                 *           "quantity": 1,
                 *           "unit_price": 1250.5,
                 *           "amount": 1250.5
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["InvoiceUpdateRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id_8f2k1Q",
                     *       "source": "QUICKBOOKS",
                     *       "customer_id": "customer_8f2k1Q",
                     *       "number": "number",
                     *       "order_number": "order number",
                     *       "po_number": "po number",
                     *       "notes": "notes",
                     *       "line_items": [
                     *         {
                     *           "description": "description",
                     *           "quantity": 1,
                     *           "unit_price": 1250.5,
                     *           "amount": 1250.5
                     *         }
                     *       ],
                     *       "merchant_invoice_url": "https://example.com/netline",
                     *       "merchant_invoice_uploaded": false,
                     *       "resolve_invoice_url": "https://example.com/netline",
                     *       "resolve_invoice_status": "not_generated",
                     *       "invoice_payment_url": "https://example.com/netline",
                     *       "fully_paid": false,
                     *       "fully_paid_at": "2026-01-15T17:30:00.000Z",
                     *       "advanced": false,
                     *       "advance_requested": false,
                     *       "due_at": "2026-01-15T17:30:00.000Z",
                     *       "days_overdue": 25,
                     *       "original_due_at": "2026-01-15T17:30:00.000Z",
                     *       "invoiced_at": "2026-01-15T17:30:00.000Z",
                     *       "sent_at": "2026-01-15T17:30:00.000Z",
                     *       "terms": "due_upon_receipt",
                     *       "amount_payout_due": 1250.5,
                     *       "amount_payout_paid": 1250.5,
                     *       "amount_payout_pending": 1250.5,
                     *       "amount_payout_refunded": 1250.5,
                     *       "amount_payout_balance": 1250.5,
                     *       "payout_fully_paid": false,
                     *       "payout_fully_paid_at": "2026-01-15T17:30:00.000Z",
                     *       "amount_balance": 1250.5,
                     *       "amount_due": 1250.5,
                     *       "amount_refunded": 1250.5,
                     *       "amount_pending": 1250.5,
                     *       "amount_paid": 1250.5,
                     *       "amount_credited": 1250.5,
                     *       "amount_advance": 1250.5,
                     *       "amount_additional_advance": 1250.5,
                     *       "amount_advance_fee": 1250.5,
                     *       "amount_advance_fee_refund": 1250.5,
                     *       "advance_rate": 0.8,
                     *       "advanced_at": "2026-01-15T17:30:00.000Z",
                     *       "amount_customer_fee_total": 1250.5,
                     *       "amount_customer_fee_waived": 1250.5,
                     *       "amount_customer_fee_paid": 1250.5,
                     *       "amount_customer_fee_balance": 1250.5,
                     *       "created_at": "2026-01-15T17:30:00.000Z",
                     *       "updated_at": "2026-01-15T17:30:00.000Z",
                     *       "archived": false,
                     *       "canceled": false,
                     *       "canceled_at": "2026-01-15T17:30:00.000Z",
                     *       "voided": false,
                     *       "voided_at": "2026-01-15T17:30:00.000Z",
                     *       "amount_canceled": 1250.5,
                     *       "amount_voided": 1250.5
                     *     }
                     */
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is in progress (`conflict_error`) */
            409: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "conflict_error",
                     *         "message": "A request with this Idempotency-Key is still in progress; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than the operation accepts (`invalid_request`) */
            413: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "The request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not of a content type the operation accepts (`invalid_request`) */
            415: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "Send the request body as application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteInvoice: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 hours when the same key is sent again; the same key with another body is a 400, and a duplicate sent while the first is still running gets 409 */
                "Idempotency-Key"?: string;
            };
            path: {
                invoice_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id_8f2k1Q",
                     *       "source": "QUICKBOOKS",
                     *       "customer_id": "customer_8f2k1Q",
                     *       "number": "number",
                     *       "order_number": "order number",
                     *       "po_number": "po number",
                     *       "notes": "notes",
                     *       "line_items": [
                     *         {
                     *           "description": "description",
                     *           "quantity": 1,
                     *           "unit_price": 1250.5,
                     *           "amount": 1250.5
                     *         }
                     *       ],
                     *       "merchant_invoice_url": "https://example.com/netline",
                     *       "merchant_invoice_uploaded": false,
                     *       "resolve_invoice_url": "https://example.com/netline",
                     *       "resolve_invoice_status": "not_generated",
                     *       "invoice_payment_url": "https://example.com/netline",
                     *       "fully_paid": false,
                     *       "fully_paid_at": "2026-01-15T17:30:00.000Z",
                     *       "advanced": false,
                     *       "advance_requested": false,
                     *       "due_at": "2026-01-15T17:30:00.000Z",
                     *       "days_overdue": 25,
                     *       "original_due_at": "2026-01-15T17:30:00.000Z",
                     *       "invoiced_at": "2026-01-15T17:30:00.000Z",
                     *       "sent_at": "2026-01-15T17:30:00.000Z",
                     *       "terms": "due_upon_receipt",
                     *       "amount_payout_due": 1250.5,
                     *       "amount_payout_paid": 1250.5,
                     *       "amount_payout_pending": 1250.5,
                     *       "amount_payout_refunded": 1250.5,
                     *       "amount_payout_balance": 1250.5,
                     *       "payout_fully_paid": false,
                     *       "payout_fully_paid_at": "2026-01-15T17:30:00.000Z",
                     *       "amount_balance": 1250.5,
                     *       "amount_due": 1250.5,
                     *       "amount_refunded": 1250.5,
                     *       "amount_pending": 1250.5,
                     *       "amount_paid": 1250.5,
                     *       "amount_credited": 1250.5,
                     *       "amount_advance": 1250.5,
                     *       "amount_additional_advance": 1250.5,
                     *       "amount_advance_fee": 1250.5,
                     *       "amount_advance_fee_refund": 1250.5,
                     *       "advance_rate": 0.8,
                     *       "advanced_at": "2026-01-15T17:30:00.000Z",
                     *       "amount_customer_fee_total": 1250.5,
                     *       "amount_customer_fee_waived": 1250.5,
                     *       "amount_customer_fee_paid": 1250.5,
                     *       "amount_customer_fee_balance": 1250.5,
                     *       "created_at": "2026-01-15T17:30:00.000Z",
                     *       "updated_at": "2026-01-15T17:30:00.000Z",
                     *       "archived": false,
                     *       "canceled": false,
                     *       "canceled_at": "2026-01-15T17:30:00.000Z",
                     *       "voided": false,
                     *       "voided_at": "2026-01-15T17:30:00.000Z",
                     *       "amount_canceled": 1250.5,
                     *       "amount_voided": 1250.5
                     *     }
                     */
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is in progress (`conflict_error`) */
            409: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "conflict_error",
                     *         "message": "A request with this Idempotency-Key is still in progress; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sendInvoice: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 hours when the same key is sent again; the same key with another body is a 400, and a duplicate sent while the first is still running gets 409 */
                "Idempotency-Key"?: string;
            };
            path: {
                invoice_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id_8f2k1Q",
                     *       "source": "QUICKBOOKS",
                     *       "customer_id": "customer_8f2k1Q",
                     *       "number": "number",
                     *       "order_number": "order number",
                     *       "po_number": "po number",
                     *       "notes": "notes",
                     *       "line_items": [
                     *         {
                     *           "description": "description",
                     *           "quantity": 1,
                     *           "unit_price": 1250.5,
                     *           "amount": 1250.5
                     *         }
                     *       ],
                     *       "merchant_invoice_url": "https://example.com/netline",
                     *       "merchant_invoice_uploaded": false,
                     *       "resolve_invoice_url": "https://example.com/netline",
                     *       "resolve_invoice_status": "not_generated",
                     *       "invoice_payment_url": "https://example.com/netline",
                     *       "fully_paid": false,
                     *       "fully_paid_at": "2026-01-15T17:30:00.000Z",
                     *       "advanced": false,
                     *       "advance_requested": false,
                     *       "due_at": "2026-01-15T17:30:00.000Z",
                     *       "days_overdue": 25,
                     *       "original_due_at": "2026-01-15T17:30:00.000Z",
                     *       "invoiced_at": "2026-01-15T17:30:00.000Z",
                     *       "sent_at": "2026-01-15T17:30:00.000Z",
                     *       "terms": "due_upon_receipt",
                     *       "amount_payout_due": 1250.5,
                     *       "amount_payout_paid": 1250.5,
                     *       "amount_payout_pending": 1250.5,
                     *       "amount_payout_refunded": 1250.5,
                     *       "amount_payout_balance": 1250.5,
                     *       "payout_fully_paid": false,
                     *       "payout_fully_paid_at": "2026-01-15T17:30:00.000Z",
                     *       "amount_balance": 1250.5,
                     *       "amount_due": 1250.5,
                     *       "amount_refunded": 1250.5,
                     *       "amount_pending": 1250.5,
                     *       "amount_paid": 1250.5,
                     *       "amount_credited": 1250.5,
                     *       "amount_advance": 1250.5,
                     *       "amount_additional_advance": 1250.5,
                     *       "amount_advance_fee": 1250.5,
                     *       "amount_advance_fee_refund": 1250.5,
                     *       "advance_rate": 0.8,
                     *       "advanced_at": "2026-01-15T17:30:00.000Z",
                     *       "amount_customer_fee_total": 1250.5,
                     *       "amount_customer_fee_waived": 1250.5,
                     *       "amount_customer_fee_paid": 1250.5,
                     *       "amount_customer_fee_balance": 1250.5,
                     *       "created_at": "2026-01-15T17:30:00.000Z",
                     *       "updated_at": "2026-01-15T17:30:00.000Z",
                     *       "archived": false,
                     *       "canceled": false,
                     *       "canceled_at": "2026-01-15T17:30:00.000Z",
                     *       "voided": false,
                     *       "voided_at": "2026-01-15T17:30:00.000Z",
                     *       "amount_canceled": 1250.5,
                     *       "amount_voided": 1250.5
                     *     }
                     */
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is in progress (`conflict_error`) */
            409: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "conflict_error",
                     *         "message": "A request with this Idempotency-Key is still in progress; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    voidInvoice: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 hours when the same key is sent again; the same key with another body is a 400, and a duplicate sent while the first is still running gets 409 */
                "Idempotency-Key"?: string;
            };
            path: {
                invoice_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id_8f2k1Q",
                     *       "source": "QUICKBOOKS",
                     *       "customer_id": "customer_8f2k1Q",
                     *       "number": "number",
                     *       "order_number": "order number",
                     *       "po_number": "po number",
                     *       "notes": "notes",
                     *       "line_items": [
                     *         {
                     *           "description": "description",
                     *           "quantity": 1,
                     *           "unit_price": 1250.5,
                     *           "amount": 1250.5
                     *         }
                     *       ],
                     *       "merchant_invoice_url": "https://example.com/netline",
                     *       "merchant_invoice_uploaded": false,
                     *       "resolve_invoice_url": "https://example.com/netline",
                     *       "resolve_invoice_status": "not_generated",
                     *       "invoice_payment_url": "https://example.com/netline",
                     *       "fully_paid": false,
                     *       "fully_paid_at": "2026-01-15T17:30:00.000Z",
                     *       "advanced": false,
                     *       "advance_requested": false,
                     *       "due_at": "2026-01-15T17:30:00.000Z",
                     *       "days_overdue": 25,
                     *       "original_due_at": "2026-01-15T17:30:00.000Z",
                     *       "invoiced_at": "2026-01-15T17:30:00.000Z",
                     *       "sent_at": "2026-01-15T17:30:00.000Z",
                     *       "terms": "due_upon_receipt",
                     *       "amount_payout_due": 1250.5,
                     *       "amount_payout_paid": 1250.5,
                     *       "amount_payout_pending": 1250.5,
                     *       "amount_payout_refunded": 1250.5,
                     *       "amount_payout_balance": 1250.5,
                     *       "payout_fully_paid": false,
                     *       "payout_fully_paid_at": "2026-01-15T17:30:00.000Z",
                     *       "amount_balance": 1250.5,
                     *       "amount_due": 1250.5,
                     *       "amount_refunded": 1250.5,
                     *       "amount_pending": 1250.5,
                     *       "amount_paid": 1250.5,
                     *       "amount_credited": 1250.5,
                     *       "amount_advance": 1250.5,
                     *       "amount_additional_advance": 1250.5,
                     *       "amount_advance_fee": 1250.5,
                     *       "amount_advance_fee_refund": 1250.5,
                     *       "advance_rate": 0.8,
                     *       "advanced_at": "2026-01-15T17:30:00.000Z",
                     *       "amount_customer_fee_total": 1250.5,
                     *       "amount_customer_fee_waived": 1250.5,
                     *       "amount_customer_fee_paid": 1250.5,
                     *       "amount_customer_fee_balance": 1250.5,
                     *       "created_at": "2026-01-15T17:30:00.000Z",
                     *       "updated_at": "2026-01-15T17:30:00.000Z",
                     *       "archived": false,
                     *       "canceled": false,
                     *       "canceled_at": "2026-01-15T17:30:00.000Z",
                     *       "voided": false,
                     *       "voided_at": "2026-01-15T17:30:00.000Z",
                     *       "amount_canceled": 1250.5,
                     *       "amount_voided": 1250.5
                     *     }
                     */
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is in progress (`conflict_error`) */
            409: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "conflict_error",
                     *         "message": "A request with this Idempotency-Key is still in progress; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelInvoice: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 hours when the same key is sent again; the same key with another body is a 400, and a duplicate sent while the first is still running gets 409 */
                "Idempotency-Key"?: string;
            };
            path: {
                invoice_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id_8f2k1Q",
                     *       "source": "QUICKBOOKS",
                     *       "customer_id": "customer_8f2k1Q",
                     *       "number": "number",
                     *       "order_number": "order number",
                     *       "po_number": "po number",
                     *       "notes": "notes",
                     *       "line_items": [
                     *         {
                     *           "description": "description",
                     *           "quantity": 1,
                     *           "unit_price": 1250.5,
                     *           "amount": 1250.5
                     *         }
                     *       ],
                     *       "merchant_invoice_url": "https://example.com/netline",
                     *       "merchant_invoice_uploaded": false,
                     *       "resolve_invoice_url": "https://example.com/netline",
                     *       "resolve_invoice_status": "not_generated",
                     *       "invoice_payment_url": "https://example.com/netline",
                     *       "fully_paid": false,
                     *       "fully_paid_at": "2026-01-15T17:30:00.000Z",
                     *       "advanced": false,
                     *       "advance_requested": false,
                     *       "due_at": "2026-01-15T17:30:00.000Z",
                     *       "days_overdue": 25,
                     *       "original_due_at": "2026-01-15T17:30:00.000Z",
                     *       "invoiced_at": "2026-01-15T17:30:00.000Z",
                     *       "sent_at": "2026-01-15T17:30:00.000Z",
                     *       "terms": "due_upon_receipt",
                     *       "amount_payout_due": 1250.5,
                     *       "amount_payout_paid": 1250.5,
                     *       "amount_payout_pending": 1250.5,
                     *       "amount_payout_refunded": 1250.5,
                     *       "amount_payout_balance": 1250.5,
                     *       "payout_fully_paid": false,
                     *       "payout_fully_paid_at": "2026-01-15T17:30:00.000Z",
                     *       "amount_balance": 1250.5,
                     *       "amount_due": 1250.5,
                     *       "amount_refunded": 1250.5,
                     *       "amount_pending": 1250.5,
                     *       "amount_paid": 1250.5,
                     *       "amount_credited": 1250.5,
                     *       "amount_advance": 1250.5,
                     *       "amount_additional_advance": 1250.5,
                     *       "amount_advance_fee": 1250.5,
                     *       "amount_advance_fee_refund": 1250.5,
                     *       "advance_rate": 0.8,
                     *       "advanced_at": "2026-01-15T17:30:00.000Z",
                     *       "amount_customer_fee_total": 1250.5,
                     *       "amount_customer_fee_waived": 1250.5,
                     *       "amount_customer_fee_paid": 1250.5,
                     *       "amount_customer_fee_balance": 1250.5,
                     *       "created_at": "2026-01-15T17:30:00.000Z",
                     *       "updated_at": "2026-01-15T17:30:00.000Z",
                     *       "archived": false,
                     *       "canceled": false,
                     *       "canceled_at": "2026-01-15T17:30:00.000Z",
                     *       "voided": false,
                     *       "voided_at": "2026-01-15T17:30:00.000Z",
                     *       "amount_canceled": 1250.5,
                     *       "amount_voided": 1250.5
                     *     }
                     */
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is in progress (`conflict_error`) */
            409: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "conflict_error",
                     *         "message": "A request with this Idempotency-Key is still in progress; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadInvoicePdf: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 hours when the same key is sent again; the same key with another body is a 400, and a duplicate sent while the first is still running gets 409 */
                "Idempotency-Key"?: string;
            };
            path: {
                invoice_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/pdf": string;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id_8f2k1Q",
                     *       "source": "QUICKBOOKS",
                     *       "customer_id": "customer_8f2k1Q",
                     *       "number": "number",
                     *       "order_number": "order number",
                     *       "po_number": "po number",
                     *       "notes": "notes",
                     *       "line_items": [
                     *         {
                     *           "description": "description",
                     *           "quantity": 1,
                     *           "unit_price": 1250.5,
                     *           "amount": 1250.5
                     *         }
                     *       ],
                     *       "merchant_invoice_url": "https://example.com/netline",
                     *       "merchant_invoice_uploaded": false,
                     *       "resolve_invoice_url": "https://example.com/netline",
                     *       "resolve_invoice_status": "not_generated",
                     *       "invoice_payment_url": "https://example.com/netline",
                     *       "fully_paid": false,
                     *       "fully_paid_at": "2026-01-15T17:30:00.000Z",
                     *       "advanced": false,
                     *       "advance_requested": false,
                     *       "due_at": "2026-01-15T17:30:00.000Z",
                     *       "days_overdue": 25,
                     *       "original_due_at": "2026-01-15T17:30:00.000Z",
                     *       "invoiced_at": "2026-01-15T17:30:00.000Z",
                     *       "sent_at": "2026-01-15T17:30:00.000Z",
                     *       "terms": "due_upon_receipt",
                     *       "amount_payout_due": 1250.5,
                     *       "amount_payout_paid": 1250.5,
                     *       "amount_payout_pending": 1250.5,
                     *       "amount_payout_refunded": 1250.5,
                     *       "amount_payout_balance": 1250.5,
                     *       "payout_fully_paid": false,
                     *       "payout_fully_paid_at": "2026-01-15T17:30:00.000Z",
                     *       "amount_balance": 1250.5,
                     *       "amount_due": 1250.5,
                     *       "amount_refunded": 1250.5,
                     *       "amount_pending": 1250.5,
                     *       "amount_paid": 1250.5,
                     *       "amount_credited": 1250.5,
                     *       "amount_advance": 1250.5,
                     *       "amount_additional_advance": 1250.5,
                     *       "amount_advance_fee": 1250.5,
                     *       "amount_advance_fee_refund": 1250.5,
                     *       "advance_rate": 0.8,
                     *       "advanced_at": "2026-01-15T17:30:00.000Z",
                     *       "amount_customer_fee_total": 1250.5,
                     *       "amount_customer_fee_waived": 1250.5,
                     *       "amount_customer_fee_paid": 1250.5,
                     *       "amount_customer_fee_balance": 1250.5,
                     *       "created_at": "2026-01-15T17:30:00.000Z",
                     *       "updated_at": "2026-01-15T17:30:00.000Z",
                     *       "archived": false,
                     *       "canceled": false,
                     *       "canceled_at": "2026-01-15T17:30:00.000Z",
                     *       "voided": false,
                     *       "voided_at": "2026-01-15T17:30:00.000Z",
                     *       "amount_canceled": 1250.5,
                     *       "amount_voided": 1250.5
                     *     }
                     */
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is in progress (`conflict_error`) */
            409: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "conflict_error",
                     *         "message": "A request with this Idempotency-Key is still in progress; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than the operation accepts (`invalid_request`) */
            413: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "The request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not of a content type the operation accepts (`invalid_request`) */
            415: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "Send the request body as application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    downloadInvoiceDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A document (HTML page, PDF or file) */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
        };
    };
    showInvoicePaymentPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A document (HTML page, PDF or file) */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
        };
    };
    payInvoiceOnline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "form_id": "form_8f2k1Q",
                 *       "form_token": "form token",
                 *       "method": "method",
                 *       "amount": "amount",
                 *       "card_number": "card number",
                 *       "card_expiry": "card expiry",
                 *       "card_cvc": "card cvc",
                 *       "account_holder": "account holder",
                 *       "routing_number": "routing number",
                 *       "account_number": "account number",
                 *       "account_type": "account type",
                 *       "ach_authorization": "ach auth"
                 *     }
                 */
                "application/json": components["schemas"]["InvoicePaymentForm"];
                "application/x-www-form-urlencoded": components["schemas"]["InvoicePaymentForm"];
            };
        };
        responses: {
            /** @description A document (HTML page, PDF or file) */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description Error */
            402: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "message",
                     *         "code": "code",
                     *         "details": [
                     *           {
                     *             "path": "path",
                     *             "message": "message"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description A request with the same Idempotency-Key is in progress (`conflict_error`) */
            409: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "conflict_error",
                     *         "message": "A request with this Idempotency-Key is still in progress; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description The request body is larger than the operation accepts (`invalid_request`) */
            413: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "The request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description The request body is not of a content type the operation accepts (`invalid_request`) */
            415: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "Send the request body as application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
        };
    };
    listCharges: {
        parameters: {
            query?: {
                /** @description Maximum number of records (1..100, default 100) */
                limit?: number;
                /** @description Multiplier of limit: records start at position page × limit (default 0) */
                page?: number;
                /** @description search */
                search?: string;
                /** @description order */
                order?: string;
                /** @description starting_at */
                starting_at?: string;
                /** @description ending_at */
                ending_at?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "count": 1,
                     *       "page": 0,
                     *       "limit": 25,
                     *       "results": [
                     *         {
                     *           "id": "id_8f2k1Q",
                     *           "number": "number",
                     *           "customer_id": "customer_8f2k1Q",
                     *           "amount": 1250.5,
                     *           "amount_captured": 1250.5,
                     *           "amount_refunded": 1250.5,
                     *           "terms": "due_upon_receipt",
                     *           "canceled": false,
                     *           "canceled_at": "2026-01-15T17:30:00.000Z",
                     *           "captured": false,
                     *           "captured_at": "2026-01-15T17:30:00.000Z",
                     *           "merchant_invoice_id": "merchant_invoice_8f2k1Q",
                     *           "invoice_url": "https://example.com/netline",
                     *           "order_number": "order number",
                     *           "po_number": "po number",
                     *           "metadata": {},
                     *           "fee": 1250.5,
                     *           "fee_refunded": 1250.5,
                     *           "created_at": "2026-01-15T17:30:00.000Z",
                     *           "updated_at": "2026-01-15T17:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ChargeList"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    fetchCharge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                charge_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id_8f2k1Q",
                     *       "number": "number",
                     *       "customer_id": "customer_8f2k1Q",
                     *       "amount": 1250.5,
                     *       "amount_captured": 1250.5,
                     *       "amount_refunded": 1250.5,
                     *       "terms": "due_upon_receipt",
                     *       "canceled": false,
                     *       "canceled_at": "2026-01-15T17:30:00.000Z",
                     *       "captured": false,
                     *       "captured_at": "2026-01-15T17:30:00.000Z",
                     *       "merchant_invoice_id": "merchant_invoice_8f2k1Q",
                     *       "invoice_url": "https://example.com/netline",
                     *       "order_number": "order number",
                     *       "po_number": "po number",
                     *       "metadata": {},
                     *       "fee": 1250.5,
                     *       "fee_refunded": 1250.5,
                     *       "created_at": "2026-01-15T17:30:00.000Z",
                     *       "updated_at": "2026-01-15T17:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Charge"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateCharge: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 hours when the same key is sent again; the same key with another body is a 400, and a duplicate sent while the first is still running gets 409 */
                "Idempotency-Key"?: string;
            };
            path: {
                charge_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 1250.5,
                 *       "invoice_url": "https://example.com/netline",
                 *       "order_number": "order number",
                 *       "po_number": "po number",
                 *       "metadata": {},
                 *       "user_id": "user_8f2k1Q",
                 *       "captured": true,
                 *       "canceled": true
                 *     }
                 */
                "application/json": components["schemas"]["ChargeUpdateRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id_8f2k1Q",
                     *       "number": "number",
                     *       "customer_id": "customer_8f2k1Q",
                     *       "amount": 1250.5,
                     *       "amount_captured": 1250.5,
                     *       "amount_refunded": 1250.5,
                     *       "terms": "due_upon_receipt",
                     *       "canceled": false,
                     *       "canceled_at": "2026-01-15T17:30:00.000Z",
                     *       "captured": false,
                     *       "captured_at": "2026-01-15T17:30:00.000Z",
                     *       "merchant_invoice_id": "merchant_invoice_8f2k1Q",
                     *       "invoice_url": "https://example.com/netline",
                     *       "order_number": "order number",
                     *       "po_number": "po number",
                     *       "metadata": {},
                     *       "fee": 1250.5,
                     *       "fee_refunded": 1250.5,
                     *       "created_at": "2026-01-15T17:30:00.000Z",
                     *       "updated_at": "2026-01-15T17:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Charge"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is in progress (`conflict_error`) */
            409: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "conflict_error",
                     *         "message": "A request with this Idempotency-Key is still in progress; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than the operation accepts (`invalid_request`) */
            413: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "The request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not of a content type the operation accepts (`invalid_request`) */
            415: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "Send the request body as application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    captureCharge: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 hours when the same key is sent again; the same key with another body is a 400, and a duplicate sent while the first is still running gets 409 */
                "Idempotency-Key"?: string;
            };
            path: {
                charge_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "amount": 1250.5,
                 *       "order_number": "order number",
                 *       "po_number": "po number"
                 *     }
                 */
                "application/json": components["schemas"]["ChargeCaptureRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id_8f2k1Q",
                     *       "number": "number",
                     *       "customer_id": "customer_8f2k1Q",
                     *       "amount": 1250.5,
                     *       "amount_captured": 1250.5,
                     *       "amount_refunded": 1250.5,
                     *       "terms": "due_upon_receipt",
                     *       "canceled": false,
                     *       "canceled_at": "2026-01-15T17:30:00.000Z",
                     *       "captured": false,
                     *       "captured_at": "2026-01-15T17:30:00.000Z",
                     *       "merchant_invoice_id": "merchant_invoice_8f2k1Q",
                     *       "invoice_url": "https://example.com/netline",
                     *       "order_number": "order number",
                     *       "po_number": "po number",
                     *       "metadata": {},
                     *       "fee": 1250.5,
                     *       "fee_refunded": 1250.5,
                     *       "created_at": "2026-01-15T17:30:00.000Z",
                     *       "updated_at": "2026-01-15T17:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Charge"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is in progress (`conflict_error`) */
            409: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "conflict_error",
                     *         "message": "A request with this Idempotency-Key is still in progress; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than the operation accepts (`invalid_request`) */
            413: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "The request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not of a content type the operation accepts (`invalid_request`) */
            415: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "Send the request body as application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelCharge: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 hours when the same key is sent again; the same key with another body is a 400, and a duplicate sent while the first is still running gets 409 */
                "Idempotency-Key"?: string;
            };
            path: {
                charge_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id_8f2k1Q",
                     *       "number": "number",
                     *       "customer_id": "customer_8f2k1Q",
                     *       "amount": 1250.5,
                     *       "amount_captured": 1250.5,
                     *       "amount_refunded": 1250.5,
                     *       "terms": "due_upon_receipt",
                     *       "canceled": false,
                     *       "canceled_at": "2026-01-15T17:30:00.000Z",
                     *       "captured": false,
                     *       "captured_at": "2026-01-15T17:30:00.000Z",
                     *       "merchant_invoice_id": "merchant_invoice_8f2k1Q",
                     *       "invoice_url": "https://example.com/netline",
                     *       "order_number": "order number",
                     *       "po_number": "po number",
                     *       "metadata": {},
                     *       "fee": 1250.5,
                     *       "fee_refunded": 1250.5,
                     *       "created_at": "2026-01-15T17:30:00.000Z",
                     *       "updated_at": "2026-01-15T17:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Charge"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is in progress (`conflict_error`) */
            409: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "conflict_error",
                     *         "message": "A request with this Idempotency-Key is still in progress; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCreditNotes: {
        parameters: {
            query?: {
                /** @description Maximum number of records (25..100, default 25) */
                limit?: number;
                /** @description Multiplier of limit: records start at position page × limit (default 0) */
                page?: number;
                /** @description Filter on number (eq); filter[number] is shorthand */
                "filter[number][eq]"?: string;
                /** @description Filter on customer_id (eq); filter[customer_id] is shorthand */
                "filter[customer_id][eq]"?: string;
                /** @description Filter on invoice_id (eq); filter[invoice_id] is shorthand */
                "filter[invoice_id][eq]"?: string;
                /** @description Filter on payment_id (eq); filter[payment_id] is shorthand */
                "filter[payment_id][eq]"?: string;
                /** @description Filter on amount (eq); filter[amount] is shorthand */
                "filter[amount][eq]"?: string;
                /** @description Filter on amount (gt) */
                "filter[amount][gt]"?: string;
                /** @description Filter on amount (lt) */
                "filter[amount][lt]"?: string;
                /** @description Filter on amount (gte) */
                "filter[amount][gte]"?: string;
                /** @description Filter on amount (lte) */
                "filter[amount][lte]"?: string;
                /** @description Filter on amount_balance (eq); filter[amount_balance] is shorthand */
                "filter[amount_balance][eq]"?: string;
                /** @description Filter on amount_balance (gt) */
                "filter[amount_balance][gt]"?: string;
                /** @description Filter on amount_balance (lt) */
                "filter[amount_balance][lt]"?: string;
                /** @description Filter on amount_balance (gte) */
                "filter[amount_balance][gte]"?: string;
                /** @description Filter on amount_balance (lte) */
                "filter[amount_balance][lte]"?: string;
                /** @description Filter on amount_paid (eq); filter[amount_paid] is shorthand */
                "filter[amount_paid][eq]"?: string;
                /** @description Filter on amount_paid (gt) */
                "filter[amount_paid][gt]"?: string;
                /** @description Filter on amount_paid (lt) */
                "filter[amount_paid][lt]"?: string;
                /** @description Filter on amount_paid (gte) */
                "filter[amount_paid][gte]"?: string;
                /** @description Filter on amount_paid (lte) */
                "filter[amount_paid][lte]"?: string;
                /** @description Sort by id, created_at, amount, amount_balance; prefix with - for descending (default -created_at) */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "count": 1,
                     *       "page": 0,
                     *       "limit": 25,
                     *       "results": [
                     *         {
                     *           "id": "id_8f2k1Q",
                     *           "source": "MERCHANT_USER",
                     *           "customer_id": "customer_8f2k1Q",
                     *           "merchant_id": "merchant_8f2k1Q",
                     *           "invoice_id": "invoice_8f2k1Q",
                     *           "created_by_user_id": "created_by_user_8f2k1Q",
                     *           "number": "number",
                     *           "amount": 1250.5,
                     *           "amount_balance": 1250.5,
                     *           "amount_paid": 1250.5,
                     *           "amount_voided": 1250.5,
                     *           "amount_payout": 1250.5,
                     *           "amount_payout_balance": 1250.5,
                     *           "amount_payout_paid": 1250.5,
                     *           "credit_note_url": "https://example.com/netline",
                     *           "resolve_credit_note_url": "https://example.com/netline",
                     *           "reason_code": "chargeback",
                     *           "reason_message": "reason message",
                     *           "voided": false,
                     *           "voided_at": "2026-01-15T17:30:00.000Z",
                     *           "created_at": "2026-01-15T17:30:00.000Z",
                     *           "updated_at": "2026-01-15T17:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CreditNoteList"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createCreditNote: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 hours when the same key is sent again; the same key with another body is a 400, and a duplicate sent while the first is still running gets 409 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "invoice_id": "invoice_8f2k1Q",
                 *       "amount": 1250.5,
                 *       "reason_code": "chargeback",
                 *       "number": "number",
                 *       "reason_message": "reason message",
                 *       "credit_note_url": "https://example.com/netline"
                 *     }
                 */
                "application/json": components["schemas"]["CreditNoteCreateRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "pending",
                     *       "id": "id_8f2k1Q"
                     *     }
                     */
                    "application/json": components["schemas"]["CreditNoteAction"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is in progress (`conflict_error`) */
            409: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "conflict_error",
                     *         "message": "A request with this Idempotency-Key is still in progress; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than the operation accepts (`invalid_request`) */
            413: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "The request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not of a content type the operation accepts (`invalid_request`) */
            415: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "Send the request body as application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    fetchCreditNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                credit_note_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id_8f2k1Q",
                     *       "source": "MERCHANT_USER",
                     *       "customer_id": "customer_8f2k1Q",
                     *       "merchant_id": "merchant_8f2k1Q",
                     *       "invoice_id": "invoice_8f2k1Q",
                     *       "created_by_user_id": "created_by_user_8f2k1Q",
                     *       "number": "number",
                     *       "amount": 1250.5,
                     *       "amount_balance": 1250.5,
                     *       "amount_paid": 1250.5,
                     *       "amount_voided": 1250.5,
                     *       "amount_payout": 1250.5,
                     *       "amount_payout_balance": 1250.5,
                     *       "amount_payout_paid": 1250.5,
                     *       "credit_note_url": "https://example.com/netline",
                     *       "resolve_credit_note_url": "https://example.com/netline",
                     *       "reason_code": "chargeback",
                     *       "reason_message": "reason message",
                     *       "voided": false,
                     *       "voided_at": "2026-01-15T17:30:00.000Z",
                     *       "created_at": "2026-01-15T17:30:00.000Z",
                     *       "updated_at": "2026-01-15T17:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CreditNote"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    voidCreditNote: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 hours when the same key is sent again; the same key with another body is a 400, and a duplicate sent while the first is still running gets 409 */
                "Idempotency-Key"?: string;
            };
            path: {
                credit_note_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id_8f2k1Q",
                     *       "source": "MERCHANT_USER",
                     *       "customer_id": "customer_8f2k1Q",
                     *       "merchant_id": "merchant_8f2k1Q",
                     *       "invoice_id": "invoice_8f2k1Q",
                     *       "created_by_user_id": "created_by_user_8f2k1Q",
                     *       "number": "number",
                     *       "amount": 1250.5,
                     *       "amount_balance": 1250.5,
                     *       "amount_paid": 1250.5,
                     *       "amount_voided": 1250.5,
                     *       "amount_payout": 1250.5,
                     *       "amount_payout_balance": 1250.5,
                     *       "amount_payout_paid": 1250.5,
                     *       "credit_note_url": "https://example.com/netline",
                     *       "resolve_credit_note_url": "https://example.com/netline",
                     *       "reason_code": "chargeback",
                     *       "reason_message": "reason message",
                     *       "voided": false,
                     *       "voided_at": "2026-01-15T17:30:00.000Z",
                     *       "created_at": "2026-01-15T17:30:00.000Z",
                     *       "updated_at": "2026-01-15T17:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CreditNote"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is in progress (`conflict_error`) */
            409: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "conflict_error",
                     *         "message": "A request with this Idempotency-Key is still in progress; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEmails: {
        parameters: {
            query?: {
                /** @description Maximum number of records (25..100, default 25) */
                limit?: number;
                /** @description Multiplier of limit: records start at position page × limit (default 0) */
                page?: number;
                /** @description Filter on invoice_id (eq); filter[invoice_id] is shorthand */
                "filter[invoice_id][eq]"?: string;
                /** @description Filter on customer_id (eq); filter[customer_id] is shorthand */
                "filter[customer_id][eq]"?: string;
                /** @description Filter on payment_id (eq); filter[payment_id] is shorthand */
                "filter[payment_id][eq]"?: string;
                /** @description Filter on kind (eq); filter[kind] is shorthand */
                "filter[kind][eq]"?: "invoice" | "reminder" | "receipt" | "enrollment_offer";
                /** @description Filter on status (eq); filter[status] is shorthand */
                "filter[status][eq]"?: "queued" | "sent" | "captured" | "failed";
                /** @description Sort by created_at; prefix with - for descending (default -created_at) */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "count": 1,
                     *       "page": 0,
                     *       "limit": 25,
                     *       "results": [
                     *         {
                     *           "id": "id_8f2k1Q",
                     *           "kind": "invoice",
                     *           "status": "queued",
                     *           "to": [
                     *             "to"
                     *           ],
                     *           "reply_to": "reply to",
                     *           "subject": "subject",
                     *           "text": "text",
                     *           "customer_id": "customer_8f2k1Q",
                     *           "invoice_id": "invoice_8f2k1Q",
                     *           "payment_id": "payment_8f2k1Q",
                     *           "reminder_offset_days": 25,
                     *           "attachments": [
                     *             "attachments"
                     *           ],
                     *           "attempts": 25,
                     *           "last_error": "last error",
                     *           "next_attempt_at": "2026-01-15T17:30:00.000Z",
                     *           "sent_at": "2026-01-15T17:30:00.000Z",
                     *           "created_at": "2026-01-15T17:30:00.000Z",
                     *           "updated_at": "2026-01-15T17:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["EmailList"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    fetchEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id_8f2k1Q",
                     *       "kind": "invoice",
                     *       "status": "queued",
                     *       "to": [
                     *         "to"
                     *       ],
                     *       "reply_to": "reply to",
                     *       "subject": "subject",
                     *       "text": "text",
                     *       "customer_id": "customer_8f2k1Q",
                     *       "invoice_id": "invoice_8f2k1Q",
                     *       "payment_id": "payment_8f2k1Q",
                     *       "reminder_offset_days": 25,
                     *       "attachments": [
                     *         "attachments"
                     *       ],
                     *       "attempts": 25,
                     *       "last_error": "last error",
                     *       "next_attempt_at": "2026-01-15T17:30:00.000Z",
                     *       "sent_at": "2026-01-15T17:30:00.000Z",
                     *       "created_at": "2026-01-15T17:30:00.000Z",
                     *       "updated_at": "2026-01-15T17:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Email"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    remindInvoice: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 hours when the same key is sent again; the same key with another body is a 400, and a duplicate sent while the first is still running gets 409 */
                "Idempotency-Key"?: string;
            };
            path: {
                invoice_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id_8f2k1Q",
                     *       "kind": "invoice",
                     *       "status": "queued",
                     *       "to": [
                     *         "to"
                     *       ],
                     *       "reply_to": "reply to",
                     *       "subject": "subject",
                     *       "text": "text",
                     *       "customer_id": "customer_8f2k1Q",
                     *       "invoice_id": "invoice_8f2k1Q",
                     *       "payment_id": "payment_8f2k1Q",
                     *       "reminder_offset_days": 25,
                     *       "attachments": [
                     *         "attachments"
                     *       ],
                     *       "attempts": 25,
                     *       "last_error": "last error",
                     *       "next_attempt_at": "2026-01-15T17:30:00.000Z",
                     *       "sent_at": "2026-01-15T17:30:00.000Z",
                     *       "created_at": "2026-01-15T17:30:00.000Z",
                     *       "updated_at": "2026-01-15T17:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Email"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is in progress (`conflict_error`) */
            409: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "conflict_error",
                     *         "message": "A request with this Idempotency-Key is still in progress; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listOverdueInvoices: {
        parameters: {
            query?: {
                /** @description Maximum number of records (25..100, default 25) */
                limit?: number;
                /** @description Multiplier of limit: records start at position page × limit (default 0) */
                page?: number;
                /** @description Filter on bucket (eq); filter[bucket] is shorthand */
                "filter[bucket][eq]"?: "days_1_30" | "days_31_60" | "days_61_90" | "days_over_90";
                /** @description Filter on customer_id (eq); filter[customer_id] is shorthand */
                "filter[customer_id][eq]"?: string;
                /** @description Sort by due_at, amount_balance; prefix with - for descending (default due_at) */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "count": 1,
                     *       "page": 0,
                     *       "limit": 25,
                     *       "results": [
                     *         {
                     *           "invoice_id": "invoice_8f2k1Q",
                     *           "number": "number",
                     *           "customer_id": "customer_8f2k1Q",
                     *           "customer_name": "customer name",
                     *           "amount_due": 1250.5,
                     *           "amount_balance": 1250.5,
                     *           "due_at": "2026-01-15T17:30:00.000Z",
                     *           "days_overdue": 25,
                     *           "bucket": "days_1_30",
                     *           "last_reminder_at": "2026-01-15T17:30:00.000Z",
                     *           "next_reminder_at": "2026-01-15T17:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["OverdueInvoiceList"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    fetchCollectionSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "reminders_enabled": false,
                     *       "reminder_schedule": [
                     *         25
                     *       ],
                     *       "reply_to": "reply to",
                     *       "emails": {
                     *         "invoice": false,
                     *         "reminder": false,
                     *         "receipt": false,
                     *         "enrollment_offer": false
                     *       },
                     *       "updated_at": "2026-01-15T17:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CollectionSettings"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateCollectionSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 hours when the same key is sent again; the same key with another body is a 400, and a duplicate sent while the first is still running gets 409 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reminders_enabled": false,
                 *       "reminder_schedule": [
                 *         25
                 *       ],
                 *       "reply_to": "ap@example.com",
                 *       "emails": {
                 *         "invoice": false,
                 *         "reminder": false,
                 *         "receipt": false,
                 *         "enrollment_offer": false
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CollectionSettingsUpdateRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "reminders_enabled": false,
                     *       "reminder_schedule": [
                     *         25
                     *       ],
                     *       "reply_to": "reply to",
                     *       "emails": {
                     *         "invoice": false,
                     *         "reminder": false,
                     *         "receipt": false,
                     *         "enrollment_offer": false
                     *       },
                     *       "updated_at": "2026-01-15T17:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CollectionSettings"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is in progress (`conflict_error`) */
            409: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "conflict_error",
                     *         "message": "A request with this Idempotency-Key is still in progress; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than the operation accepts (`invalid_request`) */
            413: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "The request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not of a content type the operation accepts (`invalid_request`) */
            415: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "Send the request body as application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    fetchCustomerCollections: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customer_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "customer_id": "customer_8f2k1Q",
                     *       "reminders_enabled": false,
                     *       "updated_at": "2026-01-15T17:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CustomerCollections"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateCustomerCollections: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 hours when the same key is sent again; the same key with another body is a 400, and a duplicate sent while the first is still running gets 409 */
                "Idempotency-Key"?: string;
            };
            path: {
                customer_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reminders_enabled": false
                 *     }
                 */
                "application/json": components["schemas"]["CustomerCollectionsUpdateRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "customer_id": "customer_8f2k1Q",
                     *       "reminders_enabled": false,
                     *       "updated_at": "2026-01-15T17:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CustomerCollections"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is in progress (`conflict_error`) */
            409: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "conflict_error",
                     *         "message": "A request with this Idempotency-Key is still in progress; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than the operation accepts (`invalid_request`) */
            413: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "The request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not of a content type the operation accepts (`invalid_request`) */
            415: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "Send the request body as application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPayouts: {
        parameters: {
            query?: {
                /** @description Maximum number of records (25..100, default 25) */
                limit?: number;
                /** @description Multiplier of limit: records start at position page × limit (default 0) */
                page?: number;
                /** @description Filter on status (eq); filter[status] is shorthand */
                "filter[status][eq]"?: "pending" | "in_transit" | "paid" | "failed" | "canceled";
                /** @description Filter on created_at (eq); filter[created_at] is shorthand */
                "filter[created_at][eq]"?: string;
                /** @description Filter on created_at (gt) */
                "filter[created_at][gt]"?: string;
                /** @description Filter on created_at (lt) */
                "filter[created_at][lt]"?: string;
                /** @description Filter on created_at (gte) */
                "filter[created_at][gte]"?: string;
                /** @description Filter on created_at (lte) */
                "filter[created_at][lte]"?: string;
                /** @description Filter on expected_by (eq); filter[expected_by] is shorthand */
                "filter[expected_by][eq]"?: string;
                /** @description Filter on expected_by (gt) */
                "filter[expected_by][gt]"?: string;
                /** @description Filter on expected_by (lt) */
                "filter[expected_by][lt]"?: string;
                /** @description Filter on expected_by (gte) */
                "filter[expected_by][gte]"?: string;
                /** @description Filter on expected_by (lte) */
                "filter[expected_by][lte]"?: string;
                /** @description Sort by id, created_at; prefix with - for descending, comma-separated for several (default -created_at) */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "count": 1,
                     *       "page": 0,
                     *       "limit": 25,
                     *       "results": [
                     *         {
                     *           "id": "id_8f2k1Q",
                     *           "amount_gross": 1250.5,
                     *           "amount_fee": 1250.5,
                     *           "amount_net": 1250.5,
                     *           "status": "pending",
                     *           "retry_payout_id": "retry_payout_8f2k1Q",
                     *           "failed_at": "2026-01-15T17:30:00.000Z",
                     *           "canceled_at": "2026-01-15T17:30:00.000Z",
                     *           "paid_at": "2026-01-15T17:30:00.000Z",
                     *           "expected_by": "2026-01-15T17:30:00.000Z",
                     *           "transactions_starting_at": "2026-01-15T17:30:00.000Z",
                     *           "transactions_ending_at": "2026-01-15T17:30:00.000Z",
                     *           "created_at": "2026-01-15T17:30:00.000Z",
                     *           "updated_at": "2026-01-15T17:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PayoutList"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPayout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                payout_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id_8f2k1Q",
                     *       "amount_gross": 1250.5,
                     *       "amount_fee": 1250.5,
                     *       "amount_net": 1250.5,
                     *       "status": "pending",
                     *       "retry_payout_id": "retry_payout_8f2k1Q",
                     *       "failed_at": "2026-01-15T17:30:00.000Z",
                     *       "canceled_at": "2026-01-15T17:30:00.000Z",
                     *       "paid_at": "2026-01-15T17:30:00.000Z",
                     *       "expected_by": "2026-01-15T17:30:00.000Z",
                     *       "transactions_starting_at": "2026-01-15T17:30:00.000Z",
                     *       "transactions_ending_at": "2026-01-15T17:30:00.000Z",
                     *       "created_at": "2026-01-15T17:30:00.000Z",
                     *       "updated_at": "2026-01-15T17:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Payout"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPayoutTransactions: {
        parameters: {
            query?: {
                /** @description Maximum number of records (25..100, default 25) */
                limit?: number;
                /** @description Multiplier of limit: records start at position page × limit (default 0) */
                page?: number;
                /** @description Filter on customer_id (eq); filter[customer_id] is shorthand */
                "filter[customer_id][eq]"?: string;
                /** @description Filter on customer_id (ne) */
                "filter[customer_id][ne]"?: string;
                /** @description Filter on created_at (eq); filter[created_at] is shorthand */
                "filter[created_at][eq]"?: string;
                /** @description Filter on created_at (gt) */
                "filter[created_at][gt]"?: string;
                /** @description Filter on created_at (lt) */
                "filter[created_at][lt]"?: string;
                /** @description Filter on created_at (gte) */
                "filter[created_at][gte]"?: string;
                /** @description Filter on created_at (lte) */
                "filter[created_at][lte]"?: string;
                /** @description Filter on payout_id (eq); filter[payout_id] is shorthand */
                "filter[payout_id][eq]"?: string;
                /** @description Filter on payout_id (ne) */
                "filter[payout_id][ne]"?: string;
                /** @description Filter on invoice_id (eq); filter[invoice_id] is shorthand */
                "filter[invoice_id][eq]"?: string;
                /** @description Filter on invoice_id (ne) */
                "filter[invoice_id][ne]"?: string;
                /** @description Filter on type (eq); filter[type] is shorthand */
                "filter[type][eq]"?: "advance" | "payment" | "refund" | "monthly_fee" | "annual_fee" | "non_advanced_invoice_fee" | "merchant_payment" | "mdr_extension" | "credit_note" | "express_ach_payout_fee" | "express_ach_payment_fee" | "mdr_passthrough";
                /** @description Filter on type (ne) */
                "filter[type][ne]"?: "advance" | "payment" | "refund" | "monthly_fee" | "annual_fee" | "non_advanced_invoice_fee" | "merchant_payment" | "mdr_extension" | "credit_note" | "express_ach_payout_fee" | "express_ach_payment_fee" | "mdr_passthrough";
                /** @description Sort by id, created_at; prefix with - for descending, comma-separated for several (default -created_at) */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "count": 1,
                     *       "page": 0,
                     *       "limit": 25,
                     *       "results": [
                     *         {
                     *           "id": "id_8f2k1Q",
                     *           "payout_id": "payout_8f2k1Q",
                     *           "type": "advance",
                     *           "customer_id": "customer_8f2k1Q",
                     *           "customer_name": "customer name",
                     *           "invoice_id": "invoice_8f2k1Q",
                     *           "invoice_number": "invoice number",
                     *           "order_id": "order_8f2k1Q",
                     *           "po_number": "po number",
                     *           "payment_id": "payment_8f2k1Q",
                     *           "amount_gross": 1250.5,
                     *           "amount_fee": 1250.5,
                     *           "amount_net": 1250.5,
                     *           "created_at": "2026-01-15T17:30:00.000Z",
                     *           "updated_at": "2026-01-15T17:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PayoutTransactionList"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPayoutTransactionsAlias: {
        parameters: {
            query?: {
                /** @description Maximum number of records (25..100, default 25) */
                limit?: number;
                /** @description Multiplier of limit: records start at position page × limit (default 0) */
                page?: number;
                /** @description Filter on customer_id (eq); filter[customer_id] is shorthand */
                "filter[customer_id][eq]"?: string;
                /** @description Filter on customer_id (ne) */
                "filter[customer_id][ne]"?: string;
                /** @description Filter on created_at (eq); filter[created_at] is shorthand */
                "filter[created_at][eq]"?: string;
                /** @description Filter on created_at (gt) */
                "filter[created_at][gt]"?: string;
                /** @description Filter on created_at (lt) */
                "filter[created_at][lt]"?: string;
                /** @description Filter on created_at (gte) */
                "filter[created_at][gte]"?: string;
                /** @description Filter on created_at (lte) */
                "filter[created_at][lte]"?: string;
                /** @description Filter on payout_id (eq); filter[payout_id] is shorthand */
                "filter[payout_id][eq]"?: string;
                /** @description Filter on payout_id (ne) */
                "filter[payout_id][ne]"?: string;
                /** @description Filter on invoice_id (eq); filter[invoice_id] is shorthand */
                "filter[invoice_id][eq]"?: string;
                /** @description Filter on invoice_id (ne) */
                "filter[invoice_id][ne]"?: string;
                /** @description Filter on type (eq); filter[type] is shorthand */
                "filter[type][eq]"?: "advance" | "payment" | "refund" | "monthly_fee" | "annual_fee" | "non_advanced_invoice_fee" | "merchant_payment" | "mdr_extension" | "credit_note" | "express_ach_payout_fee" | "express_ach_payment_fee" | "mdr_passthrough";
                /** @description Filter on type (ne) */
                "filter[type][ne]"?: "advance" | "payment" | "refund" | "monthly_fee" | "annual_fee" | "non_advanced_invoice_fee" | "merchant_payment" | "mdr_extension" | "credit_note" | "express_ach_payout_fee" | "express_ach_payment_fee" | "mdr_passthrough";
                /** @description Sort by id, created_at; prefix with - for descending, comma-separated for several (default -created_at) */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "count": 1,
                     *       "page": 0,
                     *       "limit": 25,
                     *       "results": [
                     *         {
                     *           "id": "id_8f2k1Q",
                     *           "payout_id": "payout_8f2k1Q",
                     *           "type": "advance",
                     *           "customer_id": "customer_8f2k1Q",
                     *           "customer_name": "customer name",
                     *           "invoice_id": "invoice_8f2k1Q",
                     *           "invoice_number": "invoice number",
                     *           "order_id": "order_8f2k1Q",
                     *           "po_number": "po number",
                     *           "payment_id": "payment_8f2k1Q",
                     *           "amount_gross": 1250.5,
                     *           "amount_fee": 1250.5,
                     *           "amount_net": 1250.5,
                     *           "created_at": "2026-01-15T17:30:00.000Z",
                     *           "updated_at": "2026-01-15T17:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PayoutTransactionList"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPayoutTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                payout_transaction_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id_8f2k1Q",
                     *       "payout_id": "payout_8f2k1Q",
                     *       "type": "advance",
                     *       "customer_id": "customer_8f2k1Q",
                     *       "customer_name": "customer name",
                     *       "invoice_id": "invoice_8f2k1Q",
                     *       "invoice_number": "invoice number",
                     *       "order_id": "order_8f2k1Q",
                     *       "po_number": "po number",
                     *       "payment_id": "payment_8f2k1Q",
                     *       "amount_gross": 1250.5,
                     *       "amount_fee": 1250.5,
                     *       "amount_net": 1250.5,
                     *       "created_at": "2026-01-15T17:30:00.000Z",
                     *       "updated_at": "2026-01-15T17:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["PayoutTransaction"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPayoutTransactionAlias: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                payout_transaction_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id_8f2k1Q",
                     *       "payout_id": "payout_8f2k1Q",
                     *       "type": "advance",
                     *       "customer_id": "customer_8f2k1Q",
                     *       "customer_name": "customer name",
                     *       "invoice_id": "invoice_8f2k1Q",
                     *       "invoice_number": "invoice number",
                     *       "order_id": "order_8f2k1Q",
                     *       "po_number": "po number",
                     *       "payment_id": "payment_8f2k1Q",
                     *       "amount_gross": 1250.5,
                     *       "amount_fee": 1250.5,
                     *       "amount_net": 1250.5,
                     *       "created_at": "2026-01-15T17:30:00.000Z",
                     *       "updated_at": "2026-01-15T17:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["PayoutTransaction"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPayments: {
        parameters: {
            query?: {
                /** @description Maximum number of records (25..100, default 25) */
                limit?: number;
                /** @description Multiplier of limit: records start at position page × limit (default 0) */
                page?: number;
                /** @description Filter on customer_id (eq); filter[customer_id] is shorthand */
                "filter[customer_id][eq]"?: string;
                /** @description Filter on status (eq); filter[status] is shorthand */
                "filter[status][eq]"?: "pending" | "in_transit" | "in_review" | "paid" | "failed" | "canceled";
                /** @description Filter on amount (eq); filter[amount] is shorthand */
                "filter[amount][eq]"?: string;
                /** @description Filter on amount (gt) */
                "filter[amount][gt]"?: string;
                /** @description Filter on amount (lt) */
                "filter[amount][lt]"?: string;
                /** @description Filter on amount (gte) */
                "filter[amount][gte]"?: string;
                /** @description Filter on amount (lte) */
                "filter[amount][lte]"?: string;
                /** @description Filter on source (eq); filter[source] is shorthand */
                "filter[source][eq]"?: "api" | "merchant_user" | "admin_user" | "customer_user" | "payment_gateway" | "check" | "guest_checkout";
                /** @description Sort by id, created_at, amount; prefix with - for descending (default -created_at) */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "count": 1,
                     *       "page": 0,
                     *       "limit": 25,
                     *       "results": [
                     *         {
                     *           "id": "id_8f2k1Q",
                     *           "customer_id": "customer_8f2k1Q",
                     *           "source": "api",
                     *           "amount": 1250.5,
                     *           "amount_unapplied": 1250.5,
                     *           "method": "check",
                     *           "status": "pending",
                     *           "created_at": "2026-01-15T17:30:00.000Z",
                     *           "paid_at": "2026-01-15T17:30:00.000Z",
                     *           "canceled_at": "2026-01-15T17:30:00.000Z",
                     *           "failed_at": "2026-01-15T17:30:00.000Z",
                     *           "processed_at": "2026-01-15T17:30:00.000Z",
                     *           "scheduled_at": "2026-01-15T17:30:00.000Z",
                     *           "processing_fee": 1250.5,
                     *           "canceled_code": "canceled code",
                     *           "failed_code": "failed code",
                     *           "payment_links": [
                     *             {
                     *               "record_id": "record_8f2k1Q",
                     *               "record_type": "invoice",
                     *               "amount": 1250.5
                     *             }
                     *           ],
                     *           "created_by_user_id": "created_by_user_8f2k1Q",
                     *           "provider": "provider",
                     *           "provider_reference": "provider reference"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PaymentList"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    fetchPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                payment_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id_8f2k1Q",
                     *       "customer_id": "customer_8f2k1Q",
                     *       "source": "api",
                     *       "amount": 1250.5,
                     *       "amount_unapplied": 1250.5,
                     *       "method": "check",
                     *       "status": "pending",
                     *       "created_at": "2026-01-15T17:30:00.000Z",
                     *       "paid_at": "2026-01-15T17:30:00.000Z",
                     *       "canceled_at": "2026-01-15T17:30:00.000Z",
                     *       "failed_at": "2026-01-15T17:30:00.000Z",
                     *       "processed_at": "2026-01-15T17:30:00.000Z",
                     *       "scheduled_at": "2026-01-15T17:30:00.000Z",
                     *       "processing_fee": 1250.5,
                     *       "canceled_code": "canceled code",
                     *       "failed_code": "failed code",
                     *       "payment_links": [
                     *         {
                     *           "record_id": "record_8f2k1Q",
                     *           "record_type": "invoice",
                     *           "amount": 1250.5
                     *         }
                     *       ],
                     *       "created_by_user_id": "created_by_user_8f2k1Q",
                     *       "provider": "provider",
                     *       "provider_reference": "provider reference"
                     *     }
                     */
                    "application/json": components["schemas"]["Payment"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listShipments: {
        parameters: {
            query?: {
                /** @description Maximum number of records (1..100, default 10) */
                limit?: number;
                /** @description Multiplier of limit: records start at position page × limit (default 0) */
                page?: number;
                /** @description Filter on merchant_invoice_id (eq); filter[merchant_invoice_id] is shorthand */
                "filter[merchant_invoice_id][eq]"?: string;
                /** @description Filter on fulfillment_method (eq); filter[fulfillment_method] is shorthand */
                "filter[fulfillment_method][eq]"?: "shipping_provider" | "self_delivery" | "customer_pickup" | "services_only";
                /** @description Filter on verification_status (eq); filter[verification_status] is shorthand */
                "filter[verification_status][eq]"?: "verified" | "pending";
                /** @description Filter on shipment_courier (eq); filter[shipment_courier] is shorthand */
                "filter[shipment_courier][eq]"?: string;
                /** @description Filter on created_at (eq); filter[created_at] is shorthand */
                "filter[created_at][eq]"?: string;
                /** @description Filter on created_at (gt) */
                "filter[created_at][gt]"?: string;
                /** @description Filter on created_at (lt) */
                "filter[created_at][lt]"?: string;
                /** @description Filter on created_at (gte) */
                "filter[created_at][gte]"?: string;
                /** @description Filter on created_at (lte) */
                "filter[created_at][lte]"?: string;
                /** @description Sort by id, created_at; prefix with - for descending, comma-separated for several (default -created_at) */
                sort?: string;
                /** @description merchant_invoice_id */
                merchant_invoice_id?: string;
                /** @description fulfillment_method */
                fulfillment_method?: string;
                /** @description verification_status */
                verification_status?: string;
                /** @description shipment_courier */
                shipment_courier?: string;
                /** @description search */
                search?: string;
                /** @description searchBy */
                searchBy?: string;
                /** @description starting_after */
                starting_after?: string;
                /** @description ending_before */
                ending_before?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "count": 1,
                     *       "page": 0,
                     *       "limit": 25,
                     *       "results": [
                     *         {
                     *           "id": "id_8f2k1Q",
                     *           "merchant_invoice_id": "merchant_invoice_8f2k1Q",
                     *           "fulfillment_method": "shipping_provider",
                     *           "shipment_tracking_number": "shipment tracking number",
                     *           "shipment_courier": "shipment courier",
                     *           "verification_status": "verified",
                     *           "tracking_status": "tracking status",
                     *           "tracking_substatus": "tracking substatus",
                     *           "expected_delivery": "2026-01-15T17:30:00.000Z",
                     *           "created_at": "2026-01-15T17:30:00.000Z",
                     *           "updated_at": "2026-01-15T17:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ShipmentList"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createShipment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 hours when the same key is sent again; the same key with another body is a 400, and a duplicate sent while the first is still running gets 409 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "merchant_invoice_id": "merchant_invoice_8f2k1Q",
                 *       "fulfillment_method": "shipping_provider",
                 *       "shipment_tracking_number": "shipment tracking number",
                 *       "shipment_courier": "shipment courier",
                 *       "file": {
                 *         "url": "https://example.com/netline",
                 *         "size": 25,
                 *         "metadata": {
                 *           "original_filename": "original filename"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ShipmentCreateRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id_8f2k1Q",
                     *       "merchant_invoice_id": "merchant_invoice_8f2k1Q",
                     *       "fulfillment_method": "shipping_provider",
                     *       "shipment_tracking_number": "shipment tracking number",
                     *       "shipment_courier": "shipment courier",
                     *       "verification_status": "verified",
                     *       "tracking_status": "tracking status",
                     *       "tracking_substatus": "tracking substatus",
                     *       "expected_delivery": "2026-01-15T17:30:00.000Z",
                     *       "created_at": "2026-01-15T17:30:00.000Z",
                     *       "updated_at": "2026-01-15T17:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Shipment"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is in progress (`conflict_error`) */
            409: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "conflict_error",
                     *         "message": "A request with this Idempotency-Key is still in progress; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than the operation accepts (`invalid_request`) */
            413: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "The request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not of a content type the operation accepts (`invalid_request`) */
            415: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "Send the request body as application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signShipmentUpload: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 hours when the same key is sent again; the same key with another body is a 400, and a duplicate sent while the first is still running gets 409 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "filename": "filename",
                 *       "content_type": "application/pdf",
                 *       "size": 25
                 *     }
                 */
                "application/json": components["schemas"]["ShipmentSignUploadRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "upload_url": "https://example.com/netline",
                     *       "method": "PUT",
                     *       "headers": {
                     *         "content-type": "content-type"
                     *       },
                     *       "expires_at": "2026-01-15T17:30:00.000Z",
                     *       "file": {
                     *         "url": "https://example.com/netline",
                     *         "size": 25,
                     *         "metadata": {
                     *           "original_filename": "original filename"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ShipmentSignedUpload"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is in progress (`conflict_error`) */
            409: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "conflict_error",
                     *         "message": "A request with this Idempotency-Key is still in progress; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than the operation accepts (`invalid_request`) */
            413: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "The request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not of a content type the operation accepts (`invalid_request`) */
            415: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "Send the request body as application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadShipmentFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/pdf": string;
                "image/jpeg": string;
                "image/png": string;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "url": "https://example.com/netline",
                     *       "size": 25,
                     *       "metadata": {
                     *         "original_filename": "original filename"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ShipmentFile"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than the operation accepts (`invalid_request`) */
            413: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "The request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not of a content type the operation accepts (`invalid_request`) */
            415: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "Send the request body as application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    downloadShipmentFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A document (HTML page, PDF or file) */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getShipment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shipment_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id_8f2k1Q",
                     *       "merchant_invoice_id": "merchant_invoice_8f2k1Q",
                     *       "fulfillment_method": "shipping_provider",
                     *       "shipment_tracking_number": "shipment tracking number",
                     *       "shipment_courier": "shipment courier",
                     *       "verification_status": "verified",
                     *       "tracking_status": "tracking status",
                     *       "tracking_substatus": "tracking substatus",
                     *       "expected_delivery": "2026-01-15T17:30:00.000Z",
                     *       "created_at": "2026-01-15T17:30:00.000Z",
                     *       "updated_at": "2026-01-15T17:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Shipment"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateShipment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 hours when the same key is sent again; the same key with another body is a 400, and a duplicate sent while the first is still running gets 409 */
                "Idempotency-Key"?: string;
            };
            path: {
                shipment_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "merchant_invoice_id": "merchant_invoice_8f2k1Q",
                 *       "shipment_tracking_number": "shipment tracking number",
                 *       "shipment_courier": "shipment courier",
                 *       "file": {
                 *         "url": "https://example.com/netline",
                 *         "size": 25,
                 *         "metadata": {
                 *           "original_filename": "original filename"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ShipmentUpdateRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id_8f2k1Q",
                     *       "merchant_invoice_id": "merchant_invoice_8f2k1Q",
                     *       "fulfillment_method": "shipping_provider",
                     *       "shipment_tracking_number": "shipment tracking number",
                     *       "shipment_courier": "shipment courier",
                     *       "verification_status": "verified",
                     *       "tracking_status": "tracking status",
                     *       "tracking_substatus": "tracking substatus",
                     *       "expected_delivery": "2026-01-15T17:30:00.000Z",
                     *       "created_at": "2026-01-15T17:30:00.000Z",
                     *       "updated_at": "2026-01-15T17:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Shipment"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is in progress (`conflict_error`) */
            409: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "conflict_error",
                     *         "message": "A request with this Idempotency-Key is still in progress; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than the operation accepts (`invalid_request`) */
            413: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "The request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not of a content type the operation accepts (`invalid_request`) */
            415: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "Send the request body as application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteShipment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 hours when the same key is sent again; the same key with another body is a 400, and a duplicate sent while the first is still running gets 409 */
                "Idempotency-Key"?: string;
            };
            path: {
                shipment_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id_8f2k1Q",
                     *       "merchant_invoice_id": "merchant_invoice_8f2k1Q",
                     *       "fulfillment_method": "shipping_provider",
                     *       "shipment_tracking_number": "shipment tracking number",
                     *       "shipment_courier": "shipment courier",
                     *       "verification_status": "verified",
                     *       "tracking_status": "tracking status",
                     *       "tracking_substatus": "tracking substatus",
                     *       "expected_delivery": "2026-01-15T17:30:00.000Z",
                     *       "created_at": "2026-01-15T17:30:00.000Z",
                     *       "updated_at": "2026-01-15T17:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Shipment"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is in progress (`conflict_error`) */
            409: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "conflict_error",
                     *         "message": "A request with this Idempotency-Key is still in progress; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    syncShipmentTracking: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 hours when the same key is sent again; the same key with another body is a 400, and a duplicate sent while the first is still running gets 409 */
                "Idempotency-Key"?: string;
            };
            path: {
                shipment_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id_8f2k1Q",
                     *       "merchant_invoice_id": "merchant_invoice_8f2k1Q",
                     *       "fulfillment_method": "shipping_provider",
                     *       "shipment_tracking_number": "shipment tracking number",
                     *       "shipment_courier": "shipment courier",
                     *       "verification_status": "verified",
                     *       "tracking_status": "tracking status",
                     *       "tracking_substatus": "tracking substatus",
                     *       "expected_delivery": "2026-01-15T17:30:00.000Z",
                     *       "created_at": "2026-01-15T17:30:00.000Z",
                     *       "updated_at": "2026-01-15T17:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Shipment"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is in progress (`conflict_error`) */
            409: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "conflict_error",
                     *         "message": "A request with this Idempotency-Key is still in progress; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getArAgingReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "ar_aging_report",
                     *       "merchant_id": "merchant_8f2k1Q",
                     *       "as_of": "2026-01-15T17:30:00.000Z",
                     *       "total": 1250.5,
                     *       "buckets": {
                     *         "current": 1250.5,
                     *         "days_1_30": 1250.5,
                     *         "days_31_60": 1250.5,
                     *         "days_61_90": 1250.5,
                     *         "days_over_90": 1250.5
                     *       },
                     *       "customers": [
                     *         {
                     *           "customer_id": "customer_8f2k1Q",
                     *           "open_invoices": 25,
                     *           "total": 1250.5,
                     *           "buckets": {
                     *             "current": 1250.5,
                     *             "days_1_30": 1250.5,
                     *             "days_31_60": 1250.5,
                     *             "days_61_90": 1250.5,
                     *             "days_over_90": 1250.5
                     *           },
                     *           "invoiced": 1250.5,
                     *           "paid": 1250.5,
                     *           "credited": 1250.5
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ArAgingReport"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getArAgingHistory: {
        parameters: {
            query?: {
                /** @description Days of history ending today on your account's clock, 1 to 365 (default 30) */
                days?: number;
                /** @description A point at the end of each day (default), or of each week (Monday to Sunday) */
                interval?: "day" | "week";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "ar_aging_history",
                     *       "merchant_id": "merchant_8f2k1Q",
                     *       "as_of": "2026-01-15T17:30:00.000Z",
                     *       "interval": "day",
                     *       "days": 25,
                     *       "points": [
                     *         {
                     *           "as_of": "2026-01-15T17:30:00.000Z",
                     *           "total": 1250.5,
                     *           "buckets": {
                     *             "current": 1250.5,
                     *             "days_1_30": 1250.5,
                     *             "days_31_60": 1250.5,
                     *             "days_61_90": 1250.5,
                     *             "days_over_90": 1250.5
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ArAgingHistory"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDsoReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "dso_report",
                     *       "merchant_id": "merchant_8f2k1Q",
                     *       "as_of": "2026-01-15T17:30:00.000Z",
                     *       "period_start": "2026-01-15T17:30:00.000Z",
                     *       "period_days": 25,
                     *       "receivables": 1250.5,
                     *       "credit_sales": 1250.5,
                     *       "dso": 1250.5
                     *     }
                     */
                    "application/json": components["schemas"]["DsoReport"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: {
                /** @description Maximum number of records (25..100, default 25) */
                limit?: number;
                /** @description Multiplier of limit: records start at position page × limit (default 0) */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "count": 1,
                     *       "page": 0,
                     *       "limit": 25,
                     *       "results": [
                     *         {
                     *           "id": "id_8f2k1Q",
                     *           "merchant_id": "merchant_8f2k1Q",
                     *           "endpoint_url": "https://example.com/netline",
                     *           "topic": {
                     *             "name": "invoice.created",
                     *             "description": "description"
                     *           },
                     *           "created_at": "2026-01-15T17:30:00.000Z",
                     *           "updated_at": "2026-01-15T17:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEndpointList"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    upsertWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 hours when the same key is sent again; the same key with another body is a 400, and a duplicate sent while the first is still running gets 409 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "endpoint_url": "https://example.com/netline",
                 *       "events": {
                 *         "invoice.created": false,
                 *         "invoice.balance_updated": false,
                 *         "invoice.overdue": false,
                 *         "customer.created": false,
                 *         "customer.status_updated": false,
                 *         "customer.line_amount_updated": false,
                 *         "customer.advance_rate_updated": false,
                 *         "customer.credit_decision_created": false,
                 *         "payment.created": false,
                 *         "payment.status_changed": false,
                 *         "payout.created": false,
                 *         "payout.status_changed": false
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WebhookUpsertRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "id_8f2k1Q",
                     *         "merchant_id": "merchant_8f2k1Q",
                     *         "endpoint_url": "https://example.com/netline",
                     *         "topic": {
                     *           "name": "invoice.created",
                     *           "description": "description"
                     *         },
                     *         "created_at": "2026-01-15T17:30:00.000Z",
                     *         "updated_at": "2026-01-15T17:30:00.000Z"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["WebhookEndpointArray"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is in progress (`conflict_error`) */
            409: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "conflict_error",
                     *         "message": "A request with this Idempotency-Key is still in progress; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than the operation accepts (`invalid_request`) */
            413: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "The request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not of a content type the operation accepts (`invalid_request`) */
            415: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "Send the request body as application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 hours when the same key is sent again; the same key with another body is a 400, and a duplicate sent while the first is still running gets 409 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "endpoint_url": "https://example.com/netline"
                 *     }
                 */
                "application/json": components["schemas"]["WebhookDeleteRequest"];
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is in progress (`conflict_error`) */
            409: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "conflict_error",
                     *         "message": "A request with this Idempotency-Key is still in progress; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than the operation accepts (`invalid_request`) */
            413: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "The request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not of a content type the operation accepts (`invalid_request`) */
            415: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "Send the request body as application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Maximum number of records (25..100, default 25) */
                limit?: number;
                /** @description Multiplier of limit: records start at position page × limit (default 0) */
                page?: number;
                /** @description Filter on status (eq); filter[status] is shorthand */
                "filter[status][eq]"?: "pending" | "succeeded" | "failed";
                /** @description Filter on event_type (eq); filter[event_type] is shorthand */
                "filter[event_type][eq]"?: string;
                /** @description Filter on event_id (eq); filter[event_id] is shorthand */
                "filter[event_id][eq]"?: string;
                /** @description Filter on endpoint_url (eq); filter[endpoint_url] is shorthand */
                "filter[endpoint_url][eq]"?: string;
                /** @description Filter on endpoint_id (eq); filter[endpoint_id] is shorthand */
                "filter[endpoint_id][eq]"?: string;
                /** @description Sort by created_at; prefix with - for descending (default -created_at) */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "count": 1,
                     *       "page": 0,
                     *       "limit": 25,
                     *       "results": [
                     *         {
                     *           "id": "id_8f2k1Q",
                     *           "event_id": "event_8f2k1Q",
                     *           "event_type": "event type",
                     *           "object": "object",
                     *           "endpoint_id": "endpoint_8f2k1Q",
                     *           "endpoint_url": "https://example.com/netline",
                     *           "status": "pending",
                     *           "attempt_count": 1,
                     *           "last_status_code": 25,
                     *           "next_attempt_at": "2026-01-15T17:30:00.000Z",
                     *           "resend_of": "resend of",
                     *           "payload": {
                     *             "id": "id_8f2k1Q",
                     *             "object": "object",
                     *             "type": "type",
                     *             "occurred_at": "2026-01-15T17:30:00.000Z",
                     *             "data": {
                     *               "id": "id_8f2k1Q"
                     *             }
                     *           },
                     *           "created_at": "2026-01-15T17:30:00.000Z",
                     *           "updated_at": "2026-01-15T17:30:00.000Z",
                     *           "completed_at": "2026-01-15T17:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    fetchWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id_8f2k1Q",
                     *       "event_id": "event_8f2k1Q",
                     *       "event_type": "event type",
                     *       "object": "object",
                     *       "endpoint_id": "endpoint_8f2k1Q",
                     *       "endpoint_url": "https://example.com/netline",
                     *       "status": "pending",
                     *       "attempt_count": 1,
                     *       "last_status_code": 25,
                     *       "next_attempt_at": "2026-01-15T17:30:00.000Z",
                     *       "resend_of": "resend of",
                     *       "payload": {
                     *         "id": "id_8f2k1Q",
                     *         "object": "object",
                     *         "type": "type",
                     *         "occurred_at": "2026-01-15T17:30:00.000Z",
                     *         "data": {
                     *           "id": "id_8f2k1Q"
                     *         }
                     *       },
                     *       "created_at": "2026-01-15T17:30:00.000Z",
                     *       "updated_at": "2026-01-15T17:30:00.000Z",
                     *       "completed_at": "2026-01-15T17:30:00.000Z",
                     *       "attempts": [
                     *         {
                     *           "number": 25,
                     *           "attempted_at": "2026-01-15T17:30:00.000Z",
                     *           "status_code": 25,
                     *           "duration_ms": 25,
                     *           "error": "error",
                     *           "next_attempt_at": "2026-01-15T17:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookDeliveryWithAttempts"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resendWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 hours when the same key is sent again; the same key with another body is a 400, and a duplicate sent while the first is still running gets 409 */
                "Idempotency-Key"?: string;
            };
            path: {
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id_8f2k1Q",
                     *       "event_id": "event_8f2k1Q",
                     *       "event_type": "event type",
                     *       "object": "object",
                     *       "endpoint_id": "endpoint_8f2k1Q",
                     *       "endpoint_url": "https://example.com/netline",
                     *       "status": "pending",
                     *       "attempt_count": 1,
                     *       "last_status_code": 25,
                     *       "next_attempt_at": "2026-01-15T17:30:00.000Z",
                     *       "resend_of": "resend of",
                     *       "payload": {
                     *         "id": "id_8f2k1Q",
                     *         "object": "object",
                     *         "type": "type",
                     *         "occurred_at": "2026-01-15T17:30:00.000Z",
                     *         "data": {
                     *           "id": "id_8f2k1Q"
                     *         }
                     *       },
                     *       "created_at": "2026-01-15T17:30:00.000Z",
                     *       "updated_at": "2026-01-15T17:30:00.000Z",
                     *       "completed_at": "2026-01-15T17:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is in progress (`conflict_error`) */
            409: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "conflict_error",
                     *         "message": "A request with this Idempotency-Key is still in progress; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sendTestWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 hours when the same key is sent again; the same key with another body is a 400, and a duplicate sent while the first is still running gets 409 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "endpoint_url": "https://example.com/netline"
                 *     }
                 */
                "application/json": components["schemas"]["WebhookTestRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id_8f2k1Q",
                     *       "event_id": "event_8f2k1Q",
                     *       "event_type": "event type",
                     *       "object": "object",
                     *       "endpoint_id": "endpoint_8f2k1Q",
                     *       "endpoint_url": "https://example.com/netline",
                     *       "status": "pending",
                     *       "attempt_count": 1,
                     *       "last_status_code": 25,
                     *       "next_attempt_at": "2026-01-15T17:30:00.000Z",
                     *       "resend_of": "resend of",
                     *       "payload": {
                     *         "id": "id_8f2k1Q",
                     *         "object": "object",
                     *         "type": "type",
                     *         "occurred_at": "2026-01-15T17:30:00.000Z",
                     *         "data": {
                     *           "id": "id_8f2k1Q"
                     *         }
                     *       },
                     *       "created_at": "2026-01-15T17:30:00.000Z",
                     *       "updated_at": "2026-01-15T17:30:00.000Z",
                     *       "completed_at": "2026-01-15T17:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is in progress (`conflict_error`) */
            409: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "conflict_error",
                     *         "message": "A request with this Idempotency-Key is still in progress; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than the operation accepts (`invalid_request`) */
            413: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "The request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not of a content type the operation accepts (`invalid_request`) */
            415: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "Send the request body as application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sandboxRecordCreditDecision: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 hours when the same key is sent again; the same key with another body is a 400, and a duplicate sent while the first is still running gets 409 */
                "Idempotency-Key"?: string;
            };
            path: {
                customer_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "decision": "approved",
                 *       "amount": 1250.5,
                 *       "advance_rate": 0.8,
                 *       "decline_code": "no_business_found",
                 *       "hold_code": "past_due"
                 *     }
                 */
                "application/json": components["schemas"]["CreditDecisionRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id_8f2k1Q",
                     *       "created_at": "2026-01-15T17:30:00.000Z",
                     *       "updated_at": "2026-01-15T17:30:00.000Z",
                     *       "source": "QUICKBOOKS",
                     *       "business_address": "business address",
                     *       "business_city": "business city",
                     *       "business_state": "business state",
                     *       "business_zip": "business zip",
                     *       "business_country": "business country",
                     *       "business_age_range": "0-2",
                     *       "business_ap_email": "ap@example.com",
                     *       "business_ap_phone": "business ap phone",
                     *       "business_ap_phone_extension": "business ap phone extension",
                     *       "business_name": "business name",
                     *       "business_trade_name": "business trade name",
                     *       "business_phone": "business phone",
                     *       "business_type": "sole_prop_or_partnership",
                     *       "email": "ap@example.com",
                     *       "personal_name_first": "personal name first",
                     *       "personal_name_last": "personal name last",
                     *       "personal_phone": "personal phone",
                     *       "amount_approved": 1250.5,
                     *       "amount_authorized": 1250.5,
                     *       "amount_available": 1250.5,
                     *       "amount_balance": 1250.5,
                     *       "amount_unapplied_payments": 1250.5,
                     *       "default_terms": "net7",
                     *       "advance_rate": 0.8,
                     *       "credit_status": "approved",
                     *       "net_terms_status": "enrolled",
                     *       "net_terms_enrollment_url": "https://example.com/netline",
                     *       "net_terms_enrollment_expires_at": "2026-01-15T17:30:00.000Z",
                     *       "credit_check_requested_at": "2026-01-15T17:30:00.000Z",
                     *       "archived": false,
                     *       "duns_number": "duns number",
                     *       "credit_decisions": [
                     *         {
                     *           "id": "id_8f2k1Q",
                     *           "created_at": "2026-01-15T17:30:00.000Z",
                     *           "decision": "approved",
                     *           "amount": 1250.5,
                     *           "advance_rate": 0.8,
                     *           "decline_code": "no_business_found",
                     *           "hold_code": "past_due"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is in progress (`conflict_error`) */
            409: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "conflict_error",
                     *         "message": "A request with this Idempotency-Key is still in progress; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than the operation accepts (`invalid_request`) */
            413: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "The request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not of a content type the operation accepts (`invalid_request`) */
            415: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "Send the request body as application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sandboxCompleteEnrollment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 hours when the same key is sent again; the same key with another body is a 400, and a duplicate sent while the first is still running gets 409 */
                "Idempotency-Key"?: string;
            };
            path: {
                customer_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id_8f2k1Q",
                     *       "created_at": "2026-01-15T17:30:00.000Z",
                     *       "updated_at": "2026-01-15T17:30:00.000Z",
                     *       "source": "QUICKBOOKS",
                     *       "business_address": "business address",
                     *       "business_city": "business city",
                     *       "business_state": "business state",
                     *       "business_zip": "business zip",
                     *       "business_country": "business country",
                     *       "business_age_range": "0-2",
                     *       "business_ap_email": "ap@example.com",
                     *       "business_ap_phone": "business ap phone",
                     *       "business_ap_phone_extension": "business ap phone extension",
                     *       "business_name": "business name",
                     *       "business_trade_name": "business trade name",
                     *       "business_phone": "business phone",
                     *       "business_type": "sole_prop_or_partnership",
                     *       "email": "ap@example.com",
                     *       "personal_name_first": "personal name first",
                     *       "personal_name_last": "personal name last",
                     *       "personal_phone": "personal phone",
                     *       "amount_approved": 1250.5,
                     *       "amount_authorized": 1250.5,
                     *       "amount_available": 1250.5,
                     *       "amount_balance": 1250.5,
                     *       "amount_unapplied_payments": 1250.5,
                     *       "default_terms": "net7",
                     *       "advance_rate": 0.8,
                     *       "credit_status": "approved",
                     *       "net_terms_status": "enrolled",
                     *       "net_terms_enrollment_url": "https://example.com/netline",
                     *       "net_terms_enrollment_expires_at": "2026-01-15T17:30:00.000Z",
                     *       "credit_check_requested_at": "2026-01-15T17:30:00.000Z",
                     *       "archived": false,
                     *       "duns_number": "duns number",
                     *       "credit_decisions": [
                     *         {
                     *           "id": "id_8f2k1Q",
                     *           "created_at": "2026-01-15T17:30:00.000Z",
                     *           "decision": "approved",
                     *           "amount": 1250.5,
                     *           "advance_rate": 0.8,
                     *           "decline_code": "no_business_found",
                     *           "hold_code": "past_due"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is in progress (`conflict_error`) */
            409: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "conflict_error",
                     *         "message": "A request with this Idempotency-Key is still in progress; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sandboxAdvanceClock: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 hours when the same key is sent again; the same key with another body is a 400, and a duplicate sent while the first is still running gets 409 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "days": 25
                 *     }
                 */
                "application/json": components["schemas"]["SandboxClockAdvanceRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "merchant_id": "merchant_8f2k1Q",
                     *       "days": 25,
                     *       "now": "2026-01-15T17:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["SandboxClockAdvanceResponse"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is in progress (`conflict_error`) */
            409: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "conflict_error",
                     *         "message": "A request with this Idempotency-Key is still in progress; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than the operation accepts (`invalid_request`) */
            413: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "The request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not of a content type the operation accepts (`invalid_request`) */
            415: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "Send the request body as application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sandboxAuthorizeCharge: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 hours when the same key is sent again; the same key with another body is a 400, and a duplicate sent while the first is still running gets 409 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "customer_id": "customer_8f2k1Q",
                 *       "amount": 1250.5,
                 *       "terms": "due_upon_receipt",
                 *       "order_number": "order number",
                 *       "po_number": "po number",
                 *       "metadata": {}
                 *     }
                 */
                "application/json": components["schemas"]["SandboxChargeRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id_8f2k1Q",
                     *       "number": "number",
                     *       "customer_id": "customer_8f2k1Q",
                     *       "amount": 1250.5,
                     *       "amount_captured": 1250.5,
                     *       "amount_refunded": 1250.5,
                     *       "terms": "due_upon_receipt",
                     *       "canceled": false,
                     *       "canceled_at": "2026-01-15T17:30:00.000Z",
                     *       "captured": false,
                     *       "captured_at": "2026-01-15T17:30:00.000Z",
                     *       "merchant_invoice_id": "merchant_invoice_8f2k1Q",
                     *       "invoice_url": "https://example.com/netline",
                     *       "order_number": "order number",
                     *       "po_number": "po number",
                     *       "metadata": {},
                     *       "fee": 1250.5,
                     *       "fee_refunded": 1250.5,
                     *       "created_at": "2026-01-15T17:30:00.000Z",
                     *       "updated_at": "2026-01-15T17:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Charge"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is in progress (`conflict_error`) */
            409: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "conflict_error",
                     *         "message": "A request with this Idempotency-Key is still in progress; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than the operation accepts (`invalid_request`) */
            413: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "The request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not of a content type the operation accepts (`invalid_request`) */
            415: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "Send the request body as application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sandboxCreatePayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 hours when the same key is sent again; the same key with another body is a 400, and a duplicate sent while the first is still running gets 409 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "customer_id": "customer_8f2k1Q",
                 *       "amount": 1250.5,
                 *       "method": "check",
                 *       "links": [
                 *         {
                 *           "invoice_id": "invoice_8f2k1Q",
                 *           "amount": 1250.5
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["SandboxPaymentRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id_8f2k1Q",
                     *       "customer_id": "customer_8f2k1Q",
                     *       "source": "api",
                     *       "amount": 1250.5,
                     *       "amount_unapplied": 1250.5,
                     *       "method": "check",
                     *       "status": "pending",
                     *       "created_at": "2026-01-15T17:30:00.000Z",
                     *       "paid_at": "2026-01-15T17:30:00.000Z",
                     *       "canceled_at": "2026-01-15T17:30:00.000Z",
                     *       "failed_at": "2026-01-15T17:30:00.000Z",
                     *       "processed_at": "2026-01-15T17:30:00.000Z",
                     *       "scheduled_at": "2026-01-15T17:30:00.000Z",
                     *       "processing_fee": 1250.5,
                     *       "canceled_code": "canceled code",
                     *       "failed_code": "failed code",
                     *       "payment_links": [
                     *         {
                     *           "record_id": "record_8f2k1Q",
                     *           "record_type": "invoice",
                     *           "amount": 1250.5
                     *         }
                     *       ],
                     *       "created_by_user_id": "created_by_user_8f2k1Q",
                     *       "provider": "provider",
                     *       "provider_reference": "provider reference"
                     *     }
                     */
                    "application/json": components["schemas"]["Payment"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is in progress (`conflict_error`) */
            409: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "conflict_error",
                     *         "message": "A request with this Idempotency-Key is still in progress; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than the operation accepts (`invalid_request`) */
            413: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "The request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not of a content type the operation accepts (`invalid_request`) */
            415: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "Send the request body as application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sandboxSetPaymentStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 hours when the same key is sent again; the same key with another body is a 400, and a duplicate sent while the first is still running gets 409 */
                "Idempotency-Key"?: string;
            };
            path: {
                payment_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "in_transit",
                 *       "failed_code": "failed code",
                 *       "canceled_code": "canceled code"
                 *     }
                 */
                "application/json": components["schemas"]["SandboxPaymentStatusRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id_8f2k1Q",
                     *       "customer_id": "customer_8f2k1Q",
                     *       "source": "api",
                     *       "amount": 1250.5,
                     *       "amount_unapplied": 1250.5,
                     *       "method": "check",
                     *       "status": "pending",
                     *       "created_at": "2026-01-15T17:30:00.000Z",
                     *       "paid_at": "2026-01-15T17:30:00.000Z",
                     *       "canceled_at": "2026-01-15T17:30:00.000Z",
                     *       "failed_at": "2026-01-15T17:30:00.000Z",
                     *       "processed_at": "2026-01-15T17:30:00.000Z",
                     *       "scheduled_at": "2026-01-15T17:30:00.000Z",
                     *       "processing_fee": 1250.5,
                     *       "canceled_code": "canceled code",
                     *       "failed_code": "failed code",
                     *       "payment_links": [
                     *         {
                     *           "record_id": "record_8f2k1Q",
                     *           "record_type": "invoice",
                     *           "amount": 1250.5
                     *         }
                     *       ],
                     *       "created_by_user_id": "created_by_user_8f2k1Q",
                     *       "provider": "provider",
                     *       "provider_reference": "provider reference"
                     *     }
                     */
                    "application/json": components["schemas"]["Payment"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is in progress (`conflict_error`) */
            409: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "conflict_error",
                     *         "message": "A request with this Idempotency-Key is still in progress; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than the operation accepts (`invalid_request`) */
            413: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "The request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not of a content type the operation accepts (`invalid_request`) */
            415: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "Send the request body as application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sandboxRunPayouts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 hours when the same key is sent again; the same key with another body is a 400, and a duplicate sent while the first is still running gets 409 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "payouts": [
                     *         {
                     *           "id": "id_8f2k1Q",
                     *           "amount_gross": 1250.5,
                     *           "amount_fee": 1250.5,
                     *           "amount_net": 1250.5,
                     *           "status": "pending",
                     *           "retry_payout_id": "retry_payout_8f2k1Q",
                     *           "failed_at": "2026-01-15T17:30:00.000Z",
                     *           "canceled_at": "2026-01-15T17:30:00.000Z",
                     *           "paid_at": "2026-01-15T17:30:00.000Z",
                     *           "expected_by": "2026-01-15T17:30:00.000Z",
                     *           "transactions_starting_at": "2026-01-15T17:30:00.000Z",
                     *           "transactions_ending_at": "2026-01-15T17:30:00.000Z",
                     *           "created_at": "2026-01-15T17:30:00.000Z",
                     *           "updated_at": "2026-01-15T17:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SandboxPayoutRunResponse"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is in progress (`conflict_error`) */
            409: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "conflict_error",
                     *         "message": "A request with this Idempotency-Key is still in progress; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sandboxSetPayoutStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 hours when the same key is sent again; the same key with another body is a 400, and a duplicate sent while the first is still running gets 409 */
                "Idempotency-Key"?: string;
            };
            path: {
                payout_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "in_transit"
                 *     }
                 */
                "application/json": components["schemas"]["SandboxPayoutStatusRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id_8f2k1Q",
                     *       "amount_gross": 1250.5,
                     *       "amount_fee": 1250.5,
                     *       "amount_net": 1250.5,
                     *       "status": "pending",
                     *       "retry_payout_id": "retry_payout_8f2k1Q",
                     *       "failed_at": "2026-01-15T17:30:00.000Z",
                     *       "canceled_at": "2026-01-15T17:30:00.000Z",
                     *       "paid_at": "2026-01-15T17:30:00.000Z",
                     *       "expected_by": "2026-01-15T17:30:00.000Z",
                     *       "transactions_starting_at": "2026-01-15T17:30:00.000Z",
                     *       "transactions_ending_at": "2026-01-15T17:30:00.000Z",
                     *       "created_at": "2026-01-15T17:30:00.000Z",
                     *       "updated_at": "2026-01-15T17:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Payout"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is in progress (`conflict_error`) */
            409: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "conflict_error",
                     *         "message": "A request with this Idempotency-Key is still in progress; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is larger than the operation accepts (`invalid_request`) */
            413: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "The request body is too large"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is not of a content type the operation accepts (`invalid_request`) */
            415: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request",
                     *         "message": "Send the request body as application/json"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sandboxRetryPayout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Replays the first response for 24 hours when the same key is sent again; the same key with another body is a 400, and a duplicate sent while the first is still running gets 409 */
                "Idempotency-Key"?: string;
            };
            path: {
                payout_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id_8f2k1Q",
                     *       "amount_gross": 1250.5,
                     *       "amount_fee": 1250.5,
                     *       "amount_net": 1250.5,
                     *       "status": "pending",
                     *       "retry_payout_id": "retry_payout_8f2k1Q",
                     *       "failed_at": "2026-01-15T17:30:00.000Z",
                     *       "canceled_at": "2026-01-15T17:30:00.000Z",
                     *       "paid_at": "2026-01-15T17:30:00.000Z",
                     *       "expected_by": "2026-01-15T17:30:00.000Z",
                     *       "transactions_starting_at": "2026-01-15T17:30:00.000Z",
                     *       "transactions_ending_at": "2026-01-15T17:30:00.000Z",
                     *       "created_at": "2026-01-15T17:30:00.000Z",
                     *       "updated_at": "2026-01-15T17:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Payout"];
                };
            };
            /** @description Validation error (`validation_error`) or invalid request (`invalid_request`) */
            400: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "validation_error",
                     *         "message": "Validation error",
                     *         "details": [
                     *           {
                     *             "path": "amount",
                     *             "message": "`amount` is required"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid credentials (`authentication_error`) */
            401: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "message": "Invalid merchant credentials"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The credentials lack the scope this operation needs (`forbidden_error`) */
            403: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "forbidden_error",
                     *         "message": "This operation needs the merchant:write scope"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object for this merchant (`not_found_error`) */
            404: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "message": "Invoice not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A request with the same Idempotency-Key is in progress (`conflict_error`) */
            409: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "conflict_error",
                     *         "message": "A request with this Idempotency-Key is still in progress; retry shortly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (`rate_limit_error`) */
            429: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "message": "Too many requests"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`) */
            503: {
                headers: {
                    /** @description Requests allowed in a sliding 60-second window */
                    "X-Ratelimit-Limit": number;
                    /** @description Requests left in the current window */
                    "X-Ratelimit-Remaining": number;
                    /** @description UNIX time (seconds) when a request slot frees up */
                    "X-Ratelimit-Reset": number;
                    /** @description The API version that answered */
                    "X-Api-Version": "V5";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "service_unavailable",
                     *         "message": "The service did not answer in time; retry"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
