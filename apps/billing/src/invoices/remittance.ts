import { createHash } from 'node:crypto';
import { BillingConfig } from '../config';

/** The bank account buyers pay into by ACH or wire, as the operator configures it (never a built-in value). */
export interface RemittanceAccount {
  bankName: string;
  accountName: string;
  routingNumber: string;
  accountNumber: string;
}

/** The configured account, or null when the operator has set none (documents then say to pay online or ask). */
export function remittanceAccount(
  config: Pick<BillingConfig, 'REMITTANCE_BANK_NAME' | 'REMITTANCE_ACCOUNT_NAME' | 'REMITTANCE_ROUTING_NUMBER' | 'REMITTANCE_ACCOUNT_NUMBER'>,
): RemittanceAccount | null {
  const { REMITTANCE_BANK_NAME, REMITTANCE_ACCOUNT_NAME, REMITTANCE_ROUTING_NUMBER, REMITTANCE_ACCOUNT_NUMBER } = config;
  if (!REMITTANCE_BANK_NAME || !REMITTANCE_ACCOUNT_NAME || !REMITTANCE_ROUTING_NUMBER || !REMITTANCE_ACCOUNT_NUMBER) return null;
  return {
    bankName: REMITTANCE_BANK_NAME,
    accountName: REMITTANCE_ACCOUNT_NAME,
    routingNumber: REMITTANCE_ROUTING_NUMBER,
    accountNumber: REMITTANCE_ACCOUNT_NUMBER,
  };
}

// Crockford's base32: no I, L, O or U, so a reference read over the phone or retyped from paper survives.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The reference a customer quotes with every bank payment to this merchant: `NL-XXXX-XXXX`, derived from
 * the merchant and customer ids (40 bits of SHA-256), so it is the same on every invoice, needs no
 * storage, and names one customer of one merchant.
 */
export function remittanceReference(merchantId: string, customerId: string): string {
  const digest = createHash('sha256').update(`${merchantId}:${customerId}`).digest();
  let bits = 0n;
  for (const byte of digest.subarray(0, 5)) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let index = 0; index < 8; index += 1) {
    code = ALPHABET[Number(bits & 31n)] + code;
    bits >>= 5n;
  }
  return `NL-${code.slice(0, 4)}-${code.slice(4)}`;
}

/** How to pay by bank, as lines of text (the PDF, the payment page and the messages share them). */
export function remittanceLines(account: RemittanceAccount | null, reference: string): string[] {
  if (!account) return [`Reference to quote with any payment: ${reference}`];
  return [
    `Bank: ${account.bankName}`,
    `Account name: ${account.accountName}`,
    `Routing number (ABA): ${account.routingNumber}`,
    `Account number: ${account.accountNumber}`,
    `Reference to quote with any payment: ${reference}`,
  ];
}

/** How the customer of `invoice` pays it by bank: the operator's account and that customer's reference. */
export function remittanceFor(config: Parameters<typeof remittanceAccount>[0], invoice: { merchantId: string; customerId: string }): string[] {
  return remittanceLines(remittanceAccount(config), remittanceReference(invoice.merchantId, invoice.customerId));
}
