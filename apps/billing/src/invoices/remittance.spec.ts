import { loadBillingConfig } from '../config';
import { remittanceAccount, remittanceLines, remittanceReference } from './remittance';

describe('remittance', () => {
  it('gives each customer of each merchant a stable reference in an unambiguous alphabet', () => {
    const reference = remittanceReference('mer_A1', 'cus_B2');
    expect(reference).toMatch(/^NL-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(remittanceReference('mer_A1', 'cus_B2')).toBe(reference);
    expect(remittanceReference('mer_A1', 'cus_B3')).not.toBe(reference);
    expect(remittanceReference('mer_A2', 'cus_B2')).not.toBe(reference);
    const many = new Set(Array.from({ length: 5_000 }, (_, index) => remittanceReference('mer_A1', `cus_${index}`)));
    expect(many.size).toBe(5_000);
  });

  it('shows the operator account whole or not at all, and refuses half of one', () => {
    const account = {
      REMITTANCE_BANK_NAME: 'First Test Bank',
      REMITTANCE_ACCOUNT_NAME: 'Netline',
      REMITTANCE_ROUTING_NUMBER: '011000015',
      REMITTANCE_ACCOUNT_NUMBER: '1234567',
    };
    expect(remittanceLines(remittanceAccount(loadBillingConfig(account)), 'NL-0000-0000')).toEqual([
      'Bank: First Test Bank',
      'Account name: Netline',
      'Routing number (ABA): 011000015',
      'Account number: 1234567',
      'Reference to quote with any payment: NL-0000-0000',
    ]);
    expect(remittanceLines(remittanceAccount(loadBillingConfig({})), 'NL-0000-0000')).toEqual(['Reference to quote with any payment: NL-0000-0000']);
    expect(() => loadBillingConfig({ REMITTANCE_BANK_NAME: 'First Test Bank' })).toThrow(/set all four or none/);
    expect(() => loadBillingConfig({ ...account, REMITTANCE_ROUTING_NUMBER: '12345' })).toThrow(/REMITTANCE_ROUTING_NUMBER: must be 9 digits/);
  });
});
