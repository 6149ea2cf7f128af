import { Principal } from '@netline/contracts';
import { Clock, IdGenerator } from '@netline/persistence';
import { FulfillmentConfig } from '../config';
import { ShipmentFileRecord } from './shipment-file.entity';
import { FilesRepository } from './files.repository';
import { UploadsService } from './uploads.service';

class MovableClock extends Clock {
  current = new Date('2026-05-10T08:00:00Z');
  override now(): Date {
    return this.current;
  }
}

/** An in-memory stand-in for the files table, with the same fill-once rule. */
class MemoryFiles {
  rows = new Map<string, ShipmentFileRecord>();
  insert(file: ShipmentFileRecord) {
    this.rows.set(file.id, { ...file });
    return Promise.resolve();
  }
  findMeta(merchantId: string, id: string) {
    const row = this.rows.get(id);
    return Promise.resolve(row && row.merchantId === merchantId ? { ...row, content: null } : null);
  }
  fill(merchantId: string, id: string, content: Buffer, now: Date) {
    const row = this.rows.get(id);
    if (!row || row.merchantId !== merchantId || row.uploadedAt) return Promise.resolve(false);
    Object.assign(row, { content, size: content.length, uploadedAt: now });
    return Promise.resolve(true);
  }
}

describe('UploadsService', () => {
  const config = {
    PUBLIC_BASE_URL: 'https://api.netline.example/api',
    UPLOAD_SIGNING_SECRET: 'unit-upload-secret-0123',
    UPLOAD_TTL_SECONDS: 900,
  } as FulfillmentConfig;
  const principal: Principal = { merchant_id: 'mer_1', actor: { type: 'secret_key', id: 'k' }, scopes: [] };
  const pdf = Buffer.from('%PDF-1.4 proof');
  let clock: MovableClock;
  let files: MemoryFiles;
  let service: UploadsService;

  beforeEach(() => {
    clock = new MovableClock();
    files = new MemoryFiles();
    service = new UploadsService(config, files as unknown as FilesRepository, clock, new IdGenerator());
  });

  const tokenOf = (url: string) => url.split('/').at(-1) as string;
  const body = (bytes: Buffer) => ({ content_type: 'application/pdf', body_base64: bytes.toString('base64'), size: bytes.length });

  it('signs a link that expires after the TTL', async () => {
    const signed = await service.sign(principal, { filename: 'pod.pdf', content_type: 'application/pdf', size: pdf.length });
    expect(signed.expires_at).toBe('2026-05-10T08:15:00.000Z');
    clock.current = new Date('2026-05-10T08:15:00Z');
    await expect(service.upload(tokenOf(signed.upload_url), body(pdf))).rejects.toMatchObject({ code: 'FULFILLMENT.UPLOAD_EXPIRED', kind: 'invalid_request' });
    clock.current = new Date('2026-05-10T08:14:59Z');
    await expect(service.upload(tokenOf(signed.upload_url), body(pdf))).resolves.toEqual(signed.file);
  });

  it('accepts a shipment file only when it was uploaded here, by the merchant, with its size', async () => {
    const signed = await service.sign(principal, { filename: 'pod.pdf', content_type: 'application/pdf', size: pdf.length });
    await expect(service.resolve('mer_1', signed.file)).rejects.toMatchObject({ details: [{ path: 'file' }] });
    await service.upload(tokenOf(signed.upload_url), body(pdf));
    await expect(service.resolve('mer_1', signed.file)).resolves.toMatch(/^shf_/);
    await expect(service.resolve('mer_2', signed.file)).rejects.toMatchObject({ details: [{ path: 'file.url' }] });
    await expect(service.resolve('mer_1', { ...signed.file, size: 1 })).rejects.toMatchObject({ details: [{ path: 'file.size' }] });
    await expect(service.resolve('mer_1', { ...signed.file, url: signed.file.url.replace('api.netline.example', 'evil.example') })).rejects.toMatchObject({
      details: [{ path: 'file.url' }],
    });
  });
});
