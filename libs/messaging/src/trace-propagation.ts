import { DomainEvent } from '@netline/contracts';
import { extractTraceContext, injectTraceContext, TraceCarrier, traceCarrierOf } from '@netline/observability';
import { Context } from '@opentelemetry/api';
import { headers as natsHeaders, MsgHdrs } from 'nats';

/**
 * Where the trace context rides on each messaging hop (docs/decisions/0014-tracing.md):
 *
 * - a NATS request: the message headers `traceparent` / `tracestate` (the body stays the app's own);
 * - an outbox row: `trace_context` beside the envelope in the row's `payload`, written in the same
 *   transaction as the event;
 * - a Redis stream entry: fields `traceparent` / `tracestate` after `event`, written by the relay from the
 *   row. The `event` field holds exactly the envelope, as before; readers that only look at `event` see
 *   no difference.
 */

/** NATS headers carrying `carrier` (the active trace context by default); undefined when there is none. */
export function natsTraceHeaders(carrier: TraceCarrier = injectTraceContext()): MsgHdrs | undefined {
  if (!carrier.traceparent) return undefined;
  const headers = natsHeaders();
  headers.set('traceparent', carrier.traceparent);
  if (carrier.tracestate) headers.set('tracestate', carrier.tracestate);
  return headers;
}

/** The trace context a NATS message's headers carry (the root context when none). */
export function natsTraceContext(headers: Pick<MsgHdrs, 'get' | 'has'> | undefined | null): Context {
  return extractTraceContext(natsTraceCarrier(headers));
}

export function natsTraceCarrier(headers: Pick<MsgHdrs, 'get' | 'has'> | undefined | null): TraceCarrier | undefined {
  if (!headers || !headers.has('traceparent')) return undefined;
  const tracestate = headers.has('tracestate') ? headers.get('tracestate') : '';
  return traceCarrierOf({ traceparent: headers.get('traceparent'), tracestate });
}

/** An outbox row's payload: the envelope, and the trace context of the transaction that wrote it. */
export type OutboxPayload = DomainEvent & { trace_context?: TraceCarrier };

export function outboxPayload(envelope: DomainEvent, carrier: TraceCarrier = injectTraceContext()): OutboxPayload {
  return carrier.traceparent ? { ...envelope, trace_context: carrier } : envelope;
}

/** Splits a row's payload back into the envelope and its trace context. */
export function fromOutboxPayload(payload: OutboxPayload): { event: DomainEvent; trace?: TraceCarrier } {
  if (!('trace_context' in payload)) return { event: payload };
  const { trace_context: traceContext, ...event } = payload;
  return { event, trace: traceCarrierOf(traceContext) };
}

/** The fields of a stream entry for one event: `event` first, then its trace context, if any. */
export function streamEntryFields(event: DomainEvent, carrier?: TraceCarrier): string[] {
  const fields = ['event', JSON.stringify(event)];
  if (carrier?.traceparent) {
    fields.push('traceparent', carrier.traceparent);
    if (carrier.tracestate) fields.push('tracestate', carrier.tracestate);
  }
  return fields;
}

/** The trace context a stream entry's fields carry (`[name, value, name, value, …]`), if any. */
export function streamEntryTraceCarrier(fields: string[]): TraceCarrier | undefined {
  const value = (name: string) => {
    for (let index = 0; index + 1 < fields.length; index += 2) if (fields[index] === name) return fields[index + 1];
    return undefined;
  };
  return traceCarrierOf({ traceparent: value('traceparent'), tracestate: value('tracestate') });
}

/**
 * The trace to continue from for an event a stream consumer is handling: the context of the span that
 * handled it (set by StreamConsumer). Handlers that start work of their own for an event (the webhook
 * dispatcher's jobs) carry this on, so the trace stays one from the request to the last hop.
 */
const eventTraces = new WeakMap<DomainEvent, TraceCarrier>();

export function eventTraceContext(event: DomainEvent): TraceCarrier | undefined {
  return eventTraces.get(event);
}

export function setEventTraceContext(event: DomainEvent, carrier: TraceCarrier | undefined): void {
  if (carrier?.traceparent) eventTraces.set(event, carrier);
}
