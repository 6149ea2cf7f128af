import { z } from 'zod';
import type { EventData } from './event-catalogue';
import { EQ, ListSpec, RANGE_OPS } from './list';

/**
 * Shipments, served by fulfillment.
 *
 * A shipment records how the goods or services of an invoice reached the customer. Its
 * `fulfillment_method` decides what the merchant must give: a tracking number and a courier for
 * `shipping_provider` (and no file), a proof-of-delivery file for the other methods. Files are uploaded
 * first through `POST /shipments/sign-upload` and the short-lived URL it returns; the shipment then
 * refers to the stored file by the `url` and `size` the upload answered.
 */
export const FULFILLMENT_METHODS = ['shipping_provider', 'self_delivery', 'customer_pickup', 'services_only'] as const;
export type FulfillmentMethod = (typeof FULFILLMENT_METHODS)[number];
export const VERIFICATION_STATUSES = ['verified', 'pending'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/**
 * The courier tracking states Netline understands (what the sync operation stores in `tracking_status`).
 * `tracking_substatus` refines one of them (`delivered_001`, …) and is kept as the courier said it.
 */
export const TRACKING_STATUSES = [
  'info_received',
  'in_transit',
  'out_for_delivery',
  'available_for_pickup',
  'failed_attempt',
  'exception',
  'delivered',
  'expired',
] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

/** Proof-of-delivery files: what the upload accepts (NATS carries at most 1 MB; base64 adds a third). */
export const SHIPMENT_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const MAX_SHIPMENT_FILE_BYTES = 700_000;

const dateTime = () => z.string().meta({ format: 'date-time' });

export const shipmentSchema = z
  .object({
    id: z.string(),
    merchant_invoice_id: z.string(),
    fulfillment_method: z.enum(FULFILLMENT_METHODS),
    shipment_tracking_number: z.string().nullable(),
    shipment_courier: z.string().nullable(),
    verification_status: z.enum(VERIFICATION_STATUSES).meta({ description: 'verified by the courier (sync) or by Netline staff' }),
    tracking_status: z.string().nullable().meta({ description: 'the courier status, e.g. delivered' }),
    tracking_substatus: z.string().nullable().meta({ description: 'the courier sub-status, e.g. delivered_001' }),
    expected_delivery: dateTime().nullable(),
    created_at: dateTime(),
    updated_at: dateTime(),
  })
  .meta({ id: 'Shipment' });
export type Shipment = z.infer<typeof shipmentSchema>;

/** A stored proof-of-delivery file, as the upload answers it and as create / update refer to it. */
export const shipmentFileSchema = z
  .strictObject({
    url: z.url({ protocol: /^https?$/, message: 'must be the url the upload answered' }).max(2048),
    size: z.number().int().positive().max(MAX_SHIPMENT_FILE_BYTES),
    metadata: z.strictObject({ original_filename: z.string().trim().min(1).max(255).optional() }).optional(),
  })
  .meta({ id: 'ShipmentFile' });
export type ShipmentFile = z.infer<typeof shipmentFileSchema>;

const trackingNumber = () => z.string().trim().min(1, 'must not be empty').max(128);
const courier = () =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(128)
    .meta({ description: 'Any courier; listed codes (e.g. fedex, ups, usps, dhl, test-courier) verify instantly through sync' });
const invoiceId = () => z.string().trim().min(1, 'must not be empty').max(128);

/** POST /shipments (`ShipmentCreateRequest`). */
export const createShipmentSchema = z
  .strictObject({
    merchant_invoice_id: invoiceId(),
    fulfillment_method: z.enum(FULFILLMENT_METHODS).default('shipping_provider'),
    shipment_tracking_number: trackingNumber().nullish(),
    shipment_courier: courier().nullish(),
    file: shipmentFileSchema.nullish(),
  })
  .superRefine((input, context) => {
    if (input.fulfillment_method === 'shipping_provider') {
      if (!input.shipment_tracking_number) {
        context.addIssue({ code: 'custom', path: ['shipment_tracking_number'], message: 'is required when fulfillment_method is shipping_provider' });
      }
      if (!input.shipment_courier) {
        context.addIssue({ code: 'custom', path: ['shipment_courier'], message: 'is required when fulfillment_method is shipping_provider' });
      }
      if (input.file) {
        context.addIssue({
          code: 'custom',
          path: ['file'],
          message: 'is not accepted when fulfillment_method is shipping_provider (the courier proves delivery)',
        });
      }
    } else if (!input.file) {
      context.addIssue({
        code: 'custom',
        path: ['file'],
        message: `is required when fulfillment_method is ${input.fulfillment_method} (upload a proof of delivery first)`,
      });
    }
  })
  .meta({ id: 'ShipmentCreateRequest' });
export type CreateShipment = z.infer<typeof createShipmentSchema>;

/** PUT /shipments/{id} (`ShipmentUpdateRequest`); rules that need the stored shipment are fulfillment's. */
export const updateShipmentSchema = z
  .strictObject({
    merchant_invoice_id: invoiceId().optional(),
    fulfillment_method: z.unknown().optional().meta({ description: 'not updatable' }),
    shipment_tracking_number: trackingNumber().nullish(),
    shipment_courier: courier().nullish(),
    file: shipmentFileSchema.nullish(),
  })
  .superRefine((input, context) => {
    if (input.fulfillment_method !== undefined) {
      context.addIssue({ code: 'custom', path: ['fulfillment_method'], message: 'cannot be changed; delete the shipment and create a new one' });
    }
  })
  .meta({ id: 'ShipmentUpdateRequest' });
export type UpdateShipment = z.infer<typeof updateShipmentSchema>;

export const shipmentIdParams = z.strictObject({ shipment_id: z.string().min(1).max(64) });

/** POST /shipments/sign-upload: what the merchant is about to upload. */
export const signShipmentUploadSchema = z
  .strictObject({
    filename: z.string().trim().min(1, 'must not be empty').max(255),
    content_type: z.enum(SHIPMENT_FILE_TYPES, { message: `must be one of: ${SHIPMENT_FILE_TYPES.join(', ')}` }),
    size: z
      .number()
      .int('must be a whole number of bytes')
      .positive('must be at least 1 byte')
      .max(MAX_SHIPMENT_FILE_BYTES, `must be at most ${MAX_SHIPMENT_FILE_BYTES} bytes`),
  })
  .meta({ id: 'ShipmentSignUploadRequest' });
export type SignShipmentUpload = z.infer<typeof signShipmentUploadSchema>;

export const signedShipmentUploadSchema = z
  .object({
    upload_url: z.string().meta({ description: 'PUT the file bytes here with the same Content-Type; single use' }),
    method: z.literal('PUT'),
    headers: z.object({ 'content-type': z.string() }),
    expires_at: dateTime(),
    file: shipmentFileSchema.meta({ description: 'what to send as `file` in a shipment once the upload succeeded' }),
  })
  .meta({ id: 'ShipmentSignedUpload' });
export type SignedShipmentUpload = z.infer<typeof signedShipmentUploadSchema>;

/** The signed upload and file addresses carry a token / an id, never credentials. */
export const shipmentUploadParams = z.strictObject({
  token: z.string().regex(/^shf_[A-Za-z0-9]{20}\.[A-Za-z0-9_]{1,40}\.[0-9a-z]{1,10}\.[A-Za-z0-9_-]{22}$/, 'unknown upload link'),
});
export const shipmentFileParams = z.strictObject({ file_id: z.string().regex(/^shf_[A-Za-z0-9]{20}$/, 'unknown file') });

export const SHIPMENT_SEARCH_FIELDS = ['tracking_number', 'courier', 'id', 'merchant_invoice_id'] as const;

/**
 * GET /shipments: limit 1..100 (default 10), `page`, `sort` on id and
 * created_at, the contract's plain query parameters, and `starting_after` / `ending_before` cursors
 * (shipment ids). The same fields also work as `filter[field]=value`.
 */
export const shipmentListSpec: ListSpec = {
  limit: { min: 1, max: 100, default: 10 },
  filters: {
    merchant_invoice_id: { type: 'string', ops: EQ },
    fulfillment_method: { type: 'enum', ops: EQ, values: FULFILLMENT_METHODS },
    verification_status: { type: 'enum', ops: EQ, values: VERIFICATION_STATUSES },
    shipment_courier: { type: 'string', ops: EQ },
    created_at: { type: 'date', ops: RANGE_OPS },
  },
  sort: { fields: ['id', 'created_at'], default: '-created_at', multi: true },
  params: z
    .object({
      merchant_invoice_id: z.string().min(1).max(128).optional(),
      fulfillment_method: z.enum(FULFILLMENT_METHODS).optional(),
      verification_status: z.enum(VERIFICATION_STATUSES).optional(),
      shipment_courier: z.string().min(1).max(128).optional(),
      search: z.string().min(1).max(128).optional(),
      searchBy: z.enum(SHIPMENT_SEARCH_FIELDS).optional(),
      starting_after: z.string().min(1).max(64).optional(),
      ending_before: z.string().min(1).max(64).optional(),
    })
    .superRefine((params, context) => {
      if (params.starting_after && params.ending_before) {
        context.addIssue({ code: 'custom', path: ['ending_before'], message: '`starting_after` and `ending_before` cannot be combined' });
      }
      if (params.searchBy && !params.search) {
        context.addIssue({ code: 'custom', path: ['searchBy'], message: '`searchBy` needs `search`' });
      }
    }),
};

/** The plain list parameters after parsing (`ListQuery.params`). */
export interface ShipmentListParams {
  merchant_invoice_id?: string;
  fulfillment_method?: FulfillmentMethod;
  verification_status?: VerificationStatus;
  shipment_courier?: string;
  search?: string;
  searchBy?: (typeof SHIPMENT_SEARCH_FIELDS)[number];
  starting_after?: string;
  ending_before?: string;
}

export const ShipmentSubjects = {
  list: 'fulfillment.shipments.list',
  create: 'fulfillment.shipments.create',
  get: 'fulfillment.shipments.get',
  update: 'fulfillment.shipments.update',
  delete: 'fulfillment.shipments.delete',
  sync: 'fulfillment.shipments.sync',
  signUpload: 'fulfillment.shipments.sign-upload',
  upload: 'fulfillment.shipments.upload',
  file: 'fulfillment.shipments.file',
  /** Operator (`InternalRequest`): Netline staff verify a shipment by hand (`admin shipment verify`). */
  operatorVerify: 'fulfillment.shipments.operator-verify',
} as const;

/** `fulfillment.shipments.operator-verify` body. */
export const operatorVerifyShipmentSchema = z.strictObject({
  merchant_id: z.string().min(1).max(128),
  shipment_id: z.string().min(1).max(64),
  verification_status: z.enum(VERIFICATION_STATUSES).default('verified'),
});
export type OperatorVerifyShipment = z.infer<typeof operatorVerifyShipmentSchema>;

/** `data` of every shipment event. */
export type ShipmentEventData = EventData<'shipment.created'>;
