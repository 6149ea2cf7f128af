import { MerchantDocument } from '@netline/contracts';
import { MerchantDocumentRecord } from './merchant-document.entity';

export function presentDocument(document: MerchantDocumentRecord): MerchantDocument {
  return {
    id: document.id,
    merchant_id: document.merchantId,
    document_type: document.documentType,
    filename: document.filename,
    filetype: document.filetype,
    status: document.status,
    validation_reasons: document.validationReasons,
    transfer_method: document.transferMethod,
    size: document.size,
    uploaded_at: document.uploadedAt?.toISOString() ?? null,
    validated_at: document.validatedAt?.toISOString() ?? null,
    object_key: document.uploadedAt ? document.objectKey() : null,
    created_at: document.createdAt.toISOString(),
    updated_at: document.updatedAt.toISOString(),
  };
}
