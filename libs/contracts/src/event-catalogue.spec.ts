import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import {
  EVENT_CATALOGUE,
  EVENT_STREAMS,
  EventDataMap,
  EVENT_TYPES,
  EventType,
  eventTypesOf,
  newEvent,
  parseEvent,
  PARTNER_TOPIC_NAMES,
  PUBLIC_TOPIC_NAMES,
  WebhookTopicSpec,
} from './index';
import { breakingChanges, catalogueSnapshot, compareEventSnapshots, EventSnapshot } from './event-compatibility';

const envelope = (type: string, data: unknown, extra: Record<string, unknown> = {}) => ({
  id: 'evt_1',
  type,
  object: 'thing',
  merchant_id: 'mer_1',
  occurred_at: '2026-11-23T00:00:00.000Z',
  data,
  ...extra,
});

describe('event catalogue', () => {
  it('gives every event a stream, an object, a version, a description and an example its own schema accepts', () => {
    for (const type of EVENT_TYPES) {
      const spec = EVENT_CATALOGUE[type];
      expect(EVENT_STREAMS).toContain(spec.stream);
      expect(spec.object).toMatch(/^[a-z_]+$/);
      expect(Number.isInteger(spec.version) && spec.version >= 1).toBe(true);
      expect(spec.description.length).toBeGreaterThan(10);
      const parsed = parseEvent(envelope(type, spec.example, { object: spec.object, version: spec.version }));
      expect(parsed).toEqual({ ok: true, event: expect.objectContaining({ type, data: spec.example }) });
    }
  });

  it("derives the webhook topics, merchants' and partners', from the catalogue's webhook field", () => {
    const forMerchants = EVENT_TYPES.filter((type) => EVENT_CATALOGUE[type].webhook?.audience === 'merchants');
    const forPartners = EVENT_TYPES.filter((type) => EVENT_CATALOGUE[type].webhook !== null);
    expect(forMerchants.sort()).toEqual([...PUBLIC_TOPIC_NAMES].sort());
    expect(forPartners.sort()).toEqual([...PARTNER_TOPIC_NAMES].sort());
    for (const type of forPartners) expect((EVENT_CATALOGUE[type].webhook as WebhookTopicSpec).summary.length).toBeGreaterThan(10);
  });

  it('keeps each stream to the events of one app', () => {
    expect(eventTypesOf('treasury')).toEqual([
      'payment.created',
      'payment.status_changed',
      'payment.paid',
      'payment.reversed',
      'payout.created',
      'payout.status_changed',
    ]);
    expect(EVENT_STREAMS.flatMap(eventTypesOf).sort()).toEqual([...EVENT_TYPES].sort());
  });

  it('builds outbox events whose object and version come from the catalogue', () => {
    const at = new Date('2026-11-23T00:00:00.000Z');
    expect(newEvent('payment.paid', 'mer_1', { id: 'pay_1', customer_id: 'cus_1', amount: 100, applied: [], unapplied: 100 }, at)).toEqual({
      type: 'payment.paid',
      object: 'payment',
      version: 1,
      merchant_id: 'mer_1',
      data: { id: 'pay_1', customer_id: 'cus_1', amount: 100, applied: [], unapplied: 100 },
      occurred_at: at,
    });
    // The compiler checks payloads against the schema (`npm run typecheck` covers this file): these lines
    // would not compile without the markers.
    // @ts-expect-error `amount`, `applied` and `unapplied` are missing
    newEvent('payment.paid', 'mer_1', { id: 'pay_1', customer_id: 'cus_1' });
    // @ts-expect-error a status outside PAYMENT_STATUSES
    newEvent('payment.created', 'mer_1', { id: 'pay_1', customer_id: 'cus_1', status: 'lost' });
    // @ts-expect-error no such event type (and a JavaScript caller is told so at run time)
    expect(() => newEvent('payment.teleported', 'mer_1', { id: 'pay_1' })).toThrow('No event type payment.teleported in the catalogue');
  });
});

describe('parseEvent', () => {
  it('returns a typed, validated event, narrowing data by type', () => {
    const result = parseEvent(JSON.stringify(envelope('invoice.advanced', EVENT_CATALOGUE['invoice.advanced'].example, { object: 'invoice', version: 1 })));
    if (!result.ok) throw new Error(result.error.message);
    if (result.event.type !== 'invoice.advanced') throw new Error('wrong type');
    // Typed: `amount_advance` exists on invoice.advanced's data and is a number.
    const advance: number = result.event.data.amount_advance;
    expect(advance).toBe(225_000);
    // The type-level map names the same shape.
    const data: EventDataMap['invoice.advanced'] = result.event.data;
    expect(data.advance_rate).toBe(0.9);
  });

  it('reads an event written before the envelope carried a version as version 1', () => {
    const result = parseEvent(envelope('customer.created', { id: 'cus_1' }));
    expect(result).toEqual({ ok: true, event: expect.objectContaining({ version: 1, data: { id: 'cus_1' } }) });
  });

  it('ignores fields it does not know (a producer may add optional fields first)', () => {
    const result = parseEvent(envelope('customer.created', { id: 'cus_1', added_later: true }));
    expect(result).toEqual({ ok: true, event: expect.objectContaining({ data: { id: 'cus_1' } }) });
  });

  it('says why an entry is not a valid event', () => {
    expect(parseEvent('{not json')).toEqual({ ok: false, error: expect.objectContaining({ code: 'invalid_json' }) });
    expect(parseEvent({ type: 'customer.created' })).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'invalid_envelope', issues: expect.arrayContaining([expect.objectContaining({ path: 'id' })]) }),
    });
    expect(parseEvent(envelope('customer.teleported', { id: 'cus_1' }))).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'unknown_type', type: 'customer.teleported' }),
    });
    expect(parseEvent(envelope('customer.created', { id: 'cus_1' }, { version: 2 }))).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'unsupported_version', message: "customer.created version 2 is not the catalogue's version 1" }),
    });
    const invalid = parseEvent(envelope('payment.paid', { id: 'pay_1', customer_id: 'cus_1', amount: -5, applied: [{ invoice_id: 'inv_1' }], unapplied: 0 }));
    expect(invalid).toEqual({ ok: false, error: expect.objectContaining({ code: 'invalid_data', event_id: 'evt_1', type: 'payment.paid' }) });
    if (invalid.ok) return;
    expect(invalid.error.issues.map((issue) => issue.path).sort()).toEqual(['data.amount', 'data.applied.0.amount']);
  });
});

