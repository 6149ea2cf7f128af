import { Inject, Injectable } from '@nestjs/common';
import {
  DomainError,
  ErrorDetail,
  MAX_SHIPMENT_FILE_BYTES,
  Principal,
  RawReplyBody,
  RawRequestBody,
  ShipmentFile,
  SignedShipmentUpload,
  SignShipmentUpload,
  ValidationError,
} from '@netline/contracts';
import { CONFIG } from '@netline/messaging';
import { Clock, IdGenerator } from '@netline/persistence';
import { FulfillmentConfig } from '../config';
import { ShipmentFileRecord } from './shipment-file.entity';
import { FileNotFoundError, UploadNotFoundError } from './upload.errors';
import { FilesRepository } from './files.repository';
import { fileTypeProblem, signUploadToken, verifyUploadToken } from '@netline/files';

class UploadRefusedError extends DomainError {
  constructor(reason: string, message: string) {
    super(`FULFILLMENT.${reason}`, 'invalid_request', message);
  }
}

/**
 * Proof-of-delivery uploads, in two steps (sign-upload, then the upload itself, both served by Netline):
 * 1. `POST /shipments/sign-upload` declares name, type and size; a file row is created empty and the
 *    answer carries a signed, expiring URL on the public API (`/shipments/uploads/<token>`) and the
 *    `file` object the shipment will refer to.
 * 2. `PUT` of the bytes to that URL (no credentials: the token is the permission). The gateway checks
 *    type and size limits first; here the token, its expiry, the declared type and size and the file's
 *    leading bytes are checked and the row is filled once.
 * A shipment then accepts `file.url` only if it is such a file of the same merchant, uploaded, with the
 * same size.
 */
@Injectable()
export class UploadsService {
  constructor(
    @Inject(CONFIG) private readonly config: FulfillmentConfig,
    private readonly files: FilesRepository,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async sign(principal: Principal, input: SignShipmentUpload): Promise<SignedShipmentUpload> {
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + this.config.UPLOAD_TTL_SECONDS * 1000);
    const file = Object.assign(new ShipmentFileRecord(), {
      id: this.ids.next('shf'),
      merchantId: principal.merchant_id,
      contentType: input.content_type,
      declaredSize: input.size,
      originalFilename: input.filename,
      content: null,
      size: null,
      expiresAt,
      uploadedAt: null,
      createdAt: now,
    } satisfies ShipmentFileRecord);
    await this.files.insert(file);
    const token = signUploadToken(this.config.UPLOAD_SIGNING_SECRET, { fileId: file.id, merchantId: file.merchantId, expiresAt });
    return {
      upload_url: `${this.base()}/shipments/uploads/${token}`,
      method: 'PUT',
      headers: { 'content-type': input.content_type },
      expires_at: expiresAt.toISOString(),
      file: this.present(file, input.size),
    };
  }

  async upload(token: string, body: RawRequestBody): Promise<ShipmentFile> {
    const claims = verifyUploadToken(this.config.UPLOAD_SIGNING_SECRET, token);
    if (!claims) throw new UploadNotFoundError();
    const file = await this.files.findMeta(claims.merchantId, claims.fileId);
    if (!file) throw new UploadNotFoundError();
    if (file.uploadedAt) throw new UploadRefusedError('UPLOAD_USED', 'This upload link was already used; sign a new upload for another file');
    const now = this.clock.now();
    if (now.getTime() >= claims.expiresAt.getTime()) {
      throw new UploadRefusedError('UPLOAD_EXPIRED', `This upload link expired at ${claims.expiresAt.toISOString()}; sign a new upload`);
    }
    const content = Buffer.from(body.body_base64, 'base64');
    const details: ErrorDetail[] = [];
    if (body.content_type !== file.contentType) {
      details.push({ path: 'content-type', message: `the upload was signed for ${file.contentType}, not ${body.content_type}` });
    }
    if (content.length !== file.declaredSize) {
      details.push({ path: 'body', message: `the file is ${content.length} bytes but the upload was signed for ${file.declaredSize} bytes` });
    }
    if (content.length > MAX_SHIPMENT_FILE_BYTES) {
      details.push({ path: 'body', message: `a proof of delivery is at most ${MAX_SHIPMENT_FILE_BYTES} bytes` });
    }
    const typeProblem = details.length === 0 ? fileTypeProblem(file.contentType, content) : null;
    if (typeProblem) details.push({ path: 'body', message: typeProblem });
    if (details.length > 0) throw new ValidationError(details, 'The uploaded file does not match its signed upload');
    if (!(await this.files.fill(claims.merchantId, file.id, content, now))) {
      throw new UploadRefusedError('UPLOAD_USED', 'This upload link was already used; sign a new upload for another file');
    }
    return this.present(file, content.length);
  }

  /** The stored file, for its owner (GET /shipments/files/{file_id}). */
  async download(principal: Principal, fileId: string): Promise<RawReplyBody> {
    const file = await this.files.findWithContent(principal.merchant_id, fileId);
    if (!file || !file.content) throw new FileNotFoundError();
    return {
      content_type: file.contentType,
      body: file.content.toString('base64'),
      encoding: 'base64',
      headers: { 'content-disposition': `inline; filename="${file.originalFilename.replace(/[^A-Za-z0-9._ -]/g, '_')}"` },
    };
  }

  /**
   * The file row a shipment's `file` refers to, checked: issued here, this merchant's, uploaded, same
   * size. Problems are reported as validation details of `file`.
   */
  async resolve(merchantId: string, file: ShipmentFile): Promise<string> {
    const prefix = `${this.base()}/shipments/files/`;
    const id = file.url.startsWith(prefix) ? file.url.slice(prefix.length) : null;
    const record = id && /^shf_[A-Za-z0-9]{20}$/.test(id) ? await this.files.findMeta(merchantId, id) : null;
    if (!record) {
      throw new ValidationError([{ path: 'file.url', message: '`url` must be the url of a file uploaded through POST /shipments/sign-upload' }]);
    }
    if (!record.uploadedAt) {
      throw new ValidationError([{ path: 'file', message: '`file` has not been uploaded yet: PUT it to the upload_url first' }]);
    }
    if (record.size !== file.size) {
      throw new ValidationError([{ path: 'file.size', message: `\`size\` must be the uploaded file's size (${record.size} bytes)` }]);
    }
    return record.id;
  }

  private present(file: ShipmentFileRecord, size: number): ShipmentFile {
    return { url: `${this.base()}/shipments/files/${file.id}`, size, metadata: { original_filename: file.originalFilename } };
  }

  private base(): string {
    return this.config.PUBLIC_BASE_URL.replace(/\/+$/, '');
  }
}
