import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { isPublicAddress } from './address-policy';
import { OutboundRefusedError, safeFetch } from './safe-fetch';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '0.0.0.0',
    '::1',
    'fe80::1',
    'fd00:ec2::254',
    '::ffff:127.0.0.1',
    '100.64.0.1',
    '::7f00:1',
    '::ffff:8.8.8.8',
    '::ffff:7f00:1',
    '2002:7f00:1::',
    '64:ff9b::a00:1',
    '2001::1',
  ])('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false));
  it.each(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111'])('allows %s', (address) => expect(isPublicAddress(address)).toBe(true));
});

describe('safeFetch', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/redirect') {
        response.writeHead(302, { location: 'http://169.254.169.254/' }).end();
      } else if (request.url === '/big') {
        response.writeHead(200, { 'content-type': 'application/pdf' });
        response.end(Buffer.alloc(2048, 1));
      } else if (request.url === '/slow') {
        response.writeHead(200);
        response.write('x');
      } else {
        response.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4 tiny');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: OutboundRefusedError) => error.reason,
    );

  it('refuses plain http, loopback and metadata addresses before connecting', async () => {
    expect(await refusal(safeFetch(`${base}/doc.pdf`))).toBe('scheme');
    expect(await refusal(safeFetch('https://127.0.0.1/doc.pdf'))).toBe('address');
    expect(await refusal(safeFetch('https://169.254.169.254/latest/meta-data'))).toBe('address');
    expect(await refusal(safeFetch('https://[::1]/doc.pdf'))).toBe('address');
    // IPv6 forms that embed 127.0.0.1: IPv4-compatible, 6to4 and IPv4-mapped (as PDF targets fetch them).
    expect(await refusal(safeFetch('https://[::7f00:1]/doc.pdf'))).toBe('address');
    expect(await refusal(safeFetch('https://[::127.0.0.1]/doc.pdf'))).toBe('address');
    expect(await refusal(safeFetch('https://[2002:7f00:1::]/doc.pdf'))).toBe('address');
    expect(await refusal(safeFetch('https://[::ffff:127.0.0.1]/doc.pdf'))).toBe('address');
  });

  it('refuses a name that resolves to loopback at connect time', async () => {
    expect(await refusal(safeFetch('https://localhost/doc.pdf'))).toBe('address');
  });

  it('fetches when private targets are allowed, and enforces redirects, size and deadline', async () => {
    const result = await safeFetch(`${base}/doc.pdf`, { allowPrivateTargets: true });
    expect(result.body.toString()).toBe('%PDF-1.4 tiny');
    expect(result.contentType).toBe('application/pdf');
    expect(await refusal(safeFetch(`${base}/redirect`, { allowPrivateTargets: true }))).toBe('redirect');
    expect(await refusal(safeFetch(`${base}/big`, { allowPrivateTargets: true, maxBytes: 1000 }))).toBe('too_large');
    expect(await refusal(safeFetch(`${base}/slow`, { allowPrivateTargets: true, timeoutMs: 200 }))).toBe('timeout');
  });
});
