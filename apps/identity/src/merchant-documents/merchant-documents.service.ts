import { Inject, Injectable } from '@nestjs/common';
import {
  CreateMerchantDocument,
  DocumentIngestionSummary,
  DocumentType,
  ErrorDetail,
  ListEnvelope,
  ListQuery,
  MAX_MERCHANT_DOCUMENT_BYTES,
  MerchantDocument,
  MerchantDocumentUploadRequest,
  Principal,
  RawRequestBody,
  ValidationError,
} from '@netline/contracts';
import { fileTypeProblem, signUploadToken, verifyUploadToken } from '@netline/files';
import { CONFIG, UnitOfWork } from '@netline/messaging';
import { bareHost, isPublicAddress } from '@netline/outbound';
import { Clock, IdGenerator } from '@netline/persistence';
import { hkdfSync } from 'node:crypto';
import { isIP } from 'node:net';
import { EntityManager } from 'typeorm';
import { IdentityConfig } from '../config';
import { partnerOf } from '../sub-merchant-profiles/partner-of';
import { SubMerchantNotFoundError } from '../sub-merchant-profiles/sub-merchant.errors';
import { SubMerchantProfile } from '../sub-merchant-profiles/sub-merchant.entity';
import { SubMerchantsRepository } from '../sub-merchant-profiles/sub-merchants.repository';
import { WorkSignals } from '../sub-merchant-profiles/work-signals';
import { MerchantDocumentRecord } from './merchant-document.entity';
import { DocumentUploadNotFoundError, DocumentUploadRefusedError } from './merchant-document.errors';
import { presentDocument } from './merchant-document.presenter';
import { MerchantDocumentsRepository } from './merchant-documents.repository';

export const VALIDATION_PROFILE = 'merchant_underwriting_document_default';

/**
 * Sub-merchants' underwriting documents in Netline's own store (docs/partners.md, "Documents").
 *
 * Two ways in: a signed upload URL on the public API (`PUT /merchant-documents/uploads/<token>`, the
 * same scheme as proof-of-delivery files, `@netline/files`), or a `download_url` that the background
 * downloader fetches through the outbound-safety rules (`@netline/outbound`). Either way the file is
 * stored, checked against its declared type and ends `accepted` or `rejected`; a transfer that cannot
 * happen ends `failed` with its reason. An accepted document sends an application that waits for more
 * information back to underwriting.
 */
@Injectable()
export class MerchantDocumentsService {
  /** Keys the signed upload links: derived from SECRET_HMAC_KEY, so no second secret has to be shared by replicas. */
  private readonly uploadKey: string;

  constructor(
    private readonly documents: MerchantDocumentsRepository,
    private readonly profiles: SubMerchantsRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly signals: WorkSignals,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    @Inject(CONFIG) private readonly config: IdentityConfig,
  ) {
    this.uploadKey = Buffer.from(hkdfSync('sha256', config.SECRET_HMAC_KEY, 'netline', 'identity document upload links', 32)).toString('base64url');
  }

  async list(principal: Principal, merchantId: string, query: ListQuery): Promise<ListEnvelope<MerchantDocument>> {
    const partnerId = partnerOf(principal);
    if (!(await this.profiles.find(partnerId, merchantId))) throw new SubMerchantNotFoundError();
    const { count, items } = await this.documents.list(partnerId, merchantId, query);
    return { count, page: query.page, limit: query.limit, results: items.map(presentDocument) };
  }

