// Generated from the partners API's OpenAPI document (the operation catalogue) by scripts/openapi-sdk.js (`npm run generate`); do not edit.
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
        get: operations["getJsonWebKeySet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/merchants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listMerchants"];
        put?: never;
        post: operations["createMerchant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/merchants/{merchant_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getMerchant"];
        put: operations["updateMerchant"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/merchants/{merchant_id}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listMerchantDocuments"];
        put?: never;
        post: operations["createMerchantDocumentUploadRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/merchant-documents/uploads/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["uploadMerchantDocument"];
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
        get: operations["listCustomers"];
        put?: never;
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
        get: operations["fetchCustomer"];
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
        post: operations["requestCustomerCreditCheck"];
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
        get: operations["listCustomerLedger"];
        put?: never;
        post?: never;
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
        get: operations["listInvoices"];
        put?: never;
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
        get: operations["fetchInvoice"];
        put: operations["updateInvoice"];
        post?: never;
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
        get: operations["showInvoicePaymentPage"];
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
        post: operations["acceptNetTermsEnrollment"];
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
        get: operations["listCreditNotes"];
        put?: never;
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
        post: operations["voidCreditNote"];
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
        get: operations["listPayments"];
        put?: never;
        post: operations["createPayment"];
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
        get: operations["listShipments"];
        put?: never;
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
        get: operations["getShipment"];
        put: operations["updateShipment"];
        post?: never;
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
        post: operations["syncShipmentTracking"];
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
        get: operations["listWebhookEndpoints"];
        put?: never;
        post: operations["upsertWebhookEndpoints"];
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
        post: operations["sendTestWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{event_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["fetchEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{event_id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["redeliverEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/merchants/{merchant_id}/underwriting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["sandboxDecideMerchantUnderwriting"];
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
        post: operations["sandboxCompleteEnrollment"];
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
            amount: number;
            advance_rate: number | null;
            decline_code: ("no_business_found" | "thin_file" | "failing_credit" | "not_approved_need_more_info" | "sole_prop" | "applicant_business_association" | "merchant_risk" | "fraud" | "no_us_address" | "duplicate" | "test_account" | "email_verification_freemail" | "email_verification_domain" | "address_verification" | "poor_cash_flow" | "additional_info_not_provided" | "other") | null;
            hold_code: ("past_due" | "failed_payment" | "requested_by_customer" | "requested_by_merchant" | "dispute" | "fraud" | "churned" | "payment_plan" | "inactive" | "other") | null;
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
            /** @enum {string} */
            audience?: "mcp";
        };
        AccessKeyTokenResponse: {
            access_token: string;
            /** @constant */
            token_type: "Bearer";
            expires_in: number;
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
            amount: number;
            amount_balance: number;
            amount_paid: number;
            amount_voided: number;
            amount_payout: number;
            amount_payout_balance: number;
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
            unit_price: number;
            amount: number;
        };
        InvoiceLineItemRequest: {
            description: string;
            quantity: number;
            unit_price: number;
            amount: number;
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
            line_items?: components["schemas"]["InvoiceLineItemRequest"][];
        };
        PaymentLink: {
            record_id: string;
            /** @enum {string} */
            record_type: "invoice";
            amount: number;
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
        SandboxPayoutStatusRequest: {
            /** @enum {string} */
            status: "in_transit" | "paid" | "failed" | "canceled";
        };
        AddressInput: {
            line1: string;
            line2?: string | null;
            city: string;
            state: string;
            postal_code: string;
            country: string;
        };
        Address: {
            line1: string;
            line2: string | null;
            city: string;
            state: string;
            postal_code: string;
            country: string;
        };
        BeneficialOwnerInput: {
            first_name: string;
            last_name: string;
            /** Format: date */
            date_of_birth: string;
            address: components["schemas"]["AddressInput"];
            ssn_last_4: string;
            ownership_percentage?: number;
        };
        BeneficialOwner: {
            first_name: string;
            last_name: string;
            /** Format: date */
            date_of_birth: string;
            address: components["schemas"]["Address"];
            ownership_percentage: number | null;
        };
        AuthorizedSigner: {
            first_name?: string;
            last_name?: string;
            /** Format: email */
            email?: string;
            title?: string;
            phone?: string;
        };
        InlineDocumentDownloadRequest: {
            filename: string;
            filetype: string;
            /** Format: uri */
            download_url: string;
        };
        CreateMerchantRequest: {
            legal_business_name: string;
            dba_name?: string | null;
            business_address: components["schemas"]["AddressInput"];
            /** Format: email */
            business_email: string;
            business_phone: string;
            /** @enum {string} */
            entity_type: "corporation" | "llc" | "sole_proprietorship" | "partnership" | "non_profit";
            formation_state: string;
            ein: string;
            annual_revenue?: number;
            years_in_business?: number;
            industry?: string | null;
            business_description?: string | null;
            website?: string | null;
            estimated_monthly_net_terms_volume?: number;
            existing_net_terms_info?: {
                [key: string]: unknown;
            };
            beneficial_owners?: components["schemas"]["BeneficialOwnerInput"][];
            authorized_signer?: components["schemas"]["AuthorizedSigner"];
            plaid_access_token?: string;
            bank_account_number?: string;
            bank_routing_number?: string;
            metadata?: {
                [key: string]: unknown;
            };
            bank_statements?: components["schemas"]["InlineDocumentDownloadRequest"][];
            financial_statements?: components["schemas"]["InlineDocumentDownloadRequest"][];
            credit_references?: components["schemas"]["InlineDocumentDownloadRequest"][];
            personal_guarantee?: components["schemas"]["InlineDocumentDownloadRequest"][];
            other_documents?: components["schemas"]["InlineDocumentDownloadRequest"][];
        };
        UpdateMerchantRequest: {
            legal_business_name?: string;
            dba_name?: string | null;
            business_address?: components["schemas"]["AddressInput"];
            /** Format: email */
            business_email?: string;
            business_phone?: string;
            /** @enum {string} */
            entity_type?: "corporation" | "llc" | "sole_proprietorship" | "partnership" | "non_profit";
            formation_state?: string;
            ein?: string;
            annual_revenue?: number;
            years_in_business?: number;
            industry?: string | null;
            business_description?: string | null;
            website?: string | null;
            estimated_monthly_net_terms_volume?: number;
            existing_net_terms_info?: {
                [key: string]: unknown;
            };
            beneficial_owners?: components["schemas"]["BeneficialOwnerInput"][];
            authorized_signer?: components["schemas"]["AuthorizedSigner"];
            plaid_access_token?: string;
            bank_account_number?: string;
            bank_routing_number?: string;
            metadata?: {
                [key: string]: unknown;
            };
            additional_beneficial_owners?: components["schemas"]["BeneficialOwnerInput"][];
        };
        DocumentIngestionResult: {
            document_id: string | null;
            /** @enum {string} */
            document_type: "bank_statements" | "financial_statements" | "credit_references" | "personal_guarantee" | "other";
            filename: string;
            download_url: string;
            /** @enum {string} */
            status: "queued" | "failed";
            error_code: string | null;
            error_message: string | null;
        };
        DocumentIngestionSummary: {
            requested_count: number;
            queued_count: number;
            failed_count: number;
            results: components["schemas"]["DocumentIngestionResult"][];
        };
        Merchant: {
            id: string;
            legal_business_name: string;
            dba_name: string | null;
            business_address: components["schemas"]["Address"];
            business_email: string;
            business_phone: string;
            /** @enum {string} */
            entity_type: "corporation" | "llc" | "sole_proprietorship" | "partnership" | "non_profit";
            formation_state: string;
            industry: string | null;
            website: string | null;
            business_description: string | null;
            annual_revenue: number | null;
            years_in_business: number | null;
            estimated_monthly_net_terms_volume: number | null;
            existing_net_terms_info: {
                [key: string]: unknown;
            } | null;
            beneficial_owners: components["schemas"]["BeneficialOwner"][];
            authorized_signer: {
                [key: string]: string;
            } | null;
            bank_account_last4: string | null;
            /** @enum {string} */
            underwriting_status: "pending" | "more_info_needed" | "completed";
            underwriting_decision: ("approved" | "declined") | null;
            seller_amount_approved: number | null;
            active_subscription: {
                id: string;
                tier: string;
            } | null;
            metadata: {
                [key: string]: unknown;
            };
            document_ingestion: components["schemas"]["DocumentIngestionSummary"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        MerchantDocument: {
            id: string;
            merchant_id: string;
            /** @enum {string} */
            document_type: "bank_statements" | "financial_statements" | "credit_references" | "personal_guarantee" | "other";
            filename: string;
            filetype: string;
            /** @enum {string} */
            status: "pending_upload" | "uploaded_pending_validation" | "accepted" | "rejected" | "failed";
            validation_reasons: string[];
            /** @enum {string} */
            transfer_method: "presigned_upload" | "download_url";
            size: number | null;
            uploaded_at: string | null;
            validated_at: string | null;
            object_key: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        CreateMerchantDocumentRequest: {
            /** @enum {string} */
            document_type: "bank_statements" | "financial_statements" | "credit_references" | "personal_guarantee" | "other";
            filename: string;
            filetype: string;
            /** Format: uri */
            download_url?: string;
            size?: number;
        };
        MerchantDocumentUploadRequest: {
            id: string;
            document_id: string;
            merchant_id: string;
            /** @enum {string} */
            document_type: "bank_statements" | "financial_statements" | "credit_references" | "personal_guarantee" | "other";
            /** @enum {string} */
            status: "pending_upload" | "failed";
            upload_url: string | null;
            upload_expires_at: string | null;
            upload_headers: {
                [key: string]: string;
            } | null;
            object_key: string;
            /** @enum {string} */
            transfer_method: "presigned_upload" | "download_url";
            queue_dispatch_status: ("queued" | "failed") | null;
            /** @enum {string} */
            validation_profile: "merchant_underwriting_document_default";
        };
        MerchantUnderwritingDecision: {
            /** @enum {string} */
            decision: "approved" | "declined" | "more_info_needed";
            seller_amount_approved?: number;
        };
        PartnerCustomer: {
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
            amount_approved: number;
            amount_authorized: number;
            amount_available: number;
            amount_balance: number;
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
            merchant_id?: string;
            external_id: string | null;
        };
        PartnerCustomerCreateRequest: {
            business_address: string;
            business_city: string;
            business_state: string;
            business_zip: string;
            business_country: string;
            business_name: string;
            /** Format: email */
            email: string;
            /** Format: email */
            business_ap_email: string;
            business_ap_phone?: string | null;
            business_ap_phone_extension?: string | null;
            default_terms?: ("net7" | "net10" | "net10th" | "net15" | "net20" | "net30" | "net45" | "net60" | "net75" | "net90" | "net120" | "net180") | null;
            merchant_id?: string;
            external_id?: string | null;
        };
        PartnerCustomerUpdateRequest: {
            business_address?: string;
            business_city?: string;
            business_state?: string;
            business_zip?: string;
            business_country?: string;
            business_name?: string;
            /** Format: email */
            email?: string;
            /** Format: email */
            business_ap_email?: string;
            business_ap_phone?: string | null;
            business_ap_phone_extension?: string | null;
            default_terms?: ("net7" | "net10" | "net10th" | "net15" | "net20" | "net30" | "net45" | "net60" | "net75" | "net90" | "net120" | "net180") | null;
            external_id?: string | null;
        };
        PartnerInvoice: {
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
            days_overdue: number;
            original_due_at: string | null;
            /** Format: date-time */
            invoiced_at: string;
            sent_at: string | null;
            /** @enum {string} */
            terms: "due_upon_receipt" | "net7" | "net10" | "net10th" | "net15" | "net20" | "net30" | "net45" | "net60" | "net75" | "net90" | "net120" | "net180";
            amount_payout_due: number;
            amount_payout_paid: number;
            amount_payout_pending: number;
            amount_payout_refunded: number;
            amount_payout_balance: number;
            payout_fully_paid: boolean;
            payout_fully_paid_at: string | null;
            amount_balance: number;
            amount_due: number;
            amount_refunded: number;
            amount_pending: number;
            amount_paid: number;
            amount_credited: number;
            dispute_id: string | null;
            amount_advance: number;
            amount_additional_advance: number;
            amount_advance_fee: number;
            amount_advance_fee_refund: number;
            advance_rate: number | null;
            advanced_at: string | null;
            amount_customer_fee_total: number;
            amount_customer_fee_waived: number;
            amount_customer_fee_paid: number;
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
            amount_canceled: number;
            amount_voided: number;
            merchant_id: string;
            amount_scheduled: number;
            /** @enum {string} */
            status: "unsent" | "unpaid" | "partially_paid" | "paid" | "voided" | "canceled";
        };
        PartnerInvoiceCreateRequest: {
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
            line_items?: components["schemas"]["InvoiceLineItemRequest"][];
            merchant_id: string;
        };
        PartnerPayout: {
            id: string;
            amount_gross: number;
            amount_fee: number;
            amount_net: number;
            /** @enum {string} */
            status: "pending" | "in_transit" | "paid" | "failed" | "canceled";
            retry_payout_id: string | null;
            failed_at: string | null;
            canceled_at: string | null;
            paid_at: string | null;
            /** Format: date-time */
            expected_by: string;
            transactions_starting_at: string | null;
            transactions_ending_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            merchant_id: string;
        };
        PartnerSandboxPayoutRunResponse: {
            payouts: components["schemas"]["PartnerPayout"][];
        };
        PartnerPayoutTransaction: {
            id: string;
            payout_id: string | null;
            /** @enum {string} */
            type: "advance" | "payment" | "refund" | "monthly_fee" | "annual_fee" | "non_advanced_invoice_fee" | "merchant_payment" | "mdr_extension" | "credit_note" | "express_ach_payout_fee" | "express_ach_payment_fee" | "mdr_passthrough";
            customer_id: string | null;
            customer_name: string | null;
            invoice_id: string | null;
            invoice_number: string | null;
            order_id: string | null;
            po_number: string | null;
            payment_id: string | null;
            amount_gross: number;
            amount_fee: number;
            amount_net: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            merchant_id: string;
        };
        PartnerPayment: {
            id: string;
            customer_id: string;
            /** @enum {string} */
            source: "api" | "merchant_user" | "admin_user" | "customer_user" | "payment_gateway" | "check" | "guest_checkout";
            amount: number;
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
            processing_fee: number;
            canceled_code: string | null;
            failed_code: string | null;
            payment_links: components["schemas"]["PaymentLink"][];
            created_by_user_id: string | null;
            provider: string | null;
            provider_reference: string | null;
            dispute_code: string | null;
        };
        PaymentCreateRequest: {
            invoice_id: string;
            amount: number;
        };
        Shipment: {
            id: string;
            merchant_invoice_id: string;
            /** @enum {string} */
            fulfillment_method: "shipping_provider" | "self_delivery" | "customer_pickup" | "services_only";
            shipment_tracking_number: string | null;
            shipment_courier: string | null;
            /** @enum {string} */
            verification_status: "verified" | "pending";
            tracking_status: string | null;
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
            upload_url: string;
            /** @constant */
            method: "PUT";
            headers: {
                "content-type": string;
            };
            /** Format: date-time */
            expires_at: string;
            file: components["schemas"]["ShipmentFile"];
        };
        CreditLedgerEntry: {
            id: string;
            customer_id: string;
            /** @enum {string} */
            kind: "line_change" | "invoice_reserved" | "advance_reserved" | "reservation_released" | "invoice_voided" | "invoice_canceled" | "payment_received" | "payment_reversed" | "credit_note_applied" | "credit_note_voided" | "charge_authorized" | "charge_captured" | "charge_canceled";
            amount: number;
            approved_change: number;
            balance_change: number;
            authorized_change: number;
            unapplied_payments_change: number;
            invoice_id: string | null;
            reference: string;
            /** Format: date-time */
            created_at: string;
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
        WebhookTestRequest: {
            /** Format: uri */
            endpoint_url: string;
        };
        PartnerWebhookTopic: {
            /** @enum {string} */
            name: "invoice.created" | "invoice.balance_updated" | "invoice.overdue" | "invoice.dispute_opened" | "invoice.dispute_resolved" | "invoice.promise_to_pay_created" | "invoice.promise_to_pay_broken" | "customer.created" | "customer.status_updated" | "customer.line_amount_updated" | "customer.advance_rate_updated" | "customer.credit_decision_created" | "customer.credit_line_requested" | "payment.created" | "payment.status_changed" | "payout.created" | "payout.status_changed" | "merchant.created" | "merchant.underwriting_completed" | "merchant.more_info_needed" | "merchant.mal_updated";
            description: string;
        };
        PartnerWebhookEndpoint: {
            id: string;
            merchant_id: string;
            /** Format: uri */
            endpoint_url: string;
            topic: components["schemas"]["PartnerWebhookTopic"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        PartnerWebhookEventSubscriptions: {
            "invoice.created"?: boolean;
            "invoice.balance_updated"?: boolean;
            "invoice.overdue"?: boolean;
            "invoice.dispute_opened"?: boolean;
            "invoice.dispute_resolved"?: boolean;
            "invoice.promise_to_pay_created"?: boolean;
            "invoice.promise_to_pay_broken"?: boolean;
            "customer.created"?: boolean;
            "customer.status_updated"?: boolean;
            "customer.line_amount_updated"?: boolean;
            "customer.advance_rate_updated"?: boolean;
            "customer.credit_decision_created"?: boolean;
            "customer.credit_line_requested"?: boolean;
            "payment.created"?: boolean;
            "payment.status_changed"?: boolean;
            "payout.created"?: boolean;
            "payout.status_changed"?: boolean;
            "merchant.created"?: boolean;
            "merchant.underwriting_completed"?: boolean;
            "merchant.more_info_needed"?: boolean;
            "merchant.mal_updated"?: boolean;
        };
        PartnerWebhookUpsertRequest: {
            /** Format: uri */
            endpoint_url: string;
            events: components["schemas"]["PartnerWebhookEventSubscriptions"];
        };
        PartnerWebhookDelivery: {
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
                    merchant_id: string;
                };
            };
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            completed_at: string | null;
        };
        PartnerWebhookDeliveryWithAttempts: {
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
                    merchant_id: string;
                };
            };
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            completed_at: string | null;
            attempts: components["schemas"]["WebhookDeliveryAttempt"][];
        };
        PartnerWebhookEvent: {
            id: string;
            object: string;
            /** @enum {string} */
            type: "invoice.created" | "invoice.balance_updated" | "invoice.overdue" | "invoice.dispute_opened" | "invoice.dispute_resolved" | "invoice.promise_to_pay_created" | "invoice.promise_to_pay_broken" | "customer.created" | "customer.status_updated" | "customer.line_amount_updated" | "customer.advance_rate_updated" | "customer.credit_decision_created" | "customer.credit_line_requested" | "payment.created" | "payment.status_changed" | "payout.created" | "payout.status_changed" | "merchant.created" | "merchant.underwriting_completed" | "merchant.more_info_needed" | "merchant.mal_updated";
            occurred_at: string;
            data: {
                id: string;
                merchant_id: string;
            };
        };
        EventRedeliverRequest: {
            endpoint_id?: string;
        };
        CreditNoteList: {
            count: number;
            page: number;
            limit: number;
            results: components["schemas"]["CreditNote"][];
        };
        CreditLedgerList: {
            count: number;
            page: number;
            limit: number;
            results: components["schemas"]["CreditLedgerEntry"][];
        };
        ShipmentList: {
            count: number;
            page: number;
            limit: number;
            results: components["schemas"]["Shipment"][];
        };
        MerchantList: {
            count: number;
            page: number;
            limit: number;
            results: components["schemas"]["Merchant"][];
        };
        MerchantDocumentList: {
            count: number;
            page: number;
            limit: number;
            results: components["schemas"]["MerchantDocument"][];
        };
        PartnerCustomerList: {
            count: number;
            page: number;
            limit: number;
            results: components["schemas"]["PartnerCustomer"][];
        };
        PartnerInvoiceList: {
            count: number;
            page: number;
            limit: number;
            results: components["schemas"]["PartnerInvoice"][];
        };
        PartnerPayoutList: {
            count: number;
            page: number;
            limit: number;
            results: components["schemas"]["PartnerPayout"][];
        };
        PartnerPayoutTransactionList: {
            count: number;
            page: number;
            limit: number;
            results: components["schemas"]["PartnerPayoutTransaction"][];
        };
        PartnerPaymentList: {
            count: number;
            page: number;
            limit: number;
            results: components["schemas"]["PartnerPayment"][];
        };
        PartnerWebhookEndpointList: {
            count: number;
            page: number;
            limit: number;
            results: components["schemas"]["PartnerWebhookEndpoint"][];
        };
        PartnerWebhookEndpointArray: components["schemas"]["PartnerWebhookEndpoint"][];
        PartnerWebhookDeliveryList: {
            count: number;
            page: number;
            limit: number;
            results: components["schemas"]["PartnerWebhookDelivery"][];
        };
        PartnerEventList: {
            count: number;
            page: number;
            limit: number;
            results: components["schemas"]["PartnerWebhookEvent"][];
        };
        PartnerEventRedeliveryList: {
            count: number;
            page: number;
            limit: number;
            results: components["schemas"]["PartnerWebhookDelivery"][];
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
                "application/json": components["schemas"]["IssueAccessKeyTokenRequest"];
                "application/x-www-form-urlencoded": components["schemas"]["IssueAccessKeyTokenRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessKeyTokenResponse"];
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsonWebKeySet"];
                };
            };
        };
    };
    listMerchants: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                "filter[id][eq]"?: string;
                "filter[external_id][eq]"?: string;
                "filter[name][eq]"?: string;
                "filter[legal_name][eq]"?: string;
                "filter[email][eq]"?: string;
                "filter[underwriting_status][eq]"?: "pending" | "more_info_needed" | "completed";
                "filter[created_at][eq]"?: string;
                sort?: string;
                search?: string;
            };
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MerchantList"];
                };
            };
        };
    };
    createMerchant: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateMerchantRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Merchant"];
                };
            };
        };
    };
    getMerchant: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
            };
            path: {
                merchant_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Merchant"];
                };
            };
        };
    };
    updateMerchant: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
                "Idempotency-Key"?: string;
            };
            path: {
                merchant_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMerchantRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Merchant"];
                };
            };
        };
    };
    listMerchantDocuments: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                "filter[document_type][eq]"?: "bank_statements" | "financial_statements" | "credit_references" | "personal_guarantee" | "other";
                "filter[status][eq]"?: "pending_upload" | "uploaded_pending_validation" | "accepted" | "rejected" | "failed";
                sort?: string;
            };
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
            };
            path: {
                merchant_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MerchantDocumentList"];
                };
            };
        };
    };
    createMerchantDocumentUploadRequest: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
                "Idempotency-Key"?: string;
            };
            path: {
                merchant_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateMerchantDocumentRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MerchantDocumentUploadRequest"];
                };
            };
        };
    };
    uploadMerchantDocument: {
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
                "image/png": string;
                "image/jpeg": string;
                "text/csv": string;
                "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MerchantDocument"];
                };
            };
        };
    };
    listCustomers: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                "filter[email][eq]"?: string;
                "filter[email][prefix]"?: string;
                "filter[business_name][eq]"?: string;
                "filter[business_name][prefix]"?: string;
                "filter[created_at][eq]"?: string;
                "filter[created_at][gt]"?: string;
                "filter[created_at][lt]"?: string;
                "filter[created_at][gte]"?: string;
                "filter[created_at][lte]"?: string;
                "filter[amount_approved][eq]"?: string;
                "filter[amount_approved][gt]"?: string;
                "filter[amount_approved][lt]"?: string;
                "filter[amount_approved][gte]"?: string;
                "filter[amount_approved][lte]"?: string;
                "filter[amount_available][eq]"?: string;
                "filter[amount_available][gt]"?: string;
                "filter[amount_available][lt]"?: string;
                "filter[amount_available][gte]"?: string;
                "filter[amount_available][lte]"?: string;
                "filter[amount_authorized][eq]"?: string;
                "filter[amount_authorized][gt]"?: string;
                "filter[amount_authorized][lt]"?: string;
                "filter[amount_authorized][gte]"?: string;
                "filter[amount_authorized][lte]"?: string;
                "filter[amount_balance][eq]"?: string;
                "filter[amount_balance][gt]"?: string;
                "filter[amount_balance][lt]"?: string;
                "filter[amount_balance][gte]"?: string;
                "filter[amount_balance][lte]"?: string;
                "filter[amount_unapplied_payments][eq]"?: string;
                "filter[amount_unapplied_payments][gt]"?: string;
                "filter[amount_unapplied_payments][lt]"?: string;
                "filter[amount_unapplied_payments][gte]"?: string;
                "filter[amount_unapplied_payments][lte]"?: string;
                "filter[advance_rate][eq]"?: string;
                "filter[advance_rate][gt]"?: string;
                "filter[advance_rate][lt]"?: string;
                "filter[advance_rate][gte]"?: string;
                "filter[advance_rate][lte]"?: string;
                "filter[archived][eq]"?: string;
                "filter[archived][ne]"?: string;
                "filter[merchant_id][eq]"?: string;
                "filter[external_id][eq]"?: string;
                sort?: string;
            };
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerCustomerList"];
                };
            };
        };
    };
    createCustomer: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerCustomerCreateRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerCustomer"];
                };
            };
        };
    };
    fetchCustomer: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
            };
            path: {
                customer_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerCustomer"];
                };
            };
        };
    };
    updateCustomer: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
                "Idempotency-Key"?: string;
            };
            path: {
                customer_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerCustomerUpdateRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerCustomer"];
                };
            };
        };
    };
    requestCustomerCreditCheck: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
                "Idempotency-Key"?: string;
            };
            path: {
                customer_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerCreditCheckRequest"];
            };
        };
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    listCustomerLedger: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                "filter[kind][eq]"?: "line_change" | "invoice_reserved" | "advance_reserved" | "reservation_released" | "invoice_voided" | "invoice_canceled" | "payment_received" | "payment_reversed" | "credit_note_applied" | "credit_note_voided" | "charge_authorized" | "charge_captured" | "charge_canceled";
                "filter[invoice_id][eq]"?: string;
                "filter[created_at][eq]"?: string;
                "filter[created_at][gt]"?: string;
                "filter[created_at][lt]"?: string;
                "filter[created_at][gte]"?: string;
                "filter[created_at][lte]"?: string;
                sort?: string;
            };
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
            };
            path: {
                customer_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditLedgerList"];
                };
            };
        };
    };
    listInvoices: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                "filter[number][eq]"?: string;
                "filter[number][prefix]"?: string;
                "filter[order_number][eq]"?: string;
                "filter[po_number][eq]"?: string;
                "filter[customer_id][eq]"?: string;
                "filter[advance_requested][eq]"?: string;
                "filter[created_at][eq]"?: string;
                "filter[created_at][gt]"?: string;
                "filter[created_at][lt]"?: string;
                "filter[created_at][gte]"?: string;
                "filter[created_at][lte]"?: string;
                "filter[fully_paid_at][eq]"?: string;
                "filter[fully_paid_at][gt]"?: string;
                "filter[fully_paid_at][lt]"?: string;
                "filter[fully_paid_at][gte]"?: string;
                "filter[fully_paid_at][lte]"?: string;
                "filter[fully_paid][eq]"?: string;
                "filter[fully_paid][ne]"?: string;
                "filter[archived][eq]"?: string;
                "filter[archived][ne]"?: string;
                "filter[amount_due][eq]"?: string;
                "filter[amount_due][gt]"?: string;
                "filter[amount_due][lt]"?: string;
                "filter[amount_due][gte]"?: string;
                "filter[amount_due][lte]"?: string;
                "filter[amount_balance][eq]"?: string;
                "filter[amount_balance][gt]"?: string;
                "filter[amount_balance][lt]"?: string;
                "filter[amount_balance][gte]"?: string;
                "filter[amount_balance][lte]"?: string;
                "filter[amount_pending][eq]"?: string;
                "filter[amount_pending][gt]"?: string;
                "filter[amount_pending][lt]"?: string;
                "filter[amount_pending][gte]"?: string;
                "filter[amount_pending][lte]"?: string;
                "filter[amount_refunded][eq]"?: string;
                "filter[amount_refunded][gt]"?: string;
                "filter[amount_refunded][lt]"?: string;
                "filter[amount_refunded][gte]"?: string;
                "filter[amount_refunded][lte]"?: string;
                "filter[merchant_id][eq]"?: string;
                "filter[amount_scheduled][eq]"?: string;
                "filter[amount_scheduled][gt]"?: string;
                "filter[amount_scheduled][lt]"?: string;
                "filter[amount_scheduled][gte]"?: string;
                "filter[amount_scheduled][lte]"?: string;
            };
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerInvoiceList"];
                };
            };
        };
    };
    createInvoice: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerInvoiceCreateRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerInvoice"];
                };
            };
        };
    };
    fetchInvoice: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
            };
            path: {
                invoice_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerInvoice"];
                };
            };
        };
    };
    updateInvoice: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
                "Idempotency-Key"?: string;
            };
            path: {
                invoice_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceUpdateRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerInvoice"];
                };
            };
        };
    };
    deleteInvoice: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
                "Idempotency-Key"?: string;
            };
            path: {
                invoice_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerInvoice"];
                };
            };
        };
    };
    sendInvoice: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
                "Idempotency-Key"?: string;
            };
            path: {
                invoice_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerInvoice"];
                };
            };
        };
    };
    voidInvoice: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
                "Idempotency-Key"?: string;
            };
            path: {
                invoice_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerInvoice"];
                };
            };
        };
    };
    cancelInvoice: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
                "Idempotency-Key"?: string;
            };
            path: {
                invoice_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerInvoice"];
                };
            };
        };
    };
    uploadInvoicePdf: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerInvoice"];
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
        };
    };
    listCreditNotes: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                "filter[number][eq]"?: string;
                "filter[customer_id][eq]"?: string;
                "filter[invoice_id][eq]"?: string;
                "filter[payment_id][eq]"?: string;
                "filter[amount][eq]"?: string;
                "filter[amount][gt]"?: string;
                "filter[amount][lt]"?: string;
                "filter[amount][gte]"?: string;
                "filter[amount][lte]"?: string;
                "filter[amount_balance][eq]"?: string;
                "filter[amount_balance][gt]"?: string;
                "filter[amount_balance][lt]"?: string;
                "filter[amount_balance][gte]"?: string;
                "filter[amount_balance][lte]"?: string;
                "filter[amount_paid][eq]"?: string;
                "filter[amount_paid][gt]"?: string;
                "filter[amount_paid][lt]"?: string;
                "filter[amount_paid][gte]"?: string;
                "filter[amount_paid][lte]"?: string;
                "filter[merchant_id][eq]"?: string;
                sort?: string;
            };
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditNoteList"];
                };
            };
        };
    };
    createCreditNote: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreditNoteCreateRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditNoteAction"];
                };
            };
        };
    };
    fetchCreditNote: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
            };
            path: {
                credit_note_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditNote"];
                };
            };
        };
    };
    voidCreditNote: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
                "Idempotency-Key"?: string;
            };
            path: {
                credit_note_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditNote"];
                };
            };
        };
    };
    listPayouts: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                "filter[status][eq]"?: "pending" | "in_transit" | "paid" | "failed" | "canceled";
                "filter[created_at][eq]"?: string;
                "filter[created_at][gt]"?: string;
                "filter[created_at][lt]"?: string;
                "filter[created_at][gte]"?: string;
                "filter[created_at][lte]"?: string;
                "filter[expected_by][eq]"?: string;
                "filter[expected_by][gt]"?: string;
                "filter[expected_by][lt]"?: string;
                "filter[expected_by][gte]"?: string;
                "filter[expected_by][lte]"?: string;
                "filter[merchant_id][eq]"?: string;
                sort?: string;
            };
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerPayoutList"];
                };
            };
        };
    };
    getPayout: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
            };
            path: {
                payout_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerPayout"];
                };
            };
        };
    };
    listPayoutTransactions: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                "filter[customer_id][eq]"?: string;
                "filter[customer_id][ne]"?: string;
                "filter[created_at][eq]"?: string;
                "filter[created_at][gt]"?: string;
                "filter[created_at][lt]"?: string;
                "filter[created_at][gte]"?: string;
                "filter[created_at][lte]"?: string;
                "filter[payout_id][eq]"?: string;
                "filter[payout_id][ne]"?: string;
                "filter[invoice_id][eq]"?: string;
                "filter[invoice_id][ne]"?: string;
                "filter[type][eq]"?: "advance" | "payment" | "refund" | "monthly_fee" | "annual_fee" | "non_advanced_invoice_fee" | "merchant_payment" | "mdr_extension" | "credit_note" | "express_ach_payout_fee" | "express_ach_payment_fee" | "mdr_passthrough";
                "filter[type][ne]"?: "advance" | "payment" | "refund" | "monthly_fee" | "annual_fee" | "non_advanced_invoice_fee" | "merchant_payment" | "mdr_extension" | "credit_note" | "express_ach_payout_fee" | "express_ach_payment_fee" | "mdr_passthrough";
                "filter[merchant_id][eq]"?: string;
                sort?: string;
            };
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerPayoutTransactionList"];
                };
            };
        };
    };
    listPayoutTransactionsAlias: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                "filter[customer_id][eq]"?: string;
                "filter[customer_id][ne]"?: string;
                "filter[created_at][eq]"?: string;
                "filter[created_at][gt]"?: string;
                "filter[created_at][lt]"?: string;
                "filter[created_at][gte]"?: string;
                "filter[created_at][lte]"?: string;
                "filter[payout_id][eq]"?: string;
                "filter[payout_id][ne]"?: string;
                "filter[invoice_id][eq]"?: string;
                "filter[invoice_id][ne]"?: string;
                "filter[type][eq]"?: "advance" | "payment" | "refund" | "monthly_fee" | "annual_fee" | "non_advanced_invoice_fee" | "merchant_payment" | "mdr_extension" | "credit_note" | "express_ach_payout_fee" | "express_ach_payment_fee" | "mdr_passthrough";
                "filter[type][ne]"?: "advance" | "payment" | "refund" | "monthly_fee" | "annual_fee" | "non_advanced_invoice_fee" | "merchant_payment" | "mdr_extension" | "credit_note" | "express_ach_payout_fee" | "express_ach_payment_fee" | "mdr_passthrough";
                "filter[merchant_id][eq]"?: string;
                sort?: string;
            };
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerPayoutTransactionList"];
                };
            };
        };
    };
    getPayoutTransaction: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
            };
            path: {
                payout_transaction_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerPayoutTransaction"];
                };
            };
        };
    };
    getPayoutTransactionAlias: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
            };
            path: {
                payout_transaction_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerPayoutTransaction"];
                };
            };
        };
    };
    listPayments: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                "filter[customer_id][eq]"?: string;
                "filter[status][eq]"?: "pending" | "in_transit" | "in_review" | "paid" | "failed" | "canceled";
                "filter[amount][eq]"?: string;
                "filter[amount][gt]"?: string;
                "filter[amount][lt]"?: string;
                "filter[amount][gte]"?: string;
                "filter[amount][lte]"?: string;
                "filter[source][eq]"?: "api" | "merchant_user" | "admin_user" | "customer_user" | "payment_gateway" | "check" | "guest_checkout";
                sort?: string;
            };
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerPaymentList"];
                };
            };
        };
    };
    createPayment: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentCreateRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerPayment"];
                };
            };
        };
    };
    fetchPayment: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
            };
            path: {
                payment_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerPayment"];
                };
            };
        };
    };
    listShipments: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                "filter[merchant_invoice_id][eq]"?: string;
                "filter[fulfillment_method][eq]"?: "shipping_provider" | "self_delivery" | "customer_pickup" | "services_only";
                "filter[verification_status][eq]"?: "verified" | "pending";
                "filter[shipment_courier][eq]"?: string;
                "filter[created_at][eq]"?: string;
                "filter[created_at][gt]"?: string;
                "filter[created_at][lt]"?: string;
                "filter[created_at][gte]"?: string;
                "filter[created_at][lte]"?: string;
                sort?: string;
                merchant_invoice_id?: string;
                fulfillment_method?: string;
                verification_status?: string;
                shipment_courier?: string;
                search?: string;
                searchBy?: string;
                starting_after?: string;
                ending_before?: string;
            };
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShipmentList"];
                };
            };
        };
    };
    createShipment: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShipmentCreateRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Shipment"];
                };
            };
        };
    };
    signShipmentUpload: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShipmentSignUploadRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShipmentSignedUpload"];
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShipmentFile"];
                };
            };
        };
    };
    downloadShipmentFile: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
            };
            path: {
                file_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
        };
    };
    getShipment: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
            };
            path: {
                shipment_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Shipment"];
                };
            };
        };
    };
    updateShipment: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
                "Idempotency-Key"?: string;
            };
            path: {
                shipment_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShipmentUpdateRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Shipment"];
                };
            };
        };
    };
    deleteShipment: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
                "Idempotency-Key"?: string;
            };
            path: {
                shipment_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Shipment"];
                };
            };
        };
    };
    syncShipmentTracking: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
                "Idempotency-Key"?: string;
            };
            path: {
                shipment_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Shipment"];
                };
            };
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
            };
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerWebhookEndpointList"];
                };
            };
        };
    };
    upsertWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerWebhookUpsertRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerWebhookEndpointArray"];
                };
            };
        };
    };
    deleteWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookDeleteRequest"];
            };
        };
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                "filter[status][eq]"?: "pending" | "succeeded" | "failed";
                "filter[event_type][eq]"?: string;
                "filter[event_id][eq]"?: string;
                "filter[endpoint_url][eq]"?: string;
                "filter[endpoint_id][eq]"?: string;
                sort?: string;
            };
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerWebhookDeliveryList"];
                };
            };
        };
    };
    fetchWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
            };
            path: {
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerWebhookDeliveryWithAttempts"];
                };
            };
        };
    };
    resendWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
                "Idempotency-Key"?: string;
            };
            path: {
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerWebhookDelivery"];
                };
            };
        };
    };
    sendTestWebhook: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookTestRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerWebhookDelivery"];
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                "filter[type][eq]"?: string;
                "filter[object_id][eq]"?: string;
                "filter[occurred_at][eq]"?: string;
                "filter[occurred_at][gt]"?: string;
                "filter[occurred_at][lt]"?: string;
                "filter[occurred_at][gte]"?: string;
                "filter[occurred_at][lte]"?: string;
            };
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerEventList"];
                };
            };
        };
    };
    fetchEvent: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
            };
            path: {
                event_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerWebhookEvent"];
                };
            };
        };
    };
    redeliverEvent: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
                "Idempotency-Key"?: string;
            };
            path: {
                event_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["EventRedeliverRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerEventRedeliveryList"];
                };
            };
        };
    };
    sandboxDecideMerchantUnderwriting: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
                "Idempotency-Key"?: string;
            };
            path: {
                merchant_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MerchantUnderwritingDecision"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Merchant"];
                };
            };
        };
    };
    sandboxRecordCreditDecision: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
                "Idempotency-Key"?: string;
            };
            path: {
                customer_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreditDecisionRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerCustomer"];
                };
            };
        };
    };
    sandboxCompleteEnrollment: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
                "Idempotency-Key"?: string;
            };
            path: {
                customer_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerCustomer"];
                };
            };
        };
    };
    sandboxCreatePayment: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxPaymentRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerPayment"];
                };
            };
        };
    };
    sandboxSetPaymentStatus: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
                "Idempotency-Key"?: string;
            };
            path: {
                payment_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxPaymentStatusRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerPayment"];
                };
            };
        };
    };
    sandboxRunPayouts: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerSandboxPayoutRunResponse"];
                };
            };
        };
    };
    sandboxSetPayoutStatus: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
                "Idempotency-Key"?: string;
            };
            path: {
                payout_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxPayoutStatusRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerPayout"];
                };
            };
        };
    };
    sandboxRetryPayout: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "partners-v1" | "partner-v1";
                "Idempotency-Key"?: string;
            };
            path: {
                payout_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerPayout"];
                };
            };
        };
    };
}
