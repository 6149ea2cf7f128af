import { WebhookAttempt, WebhookDelivery } from '@netline/contracts';
import { AttemptRow, DeliveryRow } from './delivery.entity';

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

export function presentDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    event_id: row.event_id,
    event_type: row.event_type,
    object: row.object,
    endpoint_id: row.endpoint_id,
    endpoint_url: row.endpoint_url,
    status: row.status,
    attempt_count: row.attempt_count,
    last_status_code: row.last_status_code,
    next_attempt_at: iso(row.next_attempt_at),
    resend_of: row.resend_of,
    payload: JSON.parse(row.payload) as WebhookDelivery['payload'],
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    completed_at: iso(row.completed_at),
  };
}

export function presentAttempt(row: AttemptRow): WebhookAttempt {
  return {
    number: row.number,
    attempted_at: new Date(row.attempted_at).toISOString(),
    status_code: row.status_code,
    duration_ms: row.duration_ms,
    error: row.error,
    next_attempt_at: iso(row.next_attempt_at),
  };
}
