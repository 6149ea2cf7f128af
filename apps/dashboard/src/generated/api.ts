// Generated from the dashboard's OpenAPI document (the operation catalogue) by scripts/openapi-sdk.js (`npm run generate`); do not edit.
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
    "/customers/{customer_id}/enroll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @deprecated */
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
    "/customers/{customer_id}/credit-line-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["createCreditLineRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credit-line-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listCreditLineRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credit-line-requests/{credit_line_request_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["fetchCreditLineRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{customer_id}/buyer-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listBuyerUsers"];
        put?: never;
        post: operations["createBuyerUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/buyer-users/{buyer_user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["deleteBuyerUser"];
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
        get: operations["fetchCharge"];
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
    "/emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
        get: operations["fetchCollectionSettings"];
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
        get: operations["fetchCustomerCollections"];
        put: operations["updateCustomerCollections"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/{invoice_id}/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["openDispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listDisputes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/disputes/{dispute_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["fetchDispute"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/disputes/{dispute_id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["addDisputeMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/disputes/{dispute_id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["resolveDispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/disputes/{dispute_id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["rejectDispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/promises-to-pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listPromisesToPay"];
        put?: never;
        post: operations["createPromiseToPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/promises-to-pay/{promise_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["fetchPromiseToPay"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{customer_id}/statements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listCustomerStatements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{customer_id}/statements/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["fetchCurrentCustomerStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statements/{statement_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["fetchStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statements/{statement_id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["downloadStatementPdf"];
        put?: never;
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
    "/reports/ar-aging": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
        get: operations["getDsoReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit-events/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAuditChain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/request-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listRequestLogs"];
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
    "/sandbox/credit-line-requests/{credit_line_request_id}/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["sandboxDecideCreditLineRequest"];
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
    "/sandbox/clock/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
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
    "/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getDashboardSettings"];
        put: operations["updateDashboardSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/secret-key/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["rotateSecretKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/webhook-secret/reveal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["revealWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/webhook-secret/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/access-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listAccessKeys"];
        put?: never;
        post: operations["createAccessKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/access-keys/{client_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["updateAccessKey"];
        post?: never;
        delete: operations["revokeAccessKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/access-key-approvals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listAccessKeyApprovals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/access-key-approvals/{approval_id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["approveAccessKeyApproval"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/access-key-approvals/{approval_id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["rejectAccessKeyApproval"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listTeamUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/users/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["updateTeamUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/users/{user_id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["deactivateTeamUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connected-assistants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listConnectedAssistants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connected-assistants/{grant_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["disconnectAssistant"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/allowed-oauth-clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listAllowedOAuthClients"];
        put?: never;
        post: operations["allowOAuthClient"];
        delete: operations["removeAllowedOAuthClient"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listInvitations"];
        put?: never;
        post: operations["inviteTeamUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/invitations/{invitation_id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["resendInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/invitations/{invitation_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["revokeInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAccountSecurity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["startTotpEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/totp/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["confirmTotpEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/totp/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["disableTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["regenerateRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/step-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["confirmPresence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/password-reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["previewInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["acceptInvitation"];
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
        };
        CustomerCreateRequest: {
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
        };
        CustomerUpdateRequest: {
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
            line_items?: components["schemas"]["InvoiceLineItemRequest"][];
        };
        InvoicePaymentForm: {
            form_id?: string;
            form_token?: string;
            method?: string;
            amount?: string;
            card_number?: string;
            card_expiry?: string;
            card_cvc?: string;
            account_holder?: string;
            routing_number?: string;
            account_number?: string;
            account_type?: string;
            ach_authorization?: string;
        };
        PaymentLink: {
            record_id: string;
            /** @enum {string} */
            record_type: "invoice";
            amount: number;
        };
        Payment: {
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
        };
        PayoutTransaction: {
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
        };
        SandboxPayoutStatusRequest: {
            /** @enum {string} */
            status: "in_transit" | "paid" | "failed" | "canceled";
        };
        SandboxPayoutRunResponse: {
            payouts: components["schemas"]["Payout"][];
        };
        DisputeMessage: {
            id: string;
            /** @enum {string} */
            author: "merchant" | "buyer";
            text: string;
            /** Format: date-time */
            created_at: string;
        };
        Dispute: {
            id: string;
            invoice_id: string;
            customer_id: string;
            /** @enum {string} */
            status: "open" | "resolved" | "rejected";
            /** @enum {string} */
            reason: "incorrect_amount" | "goods_not_received" | "goods_damaged" | "duplicate_invoice" | "not_ordered" | "other";
            amount: number;
            attachment_url: string | null;
            resolution: ("credited" | "rejected") | null;
            credit_note_id: string | null;
            amount_credited: number;
            messages: components["schemas"]["DisputeMessage"][];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            closed_at: string | null;
        };
        DisputeCreateRequest: {
            /** @enum {string} */
            reason: "incorrect_amount" | "goods_not_received" | "goods_damaged" | "duplicate_invoice" | "not_ordered" | "other";
            amount: number;
            message: string;
            /** Format: uri */
            attachment_url?: string;
        };
        DisputeMessageCreateRequest: {
            message: string;
        };
        DisputeResolveRequest: {
            amount: number;
            /** @enum {string} */
            reason_code?: "chargeback" | "duplicate" | "fraudulent" | "requested_by_customer" | "missing_remittance" | "overpayment_on_invoice" | "invoice_was_refunded" | "double_payment_on_invoice" | "missing_invoice_in_resolve" | "credit_transfer" | "other";
            message?: string;
        };
        DisputeRejectRequest: {
            message: string;
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
        SandboxClockAdvanceRequest: {
            days: number;
        };
        SandboxClockAdvanceResponse: {
            merchant_id: string;
            days: number;
            /** Format: date-time */
            now: string;
        };
        Charge: {
            id: string;
            number: string;
            customer_id: string;
            amount: number;
            amount_captured: number;
            amount_refunded: number;
            /** @enum {string} */
            terms: "due_upon_receipt" | "net7" | "net10" | "net10th" | "net15" | "net20" | "net30" | "net45" | "net60" | "net75" | "net90" | "net120" | "net180";
            canceled: boolean;
            canceled_at: string | null;
            captured: boolean;
            captured_at: string | null;
            merchant_invoice_id: string | null;
            invoice_url: string | null;
            order_number: string | null;
            po_number: string | null;
            metadata: {
                [key: string]: unknown;
            };
            fee: number;
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
            metadata?: {
                [key: string]: unknown;
            };
        };
        CreditLineRequestAuthor: {
            type: string;
            id: string;
            channel: string;
        };
        CreditLineRequest: {
            id: string;
            customer_id: string;
            amount: number;
            amount_approved_at_request: number;
            reason: string | null;
            /** @enum {string} */
            status: "pending" | "approved" | "declined" | "withdrawn";
            credit_decision_id: string | null;
            decided_at: string | null;
            requested_by: components["schemas"]["CreditLineRequestAuthor"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        CreditLineRequestCreateRequest: {
            amount: number;
            reason?: string;
        };
        CreditLineRequestDecisionRequest: {
            /** @enum {string} */
            decision: "approve" | "decline";
        };
        BuyerUser: {
            id: string;
            customer_id: string;
            email: string;
            /** @enum {string} */
            created_by: "merchant" | "customer_email";
            /** Format: date-time */
            created_at: string;
            deactivated_at: string | null;
        };
        BuyerUserCreateRequest: {
            /** Format: email */
            email: string;
        };
        PromiseToPay: {
            id: string;
            customer_id: string;
            invoice_ids: string[];
            amount: number;
            /** Format: date */
            promised_for: string;
            message: string | null;
            /** @enum {string} */
            status: "open" | "kept" | "broken";
            amount_paid: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            kept_at: string | null;
            broken_at: string | null;
        };
        PromiseToPayCreateRequest: {
            invoice_ids: string[];
            amount: number;
            /** Format: date */
            promised_for: string;
            message?: string;
        };
        AgingBuckets: {
            current: number;
            days_1_30: number;
            days_31_60: number;
            days_61_90: number;
            days_over_90: number;
        };
        CustomerAging: {
            customer_id: string;
            open_invoices: number;
            total: number;
            buckets: components["schemas"]["AgingBuckets"];
            invoiced: number;
            paid: number;
            credited: number;
        };
        ArAgingReport: {
            /** @constant */
            object: "ar_aging_report";
            merchant_id: string;
            /** Format: date-time */
            as_of: string;
            total: number;
            buckets: components["schemas"]["AgingBuckets"];
            customer_count: number;
            customers: components["schemas"]["CustomerAging"][];
        };
        DsoReport: {
            /** @constant */
            object: "dso_report";
            merchant_id: string;
            /** Format: date-time */
            as_of: string;
            /** Format: date-time */
            period_start: string;
            period_days: number;
            receivables: number;
            credit_sales: number;
            dso: number | null;
        };
        ArAgingHistoryPoint: {
            /** Format: date-time */
            as_of: string;
            total: number;
            buckets: components["schemas"]["AgingBuckets"];
        };
        ArAgingHistory: {
            /** @constant */
            object: "ar_aging_history";
            merchant_id: string;
            /** Format: date-time */
            as_of: string;
            /** @enum {string} */
            interval: "day" | "week";
            days: number;
            points: components["schemas"]["ArAgingHistoryPoint"][];
        };
        Email: {
            id: string;
            /** @enum {string} */
            kind: "invoice" | "reminder" | "receipt" | "enrollment_offer" | "statement";
            /** @enum {string} */
            status: "queued" | "sent" | "captured" | "failed";
            to: string[];
            reply_to: string | null;
            subject: string | null;
            text: string | null;
            customer_id: string;
            invoice_id: string | null;
            payment_id: string | null;
            reminder_offset_days: number | null;
            attachments: string[];
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
            reminder_schedule: number[];
            reply_to: string | null;
            emails: {
                invoice: boolean;
                reminder: boolean;
                receipt: boolean;
                enrollment_offer: boolean;
                statement: boolean;
            };
            updated_at: string | null;
        };
        CollectionSettingsUpdateRequest: {
            reminders_enabled?: boolean;
            reminder_schedule?: number[];
            reply_to?: string | null;
            emails?: {
                invoice?: boolean;
                reminder?: boolean;
                receipt?: boolean;
                enrollment_offer?: boolean;
                statement?: boolean;
            };
        };
        CustomerCollections: {
            customer_id: string;
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
            customer_name: string | null;
            amount_due: number;
            amount_balance: number;
            /** Format: date-time */
            due_at: string;
            days_overdue: number;
            /** @enum {string} */
            bucket: "days_1_30" | "days_31_60" | "days_61_90" | "days_over_90";
            last_reminder_at: string | null;
            next_reminder_at: string | null;
        };
        StatementLine: {
            /** @enum {string} */
            kind: "invoice" | "invoice_adjustment" | "payment" | "payment_reversal" | "credit_note" | "credit_note_voided" | "invoice_voided" | "invoice_canceled";
            /** Format: date-time */
            date: string;
            reference: string;
            invoice_id: string;
            invoice_number: string;
            amount: number;
            balance: number;
        };
        StatementTotals: {
            invoiced: number;
            paid: number;
            credited: number;
            voided: number;
        };
        Statement: {
            id: string | null;
            /** @constant */
            object: "statement";
            /** @enum {string} */
            status: "closed" | "open";
            customer_id: string;
            /** Format: date-time */
            period_start: string;
            /** Format: date-time */
            period_end: string;
            opening_balance: number;
            lines: components["schemas"]["StatementLine"][];
            totals: components["schemas"]["StatementTotals"];
            closing_balance: number;
            aging: components["schemas"]["AgingBuckets"];
            /** Format: date-time */
            as_of: string;
            created_at: string | null;
        };
        WebhookTopic: {
            /** @enum {string} */
            name: "invoice.created" | "invoice.balance_updated" | "invoice.overdue" | "invoice.dispute_opened" | "invoice.dispute_resolved" | "invoice.promise_to_pay_created" | "invoice.promise_to_pay_broken" | "customer.created" | "customer.status_updated" | "customer.line_amount_updated" | "customer.advance_rate_updated" | "customer.credit_decision_created" | "customer.credit_line_requested" | "payment.created" | "payment.status_changed" | "payout.created" | "payout.status_changed";
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
        WebhookEventSubscriptions: {
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
        WebhookEvent: {
            id: string;
            object: string;
            /** @enum {string} */
            type: "invoice.created" | "invoice.balance_updated" | "invoice.overdue" | "invoice.dispute_opened" | "invoice.dispute_resolved" | "invoice.promise_to_pay_created" | "invoice.promise_to_pay_broken" | "customer.created" | "customer.status_updated" | "customer.line_amount_updated" | "customer.advance_rate_updated" | "customer.credit_decision_created" | "customer.credit_line_requested" | "payment.created" | "payment.status_changed" | "payout.created" | "payout.status_changed";
            occurred_at: string;
            data: {
                id: string;
            };
        };
        EventRedeliverRequest: {
            endpoint_id?: string;
        };
        AccountSecurity: {
            email: string;
            totp_enabled: boolean;
            recovery_codes_remaining: number;
            mfa_required: boolean;
        };
        TotpEnrolment: {
            secret: string;
            otpauth_uri: string;
        };
        ConfirmTotp: {
            code: string;
        };
        RecoveryCodes: {
            recovery_codes: string[];
        };
        DisableTotp: {
            password: string;
            code: string;
        };
        ChangePassword: {
            current_password: string;
            new_password: string;
        };
        PasswordChanged: {
            sessions_not_before: string;
        };
        StepUp: {
            password?: string;
            code?: string;
        };
        SteppedUp: {
            verified_at: string;
        };
        PasswordResetRequest: {
            email: string;
        };
        PasswordResetAccepted: {
            message: string;
        };
        PasswordReset: {
            token: string;
            password: string;
        };
        PasswordResetDone: {
            email: string;
        };
        Invitation: {
            id: string;
            email: string;
            /** @enum {string} */
            role: "admin" | "read_only";
            /** @enum {string} */
            status: "pending" | "accepted" | "revoked" | "expired";
            expires_at: string;
            created_at: string;
        };
        InvitationList: {
            results: components["schemas"]["Invitation"][];
        };
        InvitationToken: {
            token: string;
        };
        InvitationPreview: {
            email: string;
            merchant_name: string;
            /** @enum {string} */
            role: "admin" | "read_only";
            mfa_required: boolean;
        };
        AcceptInvitation: {
            token: string;
            password: string;
        };
        AcceptedInvitation: {
            email: string;
            mfa_required: boolean;
        };
        AccessKeyToolLimits: {
            max_per_call?: number | null;
            max_per_day?: number | null;
            approval_above?: number | null;
        };
        AccessKeyPolicy: {
            allowed_tools?: string[] | null;
            limits?: {
                [key: string]: components["schemas"]["AccessKeyToolLimits"];
            };
        };
        AccessKeyApproval: {
            id: string;
            client_id: string;
            key_name: string | null;
            tool: string;
            arguments: {
                [key: string]: unknown;
            };
            amount: number;
            /** @enum {string} */
            status: "pending" | "approved" | "rejected" | "used" | "expired";
            requested_at: string;
            decided_by: string | null;
            decided_at: string | null;
            used_at: string | null;
            expires_at: string;
        };
        AccessKeyApprovalList: {
            results: components["schemas"]["AccessKeyApproval"][];
        };
        DashboardSettings: {
            merchant_id: string;
            name: string;
            basic_enabled: boolean;
            oauth_enabled: boolean;
            mfa_required: boolean;
            /** @enum {string} */
            api_version: "V5" | "V6";
        };
        UpdateDashboardSettings: {
            basic_enabled?: boolean;
            oauth_enabled?: boolean;
            mfa_required?: boolean;
            /** @enum {string} */
            api_version?: "V5" | "V6";
        };
        RotatedSecretKey: {
            merchant_id: string;
            secret_key: string;
        };
        WebhookSecret: {
            webhook_secret: string;
            previous_secret_valid_until: string | null;
        };
        CreateAccessKey: {
            /** @enum {string} */
            kind: "rest" | "mcp";
            /** @enum {string} */
            auth_type?: "m2m" | "web_app";
            scopes: string[];
            expires_in_seconds?: number;
            redirect_uris?: string[];
            name?: string;
            mcp_previews?: boolean;
            api_version?: ("V5" | "V6") | null;
        };
        AccessKey: {
            id: string;
            client_id: string;
            name: string | null;
            /** @enum {string} */
            kind: "rest" | "mcp";
            auth_type: ("m2m" | "web_app") | null;
            scopes: string[];
            redirect_uris: string[];
            mcp_previews: boolean | null;
            policy: components["schemas"]["AccessKeyPolicy"] | null;
            api_version: ("V5" | "V6") | null;
            expires_at: string | null;
            revoked_at: string | null;
            created_at: string;
        };
        UpdateAccessKey: {
            mcp_previews?: boolean;
            api_version?: ("V5" | "V6") | null;
            policy?: components["schemas"]["AccessKeyPolicy"] | null;
        };
        CreatedAccessKey: {
            id: string;
            client_id: string;
            name: string | null;
            /** @enum {string} */
            kind: "rest" | "mcp";
            auth_type: ("m2m" | "web_app") | null;
            scopes: string[];
            redirect_uris: string[];
            mcp_previews: boolean | null;
            policy: components["schemas"]["AccessKeyPolicy"] | null;
            api_version: ("V5" | "V6") | null;
            expires_at: string | null;
            revoked_at: string | null;
            created_at: string;
            client_secret: string;
        };
        AccessKeyList: {
            results: components["schemas"]["AccessKey"][];
        };
        TeamUser: {
            id: string;
            email: string;
            /** @enum {string} */
            role: "admin" | "read_only";
            active: boolean;
            created_at: string;
        };
        TeamUserList: {
            results: components["schemas"]["TeamUser"][];
        };
        InviteUser: {
            /** Format: email */
            email: string;
            /** @enum {string} */
            role: "admin" | "read_only";
        };
        UpdateTeamUser: {
            /** @enum {string} */
            role: "admin" | "read_only";
        };
        AllowedOAuthClient: {
            client_id: string;
            name: string | null;
            added_by: string | null;
            /** Format: date-time */
            created_at: string;
        };
        AllowedOAuthClientList: {
            results: components["schemas"]["AllowedOAuthClient"][];
        };
        AllowOAuthClient: {
            client_id: string;
            name?: string;
        };
        RemoveOAuthClient: {
            client_id: string;
        };
        ConnectedAssistant: {
            grant_id: string;
            client_id: string;
            name: string;
            scopes: string[];
            created_at: string;
            expires_at: string | null;
        };
        ConnectedAssistantList: {
            results: components["schemas"]["ConnectedAssistant"][];
        };
        AuditActor: {
            type: string;
            id: string | null;
            /** @enum {string} */
            channel: "api" | "mcp" | "dashboard" | "portal" | "cli" | "system";
            partner_id?: string;
            client_id?: string;
            client_name?: string;
        };
        AuditEvent: {
            id: string;
            sequence: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            occurred_at: string;
            type: string;
            object_type: string;
            object_id: string;
            actor: components["schemas"]["AuditActor"];
            request_id: string | null;
            changes: {
                [key: string]: {
                    before: number | string | boolean | null;
                    after: number | string | boolean | null;
                };
            };
        };
        AuditChainEntry: {
            id: string;
            sequence: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            occurred_at: string;
            type: string;
            object_type: string;
            object_id: string;
            actor: components["schemas"]["AuditActor"];
            request_id: string | null;
            changes: {
                [key: string]: {
                    before: number | string | boolean | null;
                    after: number | string | boolean | null;
                };
            };
            previous_hash: string;
            hash: string;
        };
        AuditExport: {
            merchant_id: string;
            entries: components["schemas"]["AuditChainEntry"][];
            next_sequence: number | null;
        };
        RequestLog: {
            id: string;
            /** @constant */
            object: "request_log";
            sequence: number;
            method: string;
            path: string;
            status: number;
            request_id: string;
            duration_ms: number;
            credential_type: string;
            credential_id: string | null;
            /** Format: date-time */
            created_at: string;
        };
        AuditEventList: {
            count: number;
            page: number;
            limit: number;
            results: components["schemas"]["AuditEvent"][];
        };
        BuyerUserList: {
            count: number;
            page: number;
            limit: number;
            results: components["schemas"]["BuyerUser"][];
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
        CreditLineRequestList: {
            count: number;
            page: number;
            limit: number;
            results: components["schemas"]["CreditLineRequest"][];
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
        DisputeList: {
            count: number;
            page: number;
            limit: number;
            results: components["schemas"]["Dispute"][];
        };
        EventList: {
            count: number;
            page: number;
            limit: number;
            results: components["schemas"]["WebhookEvent"][];
        };
        EventRedeliveryList: {
            count: number;
            page: number;
            limit: number;
            results: components["schemas"]["WebhookDelivery"][];
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
        PromiseToPayList: {
            count: number;
            page: number;
            limit: number;
            results: components["schemas"]["PromiseToPay"][];
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
        RequestLogList: {
            count: number;
            page: number;
            limit: number;
            results: components["schemas"]["RequestLog"][];
        };
        ShipmentList: {
            count: number;
            page: number;
            limit: number;
            results: components["schemas"]["Shipment"][];
        };
        StatementList: {
            count: number;
            page: number;
            limit: number;
            results: components["schemas"]["Statement"][];
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
                sort?: string;
            };
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["CustomerList"];
                };
            };
        };
    };
    createCustomer: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerCreateRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
        };
    };
    fetchCustomer: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["Customer"];
                };
            };
        };
    };
    updateCustomer: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
                "Idempotency-Key"?: string;
            };
            path: {
                customer_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerUpdateRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
        };
    };
    requestCustomerCreditCheck: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
    "enroll-a-customer": {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["Customer"];
                };
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
                "X-Api-Version"?: "V5" | "V6";
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
    createCreditLineRequest: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
                "Idempotency-Key"?: string;
            };
            path: {
                customer_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreditLineRequestCreateRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditLineRequest"];
                };
            };
        };
    };
    listCreditLineRequests: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                "filter[status][eq]"?: "pending" | "approved" | "declined" | "withdrawn";
                "filter[customer_id][eq]"?: string;
                sort?: string;
            };
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["CreditLineRequestList"];
                };
            };
        };
    };
    fetchCreditLineRequest: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
            };
            path: {
                credit_line_request_id: string;
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
                    "application/json": components["schemas"]["CreditLineRequest"];
                };
            };
        };
    };
    listBuyerUsers: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                "filter[created_by][eq]"?: "merchant" | "customer_email";
                sort?: string;
            };
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["BuyerUserList"];
                };
            };
        };
    };
    createBuyerUser: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
                "Idempotency-Key"?: string;
            };
            path: {
                customer_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BuyerUserCreateRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BuyerUser"];
                };
            };
        };
    };
    deleteBuyerUser: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
                "Idempotency-Key"?: string;
            };
            path: {
                buyer_user_id: string;
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
                    "application/json": components["schemas"]["BuyerUser"];
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
            };
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["InvoiceList"];
                };
            };
        };
    };
    createInvoice: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceCreateRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
        };
    };
    fetchInvoice: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["Invoice"];
                };
            };
        };
    };
    updateInvoice: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["Invoice"];
                };
            };
        };
    };
    deleteInvoice: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["Invoice"];
                };
            };
        };
    };
    sendInvoice: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["Invoice"];
                };
            };
        };
    };
    voidInvoice: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["Invoice"];
                };
            };
        };
    };
    cancelInvoice: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["Invoice"];
                };
            };
        };
    };
    uploadInvoicePdf: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["Invoice"];
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
                "application/json": components["schemas"]["InvoicePaymentForm"];
                "application/x-www-form-urlencoded": components["schemas"]["InvoicePaymentForm"];
            };
        };
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
    listCharges: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                search?: string;
                order?: string;
                starting_at?: string;
                ending_at?: string;
            };
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["ChargeList"];
                };
            };
        };
    };
    fetchCharge: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
            };
            path: {
                charge_id: string;
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
                    "application/json": components["schemas"]["Charge"];
                };
            };
        };
    };
    updateCharge: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
                "Idempotency-Key"?: string;
            };
            path: {
                charge_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChargeUpdateRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Charge"];
                };
            };
        };
    };
    captureCharge: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
                "Idempotency-Key"?: string;
            };
            path: {
                charge_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ChargeCaptureRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Charge"];
                };
            };
        };
    };
    cancelCharge: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
                "Idempotency-Key"?: string;
            };
            path: {
                charge_id: string;
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
                    "application/json": components["schemas"]["Charge"];
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
                sort?: string;
            };
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                "X-Api-Version"?: "V5" | "V6";
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
                "X-Api-Version"?: "V5" | "V6";
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
                "X-Api-Version"?: "V5" | "V6";
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
    listEmails: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                "filter[invoice_id][eq]"?: string;
                "filter[customer_id][eq]"?: string;
                "filter[payment_id][eq]"?: string;
                "filter[kind][eq]"?: "invoice" | "reminder" | "receipt" | "enrollment_offer" | "statement";
                "filter[status][eq]"?: "queued" | "sent" | "captured" | "failed";
                sort?: string;
            };
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["EmailList"];
                };
            };
        };
    };
    fetchEmail: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
            };
            path: {
                email_id: string;
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
                    "application/json": components["schemas"]["Email"];
                };
            };
        };
    };
    remindInvoice: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["Email"];
                };
            };
        };
    };
    listOverdueInvoices: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                "filter[bucket][eq]"?: "days_1_30" | "days_31_60" | "days_61_90" | "days_over_90";
                "filter[customer_id][eq]"?: string;
                sort?: string;
            };
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["OverdueInvoiceList"];
                };
            };
        };
    };
    fetchCollectionSettings: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["CollectionSettings"];
                };
            };
        };
    };
    updateCollectionSettings: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CollectionSettingsUpdateRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CollectionSettings"];
                };
            };
        };
    };
    fetchCustomerCollections: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["CustomerCollections"];
                };
            };
        };
    };
    updateCustomerCollections: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
                "Idempotency-Key"?: string;
            };
            path: {
                customer_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerCollectionsUpdateRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerCollections"];
                };
            };
        };
    };
    openDispute: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
                "Idempotency-Key"?: string;
            };
            path: {
                invoice_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DisputeCreateRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dispute"];
                };
            };
        };
    };
    listDisputes: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                "filter[status][eq]"?: "open" | "resolved" | "rejected";
                "filter[invoice_id][eq]"?: string;
                "filter[customer_id][eq]"?: string;
                sort?: string;
            };
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["DisputeList"];
                };
            };
        };
    };
    fetchDispute: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
            };
            path: {
                dispute_id: string;
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
                    "application/json": components["schemas"]["Dispute"];
                };
            };
        };
    };
    addDisputeMessage: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
                "Idempotency-Key"?: string;
            };
            path: {
                dispute_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DisputeMessageCreateRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dispute"];
                };
            };
        };
    };
    resolveDispute: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
                "Idempotency-Key"?: string;
            };
            path: {
                dispute_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DisputeResolveRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dispute"];
                };
            };
        };
    };
    rejectDispute: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
                "Idempotency-Key"?: string;
            };
            path: {
                dispute_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DisputeRejectRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dispute"];
                };
            };
        };
    };
    listPromisesToPay: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                "filter[status][eq]"?: "open" | "kept" | "broken";
                "filter[customer_id][eq]"?: string;
                sort?: string;
            };
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["PromiseToPayList"];
                };
            };
        };
    };
    createPromiseToPay: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PromiseToPayCreateRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromiseToPay"];
                };
            };
        };
    };
    fetchPromiseToPay: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
            };
            path: {
                promise_id: string;
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
                    "application/json": components["schemas"]["PromiseToPay"];
                };
            };
        };
    };
    listCustomerStatements: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
            };
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["StatementList"];
                };
            };
        };
    };
    fetchCurrentCustomerStatement: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["Statement"];
                };
            };
        };
    };
    fetchStatement: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
            };
            path: {
                statement_id: string;
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
                    "application/json": components["schemas"]["Statement"];
                };
            };
        };
    };
    downloadStatementPdf: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
            };
            path: {
                statement_id: string;
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
                sort?: string;
            };
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["PayoutList"];
                };
            };
        };
    };
    getPayout: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["Payout"];
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
                sort?: string;
            };
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["PayoutTransactionList"];
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
                sort?: string;
            };
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["PayoutTransactionList"];
                };
            };
        };
    };
    getPayoutTransaction: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["PayoutTransaction"];
                };
            };
        };
    };
    getPayoutTransactionAlias: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["PayoutTransaction"];
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
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["PaymentList"];
                };
            };
        };
    };
    fetchPayment: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["Payment"];
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
                "X-Api-Version"?: "V5" | "V6";
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
                "X-Api-Version"?: "V5" | "V6";
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
                "X-Api-Version"?: "V5" | "V6";
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
                "X-Api-Version"?: "V5" | "V6";
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
                "X-Api-Version"?: "V5" | "V6";
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
                "X-Api-Version"?: "V5" | "V6";
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
                "X-Api-Version"?: "V5" | "V6";
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
                "X-Api-Version"?: "V5" | "V6";
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
    getArAgingReport: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["ArAgingReport"];
                };
            };
        };
    };
    getArAgingHistory: {
        parameters: {
            query?: {
                days?: number;
                interval?: "day" | "week";
            };
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["ArAgingHistory"];
                };
            };
        };
    };
    getDsoReport: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["DsoReport"];
                };
            };
        };
    };
    listAuditEvents: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                "filter[actor_id][eq]"?: string;
                "filter[channel][eq]"?: "api" | "mcp" | "dashboard" | "portal" | "cli" | "system";
                "filter[object_id][eq]"?: string;
                "filter[object_type][eq]"?: string;
                "filter[type][eq]"?: string;
                "filter[request_id][eq]"?: string;
                "filter[created_at][eq]"?: string;
                "filter[created_at][gt]"?: string;
                "filter[created_at][lt]"?: string;
                "filter[created_at][gte]"?: string;
                "filter[created_at][lte]"?: string;
                sort?: string;
            };
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["AuditEventList"];
                };
            };
        };
    };
    getAuditChain: {
        parameters: {
            query?: {
                from_sequence?: number;
                max_entries?: number;
            };
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["AuditExport"];
                };
            };
        };
    };
    listRequestLogs: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                "filter[status][eq]"?: string;
                "filter[status][gt]"?: string;
                "filter[status][lt]"?: string;
                "filter[status][gte]"?: string;
                "filter[status][lte]"?: string;
                "filter[method][eq]"?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
                "filter[request_id][eq]"?: string;
                "filter[credential_id][eq]"?: string;
                "filter[sequence][eq]"?: string;
                "filter[sequence][gt]"?: string;
                "filter[sequence][lt]"?: string;
                "filter[sequence][gte]"?: string;
                "filter[sequence][lte]"?: string;
                "filter[created_at][eq]"?: string;
                "filter[created_at][gt]"?: string;
                "filter[created_at][lt]"?: string;
                "filter[created_at][gte]"?: string;
                "filter[created_at][lte]"?: string;
                sort?: string;
            };
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["RequestLogList"];
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
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["WebhookEndpointList"];
                };
            };
        };
    };
    upsertWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookUpsertRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointArray"];
                };
            };
        };
    };
    deleteWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
        };
    };
    fetchWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["WebhookDeliveryWithAttempts"];
                };
            };
        };
    };
    resendWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
        };
    };
    sendTestWebhook: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["WebhookDelivery"];
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
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["EventList"];
                };
            };
        };
    };
    fetchEvent: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["WebhookEvent"];
                };
            };
        };
    };
    redeliverEvent: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["EventRedeliveryList"];
                };
            };
        };
    };
    sandboxRecordCreditDecision: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["Customer"];
                };
            };
        };
    };
    sandboxDecideCreditLineRequest: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
                "Idempotency-Key"?: string;
            };
            path: {
                credit_line_request_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreditLineRequestDecisionRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditLineRequest"];
                };
            };
        };
    };
    sandboxCompleteEnrollment: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["Customer"];
                };
            };
        };
    };
    sandboxAdvanceClock: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxClockAdvanceRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxClockAdvanceResponse"];
                };
            };
        };
    };
    sandboxAuthorizeCharge: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxChargeRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Charge"];
                };
            };
        };
    };
    sandboxCreatePayment: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["Payment"];
                };
            };
        };
    };
    sandboxSetPaymentStatus: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["Payment"];
                };
            };
        };
    };
    sandboxRunPayouts: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["SandboxPayoutRunResponse"];
                };
            };
        };
    };
    sandboxSetPayoutStatus: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["Payout"];
                };
            };
        };
    };
    sandboxRetryPayout: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["Payout"];
                };
            };
        };
    };
    getDashboardSettings: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["DashboardSettings"];
                };
            };
        };
    };
    updateDashboardSettings: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateDashboardSettings"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardSettings"];
                };
            };
        };
    };
    rotateSecretKey: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["RotatedSecretKey"];
                };
            };
        };
    };
    revealWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["WebhookSecret"];
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["WebhookSecret"];
                };
            };
        };
    };
    listAccessKeys: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["AccessKeyList"];
                };
            };
        };
    };
    createAccessKey: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateAccessKey"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedAccessKey"];
                };
            };
        };
    };
    updateAccessKey: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
                "Idempotency-Key"?: string;
            };
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateAccessKey"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessKey"];
                };
            };
        };
    };
    revokeAccessKey: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
                "Idempotency-Key"?: string;
            };
            path: {
                client_id: string;
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
                    "application/json": components["schemas"]["AccessKey"];
                };
            };
        };
    };
    listAccessKeyApprovals: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["AccessKeyApprovalList"];
                };
            };
        };
    };
    approveAccessKeyApproval: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
                "Idempotency-Key"?: string;
            };
            path: {
                approval_id: string;
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
                    "application/json": components["schemas"]["AccessKeyApproval"];
                };
            };
        };
    };
    rejectAccessKeyApproval: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
                "Idempotency-Key"?: string;
            };
            path: {
                approval_id: string;
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
                    "application/json": components["schemas"]["AccessKeyApproval"];
                };
            };
        };
    };
    listTeamUsers: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["TeamUserList"];
                };
            };
        };
    };
    updateTeamUser: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
                "Idempotency-Key"?: string;
            };
            path: {
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTeamUser"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamUser"];
                };
            };
        };
    };
    deactivateTeamUser: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
                "Idempotency-Key"?: string;
            };
            path: {
                user_id: string;
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
                    "application/json": components["schemas"]["TeamUser"];
                };
            };
        };
    };
    listConnectedAssistants: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["ConnectedAssistantList"];
                };
            };
        };
    };
    disconnectAssistant: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
            };
            path: {
                grant_id: string;
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
                    "application/json": components["schemas"]["ConnectedAssistant"];
                };
            };
        };
    };
    listAllowedOAuthClients: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["AllowedOAuthClientList"];
                };
            };
        };
    };
    allowOAuthClient: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AllowOAuthClient"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AllowedOAuthClient"];
                };
            };
        };
    };
    removeAllowedOAuthClient: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RemoveOAuthClient"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AllowedOAuthClient"];
                };
            };
        };
    };
    listInvitations: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["InvitationList"];
                };
            };
        };
    };
    inviteTeamUser: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InviteUser"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invitation"];
                };
            };
        };
    };
    resendInvitation: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
                "Idempotency-Key"?: string;
            };
            path: {
                invitation_id: string;
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
                    "application/json": components["schemas"]["Invitation"];
                };
            };
        };
    };
    revokeInvitation: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
                "Idempotency-Key"?: string;
            };
            path: {
                invitation_id: string;
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
                    "application/json": components["schemas"]["Invitation"];
                };
            };
        };
    };
    getAccountSecurity: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["AccountSecurity"];
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePassword"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordChanged"];
                };
            };
        };
    };
    startTotpEnrolment: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["TotpEnrolment"];
                };
            };
        };
    };
    confirmTotpEnrolment: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmTotp"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodes"];
                };
            };
        };
    };
    disableTotp: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DisableTotp"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountSecurity"];
                };
            };
        };
    };
    regenerateRecoveryCodes: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
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
                    "application/json": components["schemas"]["RecoveryCodes"];
                };
            };
        };
    };
    confirmPresence: {
        parameters: {
            query?: never;
            header?: {
                "X-Api-Version"?: "V5" | "V6";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StepUp"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SteppedUp"];
                };
            };
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetRequest"];
                "application/x-www-form-urlencoded": components["schemas"]["PasswordResetRequest"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordResetAccepted"];
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordReset"];
                "application/x-www-form-urlencoded": components["schemas"]["PasswordReset"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordResetDone"];
                };
            };
        };
    };
    previewInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitationToken"];
                "application/x-www-form-urlencoded": components["schemas"]["InvitationToken"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationPreview"];
                };
            };
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcceptInvitation"];
                "application/x-www-form-urlencoded": components["schemas"]["AcceptInvitation"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcceptedInvitation"];
                };
            };
        };
    };
}