  /** POST /merchants/{id}/documents: a signed upload, or a download queued for the background. */
  async create(principal: Principal, merchantId: string, input: CreateMerchantDocument): Promise<MerchantDocumentUploadRequest> {
    const partnerId = partnerOf(principal);
    const now = this.clock.now();
    const document = await this.unitOfWork.run(async ({ manager }) => {
      const profile = await this.profiles.findForUpdate(manager, partnerId, merchantId);
      if (!profile) throw new SubMerchantNotFoundError();
      return (await this.open(manager, profile, input.document_type, input, now)).document;
    });
    if (document.transferMethod === 'download_url') this.signals.documentsWaiting();
    const expiresAt = document.uploadExpiresAt;
    return {
      id: document.id,
      document_id: document.id,
      merchant_id: document.merchantId,
      document_type: document.documentType,
      status: document.status === 'failed' ? 'failed' : 'pending_upload',
      upload_url: expiresAt ? this.uploadUrl(document, expiresAt) : null,
      upload_expires_at: expiresAt?.toISOString() ?? null,
      upload_headers: expiresAt ? { 'content-type': document.filetype } : null,
      object_key: document.objectKey(),
      transfer_method: document.transferMethod,
      queue_dispatch_status: document.transferMethod === 'download_url' ? (document.status === 'failed' ? 'failed' : 'queued') : null,
      validation_profile: VALIDATION_PROFILE,
    };
  }

  /**
   * A new document row in the caller's transaction. A download whose address can be seen to be refused
   * (not http(s), or a non-public IP) fails here at once, so the partner learns it in the answer.
   */
  async open(
    manager: EntityManager,
    profile: SubMerchantProfile,
    documentType: DocumentType,
    input: { filename: string; filetype: string; download_url?: string; size?: number },
    now: Date,
  ): Promise<{ document: MerchantDocumentRecord; refused: string | null }> {
    const download = input.download_url !== undefined;
    const refused = download ? this.dispatchProblem(input.download_url as string) : null;
    const document = Object.assign(new MerchantDocumentRecord(), {
      id: this.ids.next('mdoc'),
      merchantId: profile.merchantId,
      partnerId: profile.partnerId,
      documentType,
      filename: input.filename,
      filetype: input.filetype,
      status: refused ? 'failed' : 'pending_upload',
      validationReasons: refused ? ['DOWNLOAD_REFUSED'] : [],
      transferMethod: download ? 'download_url' : 'presigned_upload',
      downloadUrl: input.download_url ?? null,
      declaredSize: input.size ?? null,
      content: null,
      size: null,
      uploadExpiresAt: download ? null : new Date(now.getTime() + this.config.UPLOAD_TTL_SECONDS * 1000),
      uploadedAt: null,
      validatedAt: null,
      downloadAttempts: 0,
      createdAt: now,
      updatedAt: now,
    } satisfies Omit<MerchantDocumentRecord, 'objectKey'>);
    await this.documents.insert(manager, document);
    return { document, refused };
  }

  /** PUT to a signed upload URL (public: the token is the permission). */
  async upload(token: string, body: RawRequestBody): Promise<MerchantDocument> {
    const claims = verifyUploadToken(this.uploadKey, token);
    if (!claims) throw new DocumentUploadNotFoundError();
    const now = this.clock.now();
    const document = await this.unitOfWork.run(async ({ manager }) => {
      const found = await this.documents.lockForUpdate(manager, claims.merchantId, claims.fileId);
      if (!found || found.transferMethod !== 'presigned_upload') throw new DocumentUploadNotFoundError();
      if (found.status !== 'pending_upload')
        throw new DocumentUploadRefusedError('UPLOAD_USED', 'This upload link was already used; request a new upload for another file');
      if (now.getTime() >= claims.expiresAt.getTime()) {
        throw new DocumentUploadRefusedError('UPLOAD_EXPIRED', `This upload link expired at ${claims.expiresAt.toISOString()}; request a new upload`);
      }
      const content = Buffer.from(body.body_base64, 'base64');
      const details: ErrorDetail[] = [];
      if (body.content_type !== found.filetype)
        details.push({ path: 'content-type', message: `the upload was requested for ${found.filetype}, not ${body.content_type}` });
      if (found.declaredSize !== null && content.length !== found.declaredSize) {
        details.push({ path: 'body', message: `the file is ${content.length} bytes but the upload was requested for ${found.declaredSize} bytes` });
      }
      if (details.length > 0) throw new ValidationError(details, 'The uploaded file does not match its upload request');
      await this.receive(manager, found, content, now);
      return found;
    });
    this.signals.applicationsWaiting();
    return presentDocument(document);
  }

