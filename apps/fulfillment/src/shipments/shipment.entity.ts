import { FulfillmentMethod, TrackingStatus, VerificationStatus } from '@netline/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { TrackingResult } from '../couriers/courier-adapter';

/**
 * Statuses that prove the courier holds the parcel: from then on the shipment is `verified`. A label
 * that was only announced (`info_received`) or a tracking number the courier let lapse (`expired`)
 * proves nothing yet.
 */
const CONFIRMING: ReadonlySet<TrackingStatus> = new Set(['in_transit', 'out_for_delivery', 'available_for_pickup', 'failed_attempt', 'exception', 'delivered']);

@Entity({ name: 'shipments' })
export class Shipment {
  @PrimaryColumn({ type: 'text' }) id!: string;
  @Column({ type: 'text' }) merchantId!: string;
  @Column({ type: 'text' }) merchantInvoiceId!: string;
  @Column({ type: 'text' }) fulfillmentMethod!: FulfillmentMethod;
  @Column({ type: 'text', nullable: true }) shipmentTrackingNumber!: string | null;
  @Column({ type: 'text', nullable: true }) shipmentCourier!: string | null;
  @Column({ type: 'text', nullable: true }) fileId!: string | null;
  @Column({ type: 'text' }) verificationStatus!: VerificationStatus;
  @Column({ type: 'text', nullable: true }) verifiedBy!: 'courier' | 'operator' | null;
  @Column({ type: 'timestamptz', nullable: true }) verifiedAt!: Date | null;
  @Column({ type: 'text', nullable: true }) trackingStatus!: string | null;
  @Column({ type: 'text', nullable: true }) trackingSubstatus!: string | null;
  @Column({ type: 'timestamptz', nullable: true }) expectedDelivery!: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) trackedAt!: Date | null;
  @Column({ type: 'timestamptz' }) createdAt!: Date;
  @Column({ type: 'timestamptz' }) updatedAt!: Date;

  /** A new tracking number or courier makes earlier tracking and courier verification meaningless. */
  changeTracking(trackingNumber: string | null, courier: string | null, now: Date): void {
    if (trackingNumber === this.shipmentTrackingNumber && courier === this.shipmentCourier) return;
    this.shipmentTrackingNumber = trackingNumber;
    this.shipmentCourier = courier;
    this.trackingStatus = null;
    this.trackingSubstatus = null;
    this.expectedDelivery = null;
    this.trackedAt = null;
    if (this.verifiedBy === 'courier') this.setVerification('pending', null, now);
    this.updatedAt = now;
  }

  /** Stores the courier's answer; returns whether this answer verified the shipment. */
  applyTracking(result: TrackingResult, now: Date): boolean {
    this.trackingStatus = result.status;
    this.trackingSubstatus = result.substatus;
    this.expectedDelivery = result.expectedDelivery;
    this.trackedAt = now;
    this.updatedAt = now;
    // Verification sticks: a later, vaguer answer does not take back what the courier confirmed.
    if (this.verificationStatus === 'verified' || !CONFIRMING.has(result.status)) return false;
    this.setVerification('verified', 'courier', now);
    return true;
  }

  setVerification(status: VerificationStatus, by: 'courier' | 'operator' | null, now: Date): void {
    this.verificationStatus = status;
    this.verifiedBy = status === 'verified' ? by : null;
    this.verifiedAt = status === 'verified' ? now : null;
    this.updatedAt = now;
  }
}
