import { DomainError } from '@netline/contracts';

export class DocumentUploadNotFoundError extends DomainError {
  constructor() {
    super('IDENTITY.DOCUMENT_UPLOAD_NOT_FOUND', 'not_found', 'Upload not found');
  }
}

export class DocumentUploadRefusedError extends DomainError {
  constructor(reason: string, message: string) {
    super(`IDENTITY.${reason}`, 'invalid_request', message);
  }
}
