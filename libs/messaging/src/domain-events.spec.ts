import { EventType } from '@netline/contracts';
import { EntityManager } from 'typeorm';
import { Injectable } from '@nestjs/common';
import { Clock } from '@netline/persistence';
import {
  AfterDomainEventsCommit,
  domainEventTypesOf,
  DomainEventRoute,
  DomainEventRouter,
  OnDomainEvent,
  OnDomainEventBatch,
  TypedEvent,
} from './domain-events';
import { OutboxWriter } from './outbox';

/** The kit's router on its own: how entries are decoded and in which order handlers see them. */
describe('DomainEventRouter', () => {
  const manager = {} as EntityManager;
  const calls: string[] = [];
  const single = (name: string): DomainEventRoute => ({ batch: false, owner: name, apply: async (event) => void calls.push(`${name}:${event.id}`) });
  const batch = (name: string): DomainEventRoute => ({
    batch: true,
    owner: name,
    apply: async (events) => void calls.push(`${name}:${events.map((event) => event.id).join(',')}`),
  });
  const closed = batch('closed');
  const routes = new Map<string, DomainEventRoute>([
    ['payment.paid', single('paid')],
    ['invoice.voided', closed],
    ['invoice.canceled', closed],
  ]);
  const committed: string[][] = [];
  const router = new DomainEventRouter(routes, [async (events) => void committed.push(events.map((event) => event.id))]);

  const raw = (type: string, data: Record<string, unknown>, id = `evt_${type}`) =>
    JSON.stringify({ id, type, object: type.split('.')[0], version: 1, merchant_id: 'mer_1', occurred_at: '2026-11-20T08:00:00.000Z', data });
  const decoded = (text: string): TypedEvent => {
    const result = router.decode(text);
    if (!('event' in result)) throw new Error(`not decoded: ${JSON.stringify(result)}`);
    return result.event;
  };

  beforeEach(() => {
    calls.length = 0;
    committed.length = 0;
  });

  it('decodes a valid event typed from the catalogue', () => {
    const event = decoded(raw('payment.paid', { id: 'pay_1', customer_id: 'cus_1', amount: 100, applied: [], unapplied: 100, extra: 'ignored' }));
    expect(event).toMatchObject({ type: 'payment.paid', data: { id: 'pay_1', amount: 100 } });
    expect(event.data).not.toHaveProperty('extra');
  });

  it('skips types no handler declares, catalogue ones and unknown ones, without validating them', () => {
    expect(router.decode(raw('payout.created', { nonsense: true }))).toEqual({ skip: true });
    expect(router.decode(raw('thing.from_the_future', {}))).toEqual({ skip: true });
  });

  it('refuses an invalid entry with the validation error as the reason', () => {
    expect(router.decode('{not json')).toEqual({ invalid: expect.stringMatching(/^invalid_json: /) });
    expect(router.decode(raw('payment.paid', { id: 'pay_1', customer_id: 'cus_1', amount: -5, applied: [], unapplied: 0 }))).toEqual({
      invalid: expect.stringMatching(/^invalid_data: The data of payment\.paid evt_payment\.paid does not match its schema \(data\.amount: /),
    });
    expect(router.decode(JSON.stringify({ type: 'payment.paid' }))).toEqual({ invalid: expect.stringMatching(/^invalid_envelope: /) });
    expect(
      router.decode(raw('payment.paid', { id: 'pay_1', customer_id: 'cus_1', amount: 1, applied: [], unapplied: 1 }).replace('"version":1', '"version":2')),
    ).toEqual({
      invalid: expect.stringMatching(/^unsupported_version: /),
    });
  });

  it('offers batches only when a handler takes them, and keeps stream order across handlers', async () => {
    expect(router.handleBatch).toBeDefined();
    expect(new DomainEventRouter(new Map([['payment.paid' as EventType, single('paid')]]), []).handleBatch).toBeUndefined();
    const events = [
      decoded(raw('invoice.voided', { id: 'inv_1', customer_id: 'cus_1' }, 'e1')),
      decoded(raw('invoice.canceled', { id: 'inv_2', customer_id: 'cus_1' }, 'e2')),
      decoded(raw('payment.paid', { id: 'pay_1', customer_id: 'cus_1', amount: 1, applied: [], unapplied: 1 }, 'e3')),
      decoded(raw('invoice.voided', { id: 'inv_3', customer_id: 'cus_1' }, 'e4')),
    ];
    await router.handleBatch?.(events, manager);
    expect(calls).toEqual(['closed:e1,e2', 'paid:e3', 'closed:e4']);
    await router.handle(events[0], manager);
    expect(calls.at(-1)).toBe('closed:e1');
    await router.afterCommitBatch(events);
    expect(committed).toEqual([['e1', 'e2', 'e3', 'e4']]);
  });
});

describe('DomainEventRouter and the outbox relay', () => {
  const writer = new OutboxWriter(new Clock());
  const raw = (id: string, type = 'invoice.voided') =>
    JSON.stringify({
      id,
      type,
      object: 'invoice',
      version: 1,
      merchant_id: 'mer_1',
      occurred_at: '2026-11-20T08:00:00.000Z',
      data: { id: `inv_${id}`, customer_id: 'cus_1' },
    });

  function routerWith(emits: boolean) {
    const kicks: number[] = [];
    // A handler that writes outbox rows in its transaction, or one that writes none.
    const closed: DomainEventRoute = {
      batch: true,
      owner: 'closed',
      apply: async (events, manager) => {
        if (emits)
          writer.stage(
            manager,
            events.map((event) => ({ type: 'customer.updated', object: 'customer', merchant_id: event.merchant_id, data: { id: 'cus_1' } })),
          );
      },
    };
    const router = new DomainEventRouter(
      new Map([
        ['invoice.voided', closed],
        ['invoice.canceled', closed],
      ]),
      [],
      { kick: () => void kicks.push(1) },
    );
    const decode = (text: string): TypedEvent => {
      const result = router.decode(text);
      if (!('event' in result)) throw new Error('not decoded');
      return result.event;
    };
    return { router, kicks, decode };
  }

  it('kicks the relay once after a batch whose transaction wrote outbox rows', async () => {
    const { router, kicks, decode } = routerWith(true);
    const events = ['e1', 'e2', 'e3'].map((id) => decode(raw(id)));
    await router.handleBatch?.(events, {} as EntityManager);
    await router.afterCommitBatch(events);
    expect(kicks).toHaveLength(1);
    // A later commit of the same events (a redelivery the inbox turned away) wrote nothing: no kick.
    const again = ['e1', 'e2', 'e3'].map((id) => decode(raw(id)));
    await router.afterCommitBatch(again);
    expect(kicks).toHaveLength(1);
  });

  it('does not kick the relay after a commit that wrote no outbox rows', async () => {
    const { router, kicks, decode } = routerWith(false);
    const event = decode(raw('e4', 'invoice.canceled'));
    await router.handle(event, {} as EntityManager);
    await router.afterCommit(event);
    expect(kicks).toHaveLength(0);
  });
});

describe('domainEventTypesOf', () => {
  @Injectable()
  class Handlers {
    @OnDomainEvent('payment.paid', 'payment.reversed')
    async payments(_event: TypedEvent<'payment.paid' | 'payment.reversed'>, _manager: EntityManager): Promise<void> {}

    @OnDomainEventBatch('invoice.created')
    async invoices(_events: Array<TypedEvent<'invoice.created'>>, _manager: EntityManager): Promise<void> {}

    @AfterDomainEventsCommit()
    async committed(_events: TypedEvent[]): Promise<void> {}

    helper(): void {}
  }

  it('lists the types a class declares, single and batch, and nothing for its other methods', () => {
    expect(domainEventTypesOf(Handlers)).toEqual(['payment.paid', 'payment.reversed', 'invoice.created']);
  });
});
