import { baseMerchantId, withRandomTail } from './merchant-id';

describe('sub-merchant ids', () => {
  it('keeps the lowercase letters and digits of the name', () => {
    expect(baseMerchantId('Acme Supply Co.')).toBe('acmesupplyco');
    expect(baseMerchantId('Café Número 9')).toBe('cafenumero9');
    expect(baseMerchantId('A very long business name that keeps going')).toBe('averylongbusinessnametha');
  });

  it('gives short or empty names a random tail, and adds one on request', () => {
    expect(baseMerchantId('AB')).toMatch(/^ab[a-z0-9]{6}$/);
    expect(baseMerchantId('!!!')).toMatch(/^[a-z0-9]{8}$/);
    expect(withRandomTail('acme')).toMatch(/^acme[a-z0-9]{4}$/);
  });
});
