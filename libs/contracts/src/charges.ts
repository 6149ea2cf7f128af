import { z } from 'zod';
import { metadataInput } from './metadata';
import type { EventData } from './event-catalogue';
import { ListSpec } from './list';
import { nonNegativeMoney, positiveMoney } from './money';
import { TERMS } from './terms';

/**
 * Charges, served by billing. A charge is an authorization on the customer's
 * line (credit's `amount_authorized`); capturing it (fully or partly) turns it into a sent invoice.
 */
const dateTime = () => z.string().meta({ format: 'date-time' });
const dollars = () => z.number().meta({ description: 'US dollars, at most two decimals' });

export const chargeSchema = z
  .object({
    id: z.string(),
    number: z.string(),
    customer_id: z.string(),
    amount: dollars().meta({ description: 'Authorized amount' }),
    amount_captured: dollars(),
    amount_refunded: dollars(),
    terms: z.enum(TERMS),
    canceled: z.boolean(),
    canceled_at: dateTime().nullable(),
    captured: z.boolean(),
    captured_at: dateTime().nullable(),
    merchant_invoice_id: z.string().nullable().meta({ description: 'The invoice the capture created' }),
    invoice_url: z.string().nullable(),
    order_number: z.string().nullable(),
    po_number: z.string().nullable(),
    metadata: z.record(z.string(), z.unknown()),
    fee: dollars(),
    fee_refunded: dollars(),
    created_at: dateTime(),
    updated_at: dateTime(),
  })
  .meta({ id: 'Charge' });
export type Charge = z.infer<typeof chargeSchema>;

const optionalText = () => z.string().trim().max(255).nullish();
const metadata = metadataInput;

/** PUT /charges/{id} (`ChargeUpdateRequest`): `captured: true` captures, `canceled: true` cancels. */
export const updateChargeSchema = z
  .strictObject({
    amount: nonNegativeMoney().optional(),
    invoice_url: z.url().max(2048).nullish(),
    order_number: optionalText(),
    po_number: optionalText(),
    metadata: metadata().optional(),
    user_id: z.string().max(64).nullish(),
    captured: z.literal(true).optional(),
    canceled: z.literal(true).optional(),
  })
  .meta({ id: 'ChargeUpdateRequest' });
export type UpdateCharge = z.infer<typeof updateChargeSchema>;

/** POST /charges/{id}/capture (`ChargeCaptureRequest`, optional body): omitted amount captures it all. */
export const captureChargeRequestSchema = z
  .strictObject({
    amount: positiveMoney().optional(),
    order_number: optionalText(),
    po_number: optionalText(),
  })
  .meta({ id: 'ChargeCaptureRequest' });
export type CaptureChargeBody = z.infer<typeof captureChargeRequestSchema>;

/** POST /sandbox/charges: what the checkout flow does in production. */
export const sandboxChargeSchema = z
  .strictObject({
    customer_id: z.string().min(1).max(64),
    amount: positiveMoney(),
    terms: z.enum(TERMS),
    order_number: optionalText(),
    po_number: optionalText(),
    metadata: metadata().optional(),
  })
  .meta({ id: 'SandboxChargeRequest' });
export type SandboxCharge = z.infer<typeof sandboxChargeSchema>;

export const chargeIdParams = z.strictObject({ charge_id: z.string().min(1).max(64) });

export const CHARGE_ORDER_FIELDS = ['created_at', 'amount', 'number'] as const;
const orderValues = CHARGE_ORDER_FIELDS.flatMap((field) => [field, `-${field}`]) as [string, ...string[]];

/** GET /charges: limit 1..100 (100), `search`, `order`, `starting_at`, `ending_at`; no `filter[…]` parameters. */
export const chargeListSpec: ListSpec = {
  limit: { min: 1, max: 100, default: 100 },
  filters: {},
  params: z.strictObject({
    search: z.string().trim().min(1).max(255).optional(),
    order: z.enum(orderValues).optional(),
    starting_at: z.iso.datetime({ offset: true }).optional(),
    ending_at: z.iso.datetime({ offset: true }).optional(),
  }),
};

export const ChargeSubjects = {
  list: 'billing.charges.list',
  get: 'billing.charges.get',
  update: 'billing.charges.update',
  capture: 'billing.charges.capture',
  cancel: 'billing.charges.cancel',
  sandboxCreate: 'billing.sandbox.charges',
  /**
   * Internal (`InternalRequest<ChargeLookupRequest>` → `ChargeLookup`): credit's orphan sweep asks whether
   * billing holds a charge; a charge billing never committed (or another merchant's) answers 404.
   */
  lookup: 'billing.charges.lookup',
} as const;

export const chargeLookupRequestSchema = z.strictObject({
  merchant_id: z.string().min(1).max(128),
  charge_id: z.string().min(1).max(128),
});
export type ChargeLookupRequest = z.infer<typeof chargeLookupRequestSchema>;

/** `billing.charges.lookup` reply (cents). */
export interface ChargeLookup {
  id: string;
  merchant_id: string;
  customer_id: string;
  amount_authorized: number;
  captured: boolean;
  canceled: boolean;
}

/** `charge.captured` on `events:billing` (cents): the capture's invoice is a receivable from now on. */
export type ChargeCapturedData = EventData<'charge.captured'>;
