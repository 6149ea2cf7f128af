import { extractTraceContext, traceCarrierOf } from '@netline/observability';
import { trace } from '@opentelemetry/api';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { deliveryJobData, EnqueuedDelivery } from './delivery-queue';

// The W3C propagator, as every process has it (tracing.ts).
const provider = new NodeTracerProvider();
provider.register();
afterAll(() => provider.shutdown());

const EVENT_TRACE = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
const REQUEST_TRACE = '00-11111111111111111111111111111111-2222222222222222-01';
const delivery: EnqueuedDelivery = {
  id: 'whd_1',
  merchant_id: 'mer_1',
  event_id: 'evt_1',
  endpoint_id: 'we_1',
  resend_of: null,
  endpoint_url: 'https://merchant.example/hooks',
  payload: '{"id":"evt_1"}',
  occurred_at: new Date('2026-01-01T00:00:00Z'),
};

describe('delivery job data', () => {
  it('carries the event’s trace, which the worker reads back after the JSON round trip through Redis', () => {
    const data = deliveryJobData({ ...delivery, trace: { traceparent: EVENT_TRACE } }, { traceparent: REQUEST_TRACE });
    expect(data).toEqual({
      delivery_id: 'whd_1',
      merchant_id: 'mer_1',
      event_id: 'evt_1',
      endpoint_url: 'https://merchant.example/hooks',
      payload: '{"id":"evt_1"}',
      occurred_at: '2026-01-01T00:00:00.000Z',
      trace_context: { traceparent: EVENT_TRACE },
    });
    const stored = JSON.parse(JSON.stringify(data));
    const parent = trace.getSpanContext(extractTraceContext(traceCarrierOf(stored.trace_context)))!;
    expect(parent).toMatchObject({ traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7' });
  });

  it('falls back to the enqueuer’s trace (a resend asked for over the API), and to none', () => {
    const resend = { ...delivery, id: 'whd_2', resend_of: 'whd_1' };
    expect(deliveryJobData(resend, { traceparent: REQUEST_TRACE })).toMatchObject({ delivery_id: 'whd_2', trace_context: { traceparent: REQUEST_TRACE } });
    expect(deliveryJobData(delivery, {})).not.toHaveProperty('trace_context');
  });

  it('always carries what the attempt sends, for an original and for a resend, so the worker never reads the row to send', () => {
    for (const enqueued of [delivery, { ...delivery, id: 'whd_2', resend_of: 'whd_1' }]) {
      const stored = JSON.parse(JSON.stringify(deliveryJobData(enqueued, {})));
      expect(stored).toEqual({
        delivery_id: enqueued.id,
        merchant_id: 'mer_1',
        event_id: 'evt_1',
        endpoint_url: 'https://merchant.example/hooks',
        payload: '{"id":"evt_1"}',
        occurred_at: '2026-01-01T00:00:00.000Z',
      });
    }
  });
});
