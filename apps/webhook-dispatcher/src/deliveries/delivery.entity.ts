import { DeliveryStatus } from '@netline/contracts';

/** One delivery of one event to one endpoint; `payload` holds the exact body bytes sent on every attempt. */
export interface DeliveryRow {
  id: string;
  merchant_id: string;
  event_id: string;
  event_type: string;
  object: string;
  endpoint_id: string;
  endpoint_url: string;
  payload: string;
  occurred_at: Date;
  status: DeliveryStatus;
  attempt_count: number;
  last_status_code: number | null;
  next_attempt_at: Date | null;
  resend_of: string | null;
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
}

export interface AttemptRow {
  number: number;
  attempted_at: Date;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  next_attempt_at: Date | null;
}

/** BullMQ refuses `:` in custom job ids (its key separator), so the parts are joined with `.`. */
export function deliveryJobId(delivery: Pick<DeliveryRow, 'id' | 'event_id' | 'endpoint_id' | 'resend_of'>): string {
  return delivery.resend_of === null ? `${delivery.event_id}.${delivery.endpoint_id}` : `${delivery.event_id}.${delivery.endpoint_id}.${delivery.id}`;
}
