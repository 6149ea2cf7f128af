import { IdentityConfig } from '../config';
import { MerchantDocumentsService } from './merchant-documents.service';

/** Downloads that are refused on sight, before any attempt (the downloader checks resolved addresses again). */
describe('document dispatch', () => {
  // Only the configuration takes part in this check.
  const unused = null as never;
  const service = (allowPrivate: boolean) =>
    new MerchantDocumentsService(unused, unused, unused, unused, unused, unused, {
      SECRET_HMAC_KEY: 'k'.repeat(32),
      OUTBOUND_ALLOW_PRIVATE_TARGETS: allowPrivate,
    } as IdentityConfig);

  it('refuses plain http, loopback, private and metadata addresses', () => {
    const strict = service(false);
    expect(strict.dispatchProblem('https://files.example/a.pdf')).toBeNull();
    expect(strict.dispatchProblem('http://files.example/a.pdf')).toBe('only https:// addresses are downloaded');
    expect(strict.dispatchProblem('https://127.0.0.1/a.pdf')).toBe('127.0.0.1 is not a public address');
    expect(strict.dispatchProblem('https://10.0.0.8/a.pdf')).toBe('10.0.0.8 is not a public address');
    expect(strict.dispatchProblem('https://169.254.169.254/latest')).toBe('169.254.169.254 is not a public address');
    expect(strict.dispatchProblem('https://[::1]/a.pdf')).toBe('::1 is not a public address');
    expect(strict.dispatchProblem('https://localhost/a.pdf')).toBe('localhost is not a public address');
  });

  it('lets tests reach local servers when told to', () => {
    expect(service(true).dispatchProblem('http://127.0.0.1:8080/a.pdf')).toBeNull();
  });
});
