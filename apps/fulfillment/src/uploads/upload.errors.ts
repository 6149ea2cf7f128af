import { NotFoundError } from '@netline/contracts';

export class UploadNotFoundError extends NotFoundError {
  constructor() {
    super('Upload link', 'FULFILLMENT.UPLOAD_NOT_FOUND');
  }
}

export class FileNotFoundError extends NotFoundError {
  constructor() {
    super('File', 'FULFILLMENT.FILE_NOT_FOUND');
  }
}