describe('event compatibility guard', () => {
  it('finds the catalogue compatible with the committed snapshot (npm run events:snapshot after a deliberate change)', () => {
    const recorded = JSON.parse(readFileSync(join(__dirname, '..', 'events.snapshot.json'), 'utf8')) as EventSnapshot;
    const report = compareEventSnapshots(recorded, catalogueSnapshot());
    expect(report.problems).toEqual([]);
    // Every event is recorded, so removing or changing one is always compared with something.
    expect(Object.keys(recorded.events).sort()).toEqual([...EVENT_TYPES].sort());
    for (const type of EVENT_TYPES) expect(recorded.events[type].version).toBe(EVENT_CATALOGUE[type].version);
  });

  const schema = (shape: z.ZodRawShape) => {
    const json = z.toJSONSchema(z.object(shape), { io: 'input' }) as Record<string, unknown>;
    delete json.$schema;
    return json;
  };
  const snapshot = (data: z.ZodRawShape, version = 1): EventSnapshot => ({
    events: { 'thing.paid': { stream: 'treasury', object: 'thing', version, schema: schema(data) } },
  });
  const base = { id: z.string(), amount: z.number().int().min(0), status: z.enum(['pending', 'paid']), note: z.string().optional() };

  it('passes an added optional field and a new description', () => {
    const report = compareEventSnapshots(snapshot(base), snapshot({ ...base, amount: base.amount.describe('Cents'), currency: z.string().optional() }));
    expect(report.problems).toEqual([]);
    expect(report.additions).toEqual(['thing.paid: compatible change of data']);
  });

  it('fails a removed field', () => {
    const { amount: _removed, ...rest } = base;
    expect(compareEventSnapshots(snapshot(base), snapshot(rest)).problems).toEqual([{ type: 'thing.paid', problem: 'data.amount: field removed' }]);
  });

  it('fails a newly required field and an optional field made required', () => {
    const problems = compareEventSnapshots(snapshot(base), snapshot({ ...base, note: z.string(), currency: z.string() })).problems.map(
      (entry) => entry.problem,
    );
    expect(problems).toEqual(['data.note: field became required (older events lack it)', 'data.currency: new required field (older events lack it)']);
  });

  it('fails a narrowed type: an enum value removed, a bound tightened, a type changed', () => {
    const problems = compareEventSnapshots(
      snapshot(base),
      snapshot({ ...base, status: z.enum(['paid']), amount: z.number().int().min(1), id: z.number() }),
    ).problems.map((entry) => entry.problem);
    expect(problems).toEqual(
      expect.arrayContaining([
        'data.status: type narrowed (value pending removed)',
        'data.amount: type narrowed (minimum 0 → 1)',
        'data.id: type narrowed (string no longer allowed)',
      ]),
    );
  });

  it('fails a widened type, which consumers built on the old schema refuse', () => {
    expect(breakingChanges(schema(base), schema({ ...base, status: z.enum(['pending', 'paid', 'lost']) }))).toEqual([
      'data.status: type widened (value lost added; consumers built on the old schema refuse it)',
    ]);
    expect(breakingChanges(schema(base), schema({ ...base, id: z.string().nullable() }))).toEqual([
      'data.id: type widened (null now allowed; consumers built on the old schema refuse it)',
    ]);
  });

  it('fails a removed event', () => {
    expect(compareEventSnapshots(snapshot(base), { events: {} }).problems).toEqual([{ type: 'thing.paid', problem: expect.stringContaining('event removed') }]);
  });

  it('accepts a breaking change when the version is raised, and refuses a lowered version', () => {
    const { amount: _removed, ...rest } = base;
    const report = compareEventSnapshots(snapshot(base), snapshot(rest, 2));
    expect(report.problems).toEqual([]);
    expect(report.acceptedBreaking).toEqual([{ type: 'thing.paid', problem: 'data.amount: field removed' }]);
    expect(compareEventSnapshots(snapshot(base, 2), snapshot(base, 1)).problems).toEqual([{ type: 'thing.paid', problem: 'version lowered from 2 to 1' }]);
  });

  it('checks nested objects and arrays (payment.paid applied[])', () => {
    const before = EVENT_CATALOGUE['payment.paid'].data;
    const after = before.extend({ applied: z.array(z.object({ invoice_id: z.string().min(1).max(128) })) });
    const json = (value: z.ZodType) => z.toJSONSchema(value, { io: 'input' }) as Record<string, unknown>;
    expect(breakingChanges(json(before), json(after))).toEqual(['data.applied[].amount: field removed']);
  });

  it('names every event type the catalogue declares in the snapshot order of the catalogue', () => {
    const types: EventType[] = Object.keys(catalogueSnapshot().events) as EventType[];
    expect(types).toEqual(EVENT_TYPES);
  });
});
