import { Injectable } from '@nestjs/common';
import {
  CreateShipment,
  DomainError,
  ErrorDetail,
  ListEnvelope,
  ListQuery,
  OperatorVerifyShipment,
  Principal,
  scopeOf,
  Shipment as ShipmentBody,
  ShipmentListParams,
  UpdateShipment,
  ValidationError,
  listEnvelope,
} from '@netline/contracts';
import { UnitOfWork } from '@netline/messaging';
import { Clock, IdGenerator } from '@netline/persistence';
import { BillingClient } from '../billing.client';
import { CourierTracker } from '../couriers/courier-tracker';
import { isListedCourier } from '../couriers/courier-list';
import { shipmentCreated, shipmentDeleted, shipmentUpdated, shipmentVerified } from '../fulfillment-events';
import { UploadsService } from '../uploads/uploads.service';
import { Shipment } from './shipment.entity';
import { ShipmentNotFoundError, ShipmentRefusedError } from './shipment.errors';
import { presentShipment } from './shipment.presenter';
import { ShipmentsRepository } from './shipments.repository';

class ConcurrentChangeError extends DomainError {
  constructor() {
    super('FULFILLMENT.SHIPMENT_CHANGED', 'conflict', 'The shipment changed while the courier was asked; sync again');
  }
}

/**
 * Shipments. The request rules that need only the body sit in the contract's schemas; the
 * rules that need stored state (the invoice exists for this merchant, the file was uploaded here, what
 * an update may change given the stored method) are checked here. Every write and its event share one
 * transaction. A partner's shipment belongs with its invoice (to whichever of the partner's merchants
 * owns that); proof-of-delivery files belong to the account that uploaded them.
 */