  /**
   * A file arrived for `document` (the caller holds its row lock): store it, check it against its type,
   * record the outcome. Only the checks Netline can make at once are made, so `uploaded_pending_validation`
   * lasts no longer than this transaction.
   */
  async receive(manager: EntityManager, document: MerchantDocumentRecord, content: Buffer, now: Date): Promise<void> {
    if (content.length > MAX_MERCHANT_DOCUMENT_BYTES) {
      return this.fail(manager, document, 'FILE_TOO_LARGE', `the file is larger than ${MAX_MERCHANT_DOCUMENT_BYTES} bytes`, now);
    }
    await this.documents.putContent(manager, document.merchantId, document.id, content);
    const problem = fileTypeProblem(document.filetype, content);
    Object.assign(document, {
      size: content.length,
      uploadedAt: now,
      status: problem ? 'rejected' : 'accepted',
      validationReasons: problem ? ['FILE_TYPE_MISMATCH'] : [],
      validatedAt: now,
      updatedAt: now,
    });
    await this.documents.save(manager, document);
    if (problem) return;
    const profile = await this.profiles.findForUpdate(manager, document.partnerId, document.merchantId);
    if (profile?.underwritingStatus === 'more_info_needed') {
      // The partner sent what underwriting asked for: the application goes back to the underwriter.
      profile.underwritingAssessedAt = null;
      profile.updatedAt = now;
      await this.profiles.save(manager, profile);
    }
  }

  /** The transfer cannot happen: the document fails, and an inline document's report says so. */
  async fail(manager: EntityManager, document: MerchantDocumentRecord, reason: string, message: string, now: Date): Promise<void> {
    Object.assign(document, { status: 'failed', validationReasons: [reason], updatedAt: now });
    await this.documents.save(manager, document);
    const profile = await this.profiles.findForUpdate(manager, document.partnerId, document.merchantId);
    if (!profile) return;
    const report = markFailed(profile.documentIngestion, document.id, message);
    if (report) {
      profile.documentIngestion = report;
      profile.updatedAt = now;
      await this.profiles.save(manager, profile);
    }
  }

  private uploadUrl(document: MerchantDocumentRecord, expiresAt: Date): string {
    const token = signUploadToken(this.uploadKey, { fileId: document.id, merchantId: document.merchantId, expiresAt });
    return `${this.config.PUBLIC_BASE_URL.replace(/\/+$/, '')}/merchant-documents/uploads/${token}`;
  }

  /** Why a download may be refused before any attempt (the downloader checks resolved addresses again). */
  dispatchProblem(url: string): string | null {
    let host: string;
    try {
      const parsed = new URL(url);
      if (this.config.OUTBOUND_ALLOW_PRIVATE_TARGETS) return null;
      // Documents travel encrypted or not at all: plain http is refused like a private address.
      if (parsed.protocol !== 'https:') return 'only https:// addresses are downloaded';
      host = bareHost(parsed.hostname);
    } catch {
      return 'not a valid URL';
    }
    if (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) && !isPublicAddress(host))) return `${host} is not a public address`;
    return null;
  }
}

/** The report with one inline document marked failed, or null when the document is not in it. */
export function markFailed(report: DocumentIngestionSummary, documentId: string, message: string): DocumentIngestionSummary | null {
  const index = report.results.findIndex((result) => result.document_id === documentId);
  if (index < 0 || report.results[index].status === 'failed') return null;
  const results = report.results.map((result, position) =>
    position === index ? { ...result, status: 'failed' as const, error_code: 'DOCUMENT_DOWNLOAD_FAILED', error_message: message } : result,
  );
  return summarize(results);
}

export function summarize(results: DocumentIngestionSummary['results']): DocumentIngestionSummary {
  const failed = results.filter((result) => result.status === 'failed').length;
  return { requested_count: results.length, queued_count: results.length - failed, failed_count: failed, results };
}
