import { Inject, Injectable } from '@nestjs/common';
import { MAX_MERCHANT_PDF_BYTES } from '@netline/contracts';
import { CONFIG } from '@netline/messaging';
import { safeFetch } from '@netline/outbound';
import { BillingConfig } from '../config';
import { InvalidPdfError } from './invoice.errors';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/** A merchant PDF counts only once we hold it and it starts like a PDF (`%PDF-`), within 700 KB. */
export function checkPdf(content: Buffer): Buffer {
  if (content.length === 0) throw new InvalidPdfError('The PDF is empty');
  if (content.length > MAX_MERCHANT_PDF_BYTES) {
    throw new InvalidPdfError(`The PDF is ${content.length} bytes; at most ${MAX_MERCHANT_PDF_BYTES} bytes (700 KB) are accepted`);
  }
  if (!content.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) throw new InvalidPdfError('The file is not a PDF (it does not start with %PDF-)');
  return content;
}

/** Fetches the PDF at `merchant_invoice_url` through the outbound safety rules of `@netline/outbound`. */
@Injectable()
export class MerchantPdfFetcher {
  constructor(@Inject(CONFIG) private readonly config: BillingConfig) {}

  async fetch(url: string): Promise<Buffer> {
    try {
      const result = await safeFetch(url, {
        allowPrivateTargets: this.config.OUTBOUND_ALLOW_PRIVATE_TARGETS,
        timeoutMs: this.config.OUTBOUND_TIMEOUT_MS,
        maxBytes: MAX_MERCHANT_PDF_BYTES,
        accept: 'application/pdf',
      });
      return checkPdf(result.body);
    } catch (error) {
      if (error instanceof InvalidPdfError) throw error;
      throw new InvalidPdfError(`The PDF at merchant_invoice_url could not be fetched: ${(error as Error).message}`);
    }
  }
}