@Injectable()
export class ShipmentsService {
  constructor(
    private readonly shipments: ShipmentsRepository,
    private readonly billing: BillingClient,
    private readonly uploads: UploadsService,
    private readonly couriers: CourierTracker,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  /** Retries with an `Idempotency-Key` are answered by the gateway, which replays the first response. */
  async create(principal: Principal, input: CreateShipment): Promise<ShipmentBody> {
    const merchantId = (await this.billing.invoice(scopeOf(principal), input.merchant_invoice_id)).merchant_id;
    const fileId = input.file ? await this.uploads.resolve(principal.merchant_id, input.file) : null;
    const now = this.clock.now();
    const shipment = Object.assign(new Shipment(), {
      id: this.ids.next('ship'),
      merchantId,
      merchantInvoiceId: input.merchant_invoice_id,
      fulfillmentMethod: input.fulfillment_method,
      shipmentTrackingNumber: input.shipment_tracking_number ?? null,
      shipmentCourier: input.shipment_courier ?? null,
      fileId,
      verificationStatus: 'pending',
      verifiedBy: null,
      verifiedAt: null,
      trackingStatus: null,
      trackingSubstatus: null,
      expectedDelivery: null,
      trackedAt: null,
      createdAt: now,
      updatedAt: now,
    } satisfies Omit<Shipment, 'changeTracking' | 'applyTracking' | 'setVerification'>);
    await this.unitOfWork.run(async ({ manager, emit }) => {
      await this.shipments.insert(manager, shipment);
      await emit(shipmentCreated(shipment));
    });
    return presentShipment(shipment);
  }

  async get(principal: Principal, id: string): Promise<ShipmentBody> {
    const shipment = await this.shipments.find(scopeOf(principal), id);
    if (!shipment) throw new ShipmentNotFoundError();
    return presentShipment(shipment);
  }

  async list(principal: Principal, query: ListQuery): Promise<ListEnvelope<ShipmentBody>> {
    const params = query.params as ShipmentListParams;
    for (const name of ['starting_after', 'ending_before'] as const) {
      const cursor = params[name];
      // A cursor is a shipment of this merchant; anything else is a mistake worth saying, not an empty page.
      if (cursor !== undefined && !(await this.shipments.exists(scopeOf(principal), cursor))) {
        throw new ValidationError([{ path: name, message: `\`${name}\` must be the id of one of your shipments (${cursor} not found)` }]);
      }
    }
    return listEnvelope(query, await this.shipments.list(scopeOf(principal), query), presentShipment);
  }

  async update(principal: Principal, id: string, input: UpdateShipment): Promise<ShipmentBody> {
    const current = await this.shipments.find(scopeOf(principal), id);
    if (!current) throw new ShipmentNotFoundError();
    const merchantId = current.merchantId;
    const details = updateRuleViolations(current, input);
    if (details.length > 0) throw new ValidationError(details);
    if (input.merchant_invoice_id !== undefined && input.merchant_invoice_id !== current.merchantInvoiceId) {
      const invoice = await this.billing.invoice(scopeOf(principal), input.merchant_invoice_id);
      // A shipment stays with its owner: the new invoice must be that owner's too.
      if (invoice.merchant_id !== merchantId) {
        throw new ValidationError([{ path: 'merchant_invoice_id', message: '`merchant_invoice_id` must be an invoice of the same merchant as the shipment' }]);
      }
    }
    const fileId = input.file ? await this.uploads.resolve(principal.merchant_id, input.file) : undefined;

    const updated = await this.unitOfWork.run(async ({ manager, emit }) => {
      const shipment = await this.shipments.findForUpdate(manager, merchantId, id);
      if (!shipment) throw new ShipmentNotFoundError();
      const now = this.clock.now();
      if (input.merchant_invoice_id !== undefined) shipment.merchantInvoiceId = input.merchant_invoice_id;
      if (fileId !== undefined) shipment.fileId = fileId;
      if (input.shipment_tracking_number !== undefined || input.shipment_courier !== undefined) {
        shipment.changeTracking(
          input.shipment_tracking_number === undefined ? shipment.shipmentTrackingNumber : input.shipment_tracking_number,
          input.shipment_courier === undefined ? shipment.shipmentCourier : input.shipment_courier,
          now,
        );
      }
      shipment.updatedAt = now;
      await this.shipments.save(manager, shipment);
      await emit(shipmentUpdated(shipment));
      return shipment;
    });
    return presentShipment(updated);
  }

  async delete(principal: Principal, id: string): Promise<ShipmentBody> {
    const merchantId = (await this.shipments.find(scopeOf(principal), id))?.merchantId;
    if (!merchantId) throw new ShipmentNotFoundError();
    const deleted = await this.unitOfWork.run(async ({ manager, emit }) => {
      const shipment = await this.shipments.findForUpdate(manager, merchantId, id);
      if (!shipment) throw new ShipmentNotFoundError();
      await this.shipments.remove(manager, merchantId, id);
      await emit(shipmentDeleted(shipment, this.clock.now()));
      return shipment;
    });
    // The deleted object as it was stored.
    return presentShipment(deleted);
  }

  /**
   * Asks the courier (outside any transaction: the courier may be slow) and then stores the answer under
   * the row lock, provided the tracking number and courier are still the ones asked about. Any failure
   * of the courier leaves the row untouched.
   */
  async sync(principal: Principal, id: string): Promise<ShipmentBody> {
    const asked = await this.shipments.find(scopeOf(principal), id);
    if (!asked) throw new ShipmentNotFoundError();
    const merchantId = asked.merchantId;
    if (asked.fulfillmentMethod !== 'shipping_provider' || !asked.shipmentCourier || !asked.shipmentTrackingNumber) {
      throw new ShipmentRefusedError(
        'NOT_TRACKABLE',
        `A ${asked.fulfillmentMethod} shipment has no courier tracking; its proof of delivery is verified by Netline manually`,
      );
    }
    // A courier without instant verification is not an error: the shipment stays as it is (`pending`)
    // until Netline verifies it by hand, and nothing is sent anywhere.
    if (!isListedCourier(asked.shipmentCourier)) return presentShipment(asked);
    const result = await this.couriers.track(asked.shipmentCourier, asked.shipmentTrackingNumber);
    const synced = await this.unitOfWork.run(async ({ manager, emit }) => {
      const shipment = await this.shipments.findForUpdate(manager, merchantId, id);
      if (!shipment) throw new ShipmentNotFoundError();
      if (shipment.shipmentCourier !== asked.shipmentCourier || shipment.shipmentTrackingNumber !== asked.shipmentTrackingNumber) {
        throw new ConcurrentChangeError();
      }
      const verified = shipment.applyTracking(result, this.clock.now());
      await this.shipments.save(manager, shipment);
      await emit(verified ? [shipmentUpdated(shipment), shipmentVerified(shipment)] : shipmentUpdated(shipment));
      return shipment;
    });
    return presentShipment(synced);
  }

  /** Netline staff verify (or take back the verification of) a shipment by hand: `admin shipment verify`. */
  async operatorVerify(input: OperatorVerifyShipment): Promise<ShipmentBody> {
    const verified = await this.unitOfWork.run(async ({ manager, emit }) => {
      const shipment = await this.shipments.findForUpdate(manager, input.merchant_id, input.shipment_id);
      if (!shipment) throw new ShipmentNotFoundError();
      const becomesVerified = shipment.verificationStatus !== 'verified' && input.verification_status === 'verified';
      shipment.setVerification(input.verification_status, 'operator', this.clock.now());
      await this.shipments.save(manager, shipment);
      await emit(becomesVerified ? [shipmentUpdated(shipment), shipmentVerified(shipment)] : shipmentUpdated(shipment));
      return shipment;
    });
    return presentShipment(verified);
  }
}

/** The update rules that depend on the stored method. */
export function updateRuleViolations(shipment: Pick<Shipment, 'fulfillmentMethod'>, input: UpdateShipment): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  if (shipment.fulfillmentMethod === 'shipping_provider') {
    if (input.file) details.push({ path: 'file', message: '`file` cannot be added to a shipping_provider shipment (the courier proves delivery)' });
    if (input.shipment_tracking_number === null) {
      details.push({ path: 'shipment_tracking_number', message: '`shipment_tracking_number` is required for a shipping_provider shipment' });
    }
    if (input.shipment_courier === null) details.push({ path: 'shipment_courier', message: '`shipment_courier` is required for a shipping_provider shipment' });
  } else if (input.file === null) {
    details.push({ path: 'file', message: `\`file\` cannot be removed from a ${shipment.fulfillmentMethod} shipment (it is the proof of delivery)` });
  }
  return details;
}
