import { DomainEvent } from '@netline/contracts';
import { inSpan, injectTraceContext } from '@netline/observability';
import { trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import {
  eventTraceContext,
  fromOutboxPayload,
  natsTraceCarrier,
  natsTraceContext,
  natsTraceHeaders,
  outboxPayload,
  setEventTraceContext,
  streamEntryFields,
  streamEntryTraceCarrier,
} from './trace-propagation';

const exporter = new InMemorySpanExporter();
const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
provider.register();
afterAll(() => provider.shutdown());

const PARENT = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
const event: DomainEvent = {
  id: 'evt_1',
  type: 'customer.created',
  object: 'customer',
  merchant_id: 'mer_1',
  occurred_at: '2026-01-01T00:00:00.000Z',
  data: { id: 'cus_1' },
};

describe('trace context on messaging hops', () => {
  it('NATS headers: the active span goes out as traceparent, and the receiver continues that trace', async () => {
    expect(natsTraceHeaders()).toBeUndefined();
    await inSpan('client', { parent: { traceparent: PARENT, tracestate: 'v=1' } }, async (span) => {
      const headers = natsTraceHeaders()!;
      expect(headers.get('traceparent')).toBe(`00-4bf92f3577b34da6a3ce929d0e0e4736-${span.spanContext().spanId}-01`);
      expect(headers.get('tracestate')).toBe('v=1');
      const received = trace.getSpanContext(natsTraceContext(headers))!;
      expect(received).toMatchObject({ traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: span.spanContext().spanId, isRemote: true });
    });
    expect(natsTraceCarrier(undefined)).toBeUndefined();
  });

  it('outbox row: the writer’s trace is kept beside the envelope and split off again, the envelope unchanged', async () => {
    expect(outboxPayload(event, {})).toBe(event);
    expect(fromOutboxPayload(event)).toEqual({ event });
    const written = await inSpan('writer', { parent: { traceparent: PARENT } }, async () => ({ payload: outboxPayload(event), carrier: injectTraceContext() }));
    // Stored as JSON in a jsonb column and read back.
    const stored = JSON.parse(JSON.stringify(written.payload));
    expect(stored.trace_context).toEqual(written.carrier);
    expect(fromOutboxPayload(stored)).toEqual({ event, trace: written.carrier });
  });

  it('stream entry: `event` holds exactly the envelope, the trace rides in fields of its own', () => {
    const fields = streamEntryFields(event, { traceparent: PARENT, tracestate: 'v=1' });
    expect(fields).toEqual(['event', JSON.stringify(event), 'traceparent', PARENT, 'tracestate', 'v=1']);
    expect(JSON.parse(fields[fields.indexOf('event') + 1])).toEqual(event);
    expect(streamEntryTraceCarrier(fields)).toEqual({ traceparent: PARENT, tracestate: 'v=1' });
    // Entries written before trace context existed, and dead letters with extra fields, read as before.
    expect(streamEntryFields(event)).toEqual(['event', JSON.stringify(event)]);
    expect(streamEntryTraceCarrier(['event', '{}'])).toBeUndefined();
    expect(streamEntryTraceCarrier(['group', 'g', 'error', 'traceparent', 'event', '{}', 'traceparent', PARENT])).toEqual({ traceparent: PARENT });
  });

  it('consumer: handlers find the trace to continue for each event they were given', () => {
    const copy = { ...event };
    expect(eventTraceContext(copy)).toBeUndefined();
    setEventTraceContext(copy, { traceparent: PARENT });
    expect(eventTraceContext(copy)).toEqual({ traceparent: PARENT });
    setEventTraceContext(copy, {});
    expect(eventTraceContext(copy)).toEqual({ traceparent: PARENT });
  });
});
