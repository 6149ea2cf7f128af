import { documentFileProblem, einNormalForm, isAbaRoutingNumber, isBankAccountNumber, usPhoneE164, usStateCode, usZipCode } from './us-business';

describe('US business data', () => {
  it('normalizes US phone numbers to E.164 and refuses others', () => {
    for (const written of ['(512) 555-0123', '512.555.0123', '512-555-0123', '1 512 555 0123', '+1-512-555-0123', '5125550123']) {
      expect(usPhoneE164(written)).toBe('+15125550123');
    }
    for (const refused of ['555-0123', '+44 20 7946 0958', '012-555-0123', '512-155-0123', '512 555 01234', 'call me', '']) {
      expect(usPhoneE164(refused)).toBeNull();
    }
  });

  it('maps state names and codes (any case) to the USPS code', () => {
    expect(usStateCode('Texas')).toBe('TX');
    expect(usStateCode('tx')).toBe('TX');
    expect(usStateCode('new york')).toBe('NY');
    expect(usStateCode('District of Columbia')).toBe('DC');
    expect(usStateCode('Virgin Islands')).toBe('VI');
    expect(usStateCode('Atlantis')).toBeNull();
    expect(usStateCode('ZZ')).toBeNull();
  });

  it('checks ZIP codes', () => {
    expect(usZipCode('78701')).toBe('78701');
    expect(usZipCode('787011234')).toBe('78701-1234');
    expect(usZipCode('78701-1234')).toBe('78701-1234');
    expect(usZipCode('7870')).toBeNull();
    expect(usZipCode('00000')).toBeNull();
  });

  it('checks EINs and writes them 12-3456789', () => {
    expect(einNormalForm('123456789')).toBe('12-3456789');
    expect(einNormalForm('12-3456789')).toBe('12-3456789');
    expect(einNormalForm('00-1234567')).toBeNull();
    expect(einNormalForm('07-1234567')).toBeNull();
    expect(einNormalForm('99-9999999')).toBeNull();
    expect(einNormalForm('12345678')).toBeNull();
  });

  it('checks ABA routing numbers by prefix and checksum', () => {
    expect(isAbaRoutingNumber('021000021')).toBe(true);
    expect(isAbaRoutingNumber('111000025')).toBe(true);
    expect(isAbaRoutingNumber('021000022')).toBe(false);
    expect(isAbaRoutingNumber('123456789')).toBe(false);
    expect(isAbaRoutingNumber('991000021')).toBe(false);
    expect(isAbaRoutingNumber('02100002')).toBe(false);
  });

  it('checks bank account numbers', () => {
    expect(isBankAccountNumber('000123456789')).toBe(true);
    expect(isBankAccountNumber('123')).toBe(false);
    expect(isBankAccountNumber('1111111')).toBe(false);
    expect(isBankAccountNumber('12345678901234567890')).toBe(false);
  });

  it('matches file names to their declared type', () => {
    expect(documentFileProblem('march.PDF', 'application/pdf')).toBeNull();
    expect(documentFileProblem('scan.jpeg', 'image/jpeg')).toBeNull();
    expect(documentFileProblem('scan.png', 'image/jpeg')).toContain('does not match');
    expect(documentFileProblem('noextension', 'application/pdf')).toContain('extension');
    expect(documentFileProblem('a.doc', 'application/msword')).toContain('`filetype` must be one of');
  });
});
