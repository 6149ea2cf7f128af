import { OPERATIONS } from './index';
import { PARTNER_OPERATIONS } from './partners.operations';

describe('the partners API catalogue', () => {
  const key = (operation: { method: string; path: string }) => `${operation.method} ${operation.path}`;

  it('lists each method and path once', () => {
    const keys = PARTNER_OPERATIONS.map(key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(PARTNER_OPERATIONS.map((operation) => operation.operationId)).size).toBe(PARTNER_OPERATIONS.length);
  });

  it('has the partner operations and leaves charges, enroll and the sandbox clock out', () => {
    const ids = PARTNER_OPERATIONS.map((operation) => operation.operationId);
    expect(ids).toEqual(
      expect.arrayContaining([
        'listMerchants',
        'createMerchant',
        'getMerchant',
        'updateMerchant',
        'listMerchantDocuments',
        'createMerchantDocumentUploadRequest',
        'createPayment',
      ]),
    );
    for (const excluded of [
      'listCharges',
      'fetchCharge',
      'updateCharge',
      'captureCharge',
      'cancelCharge',
      'enroll-a-customer',
      'sandboxAdvanceClock',
      'sandboxAuthorizeCharge',
    ]) {
      expect(ids).not.toContain(excluded);
    }
  });

  it('agrees with the merchant API on which shared paths need no credentials', () => {
    const merchant = new Map(OPERATIONS.map((operation) => [key(operation), operation]));
    for (const operation of PARTNER_OPERATIONS) {
      const same = merchant.get(key(operation));
      if (same) expect([key(operation), same.auth === 'public']).toEqual([key(operation), operation.auth === 'public']);
    }
  });
});
