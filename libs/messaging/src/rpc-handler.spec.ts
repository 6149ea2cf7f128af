import { PATTERN_METADATA } from '@nestjs/microservices/constants';
import {
  ChargeSubjects,
  CreditFigures,
  CreditSubjects,
  CustomerSubjects,
  InvoiceLookup,
  InsightsSubjects,
  InvoiceSubjects,
  RpcMessage,
  RpcReplyOf,
  toApiError,
  ValidationError,
} from '@netline/contracts';
import { RpcClient } from './nats';
import { parseRpcMessage, RpcHandler } from './rpc-handler';

/** True only when A and B are the same type (the usual conditional-type trick). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

const FIGURES: CreditFigures = {} as CreditFigures;

class FiguresHandler {
  seen: unknown[] = [];

  @RpcHandler(CreditSubjects.figures)
  figures(message: RpcMessage<typeof CreditSubjects.figures>): CreditFigures {
    this.seen.push(message.body);
    return FIGURES;
  }
}

describe('@RpcHandler', () => {
  it('subscribes the method to its subject, as @MessagePattern does', () => {
    expect(Reflect.getMetadata(PATTERN_METADATA, FiguresHandler.prototype.figures)).toEqual([CreditSubjects.figures]);
    expect(FiguresHandler.prototype.figures.name).toBe('figures');
  });

  it('hands the method the message its schema parsed', () => {
    const handler = new FiguresHandler();
    expect(handler.figures({ request_id: 'req_1', body: { merchant_id: 'mer_1', customer_id: 'cus_1' } })).toBe(FIGURES);
    expect(handler.seen).toEqual([{ merchant_id: 'mer_1', customer_id: 'cus_1' }]);
  });

  it('refuses an invalid request with the validation error of the API, before the method runs', () => {
    const handler = new FiguresHandler();
    let thrown: unknown;
    try {
      handler.figures({ request_id: 'req_1', body: { merchant_id: 'mer_1' } } as never);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ValidationError);
    expect(toApiError(thrown as ValidationError)).toEqual(
      expect.objectContaining({ status: 400, code: 'COMMON.VALIDATION', details: [expect.objectContaining({ path: 'customer_id' })] }),
    );
    expect(handler.seen).toEqual([]);
  });
});

describe('parseRpcMessage', () => {
  it('checks a merchant envelope: params (prefixed) and a required body', () => {
    expect(() => parseRpcMessage(CustomerSubjects.update, { principal: null, request_id: 'r', params: {}, query: {} })).toThrow(ValidationError);
    try {
      parseRpcMessage(CustomerSubjects.update, { principal: null, request_id: 'r', params: {}, query: {} });
    } catch (error) {
      expect((error as ValidationError).details?.map((detail) => detail.path)).toEqual(['params.customer_id', 'body']);
    }
  });

  it("checks a plain query against the subject's schema and hands it on as the schema outputs it", () => {
    const envelope = { principal: { merchant_id: 'mer_1' }, request_id: 'r', params: {} };
    expect(parseRpcMessage(InsightsSubjects.arAgingHistory, { ...envelope, query: { days: '7' } }).query).toEqual({ days: 7, interval: 'day' });
    expect(parseRpcMessage(InsightsSubjects.arAgingHistory, envelope).query).toEqual({ days: 30, interval: 'day' });
    try {
      parseRpcMessage(InsightsSubjects.arAgingHistory, { ...envelope, query: { days: 0, interval: 'month' } });
      throw new Error('accepted');
    } catch (error) {
      expect((error as ValidationError).details?.map((detail) => detail.path)).toEqual(['query.days', 'query.interval']);
    }
  });

  it('keeps the envelope fields beside what it validated', () => {
    const message = parseRpcMessage(CustomerSubjects.get, {
      principal: { merchant_id: 'mer_1' },
      request_id: 'r',
      idempotency_key: 'k',
      params: { customer_id: 'cus_1' },
      query: {},
    });
    expect(message).toEqual(expect.objectContaining({ request_id: 'r', idempotency_key: 'k', params: { customer_id: 'cus_1' } }));
  });

  it('lets an optional body be left out, and validates it when sent', () => {
    const envelope = { principal: null, request_id: 'r', params: { charge_id: 'ch_1' }, query: {} };
    expect(parseRpcMessage(ChargeSubjects.capture, envelope).body).toBeUndefined();
    expect(() => parseRpcMessage(ChargeSubjects.capture, { ...envelope, body: { amount: 'all' } })).toThrow(ValidationError);
  });

  it('refuses a message that is no envelope', () => {
    expect(() => parseRpcMessage(CreditSubjects.figures, 'text')).toThrow(ValidationError);
  });
});

describe('typed client (compile-time)', () => {
  // Never called: these lines are checked by the typecheck (`tsc -p tsconfig.json`).
  function typeChecks(rpc: RpcClient) {
    const _figures = rpc.ask(CreditSubjects.figures, { merchant_id: 'm', customer_id: 'c' });
    const figuresInferred: Equal<typeof _figures, Promise<CreditFigures>> = true;
    const _invoice = rpc.ask(InvoiceSubjects.locate, { merchant_ids: ['m'], invoice_id: 'i' });
    const invoiceInferred: Equal<typeof _invoice, Promise<InvoiceLookup>> = true;
    const replyOf: Equal<RpcReplyOf<typeof InvoiceSubjects.locate>, InvoiceLookup> = true;
    void [figuresInferred, invoiceInferred, replyOf];
    // @ts-expect-error the reply is not a string
    const wrong: Equal<typeof _figures, Promise<string>> = true;
    void wrong;
    // @ts-expect-error the body misses customer_id
    void rpc.ask(CreditSubjects.figures, { merchant_id: 'm' });
    // @ts-expect-error a merchant-facing subject needs askAs and a principal
    void rpc.ask(CustomerSubjects.get, { customer_id: 'c' });
    // @ts-expect-error not a subject of the map
    void rpc.ask('credit.nothing.here', {});
    const principal = { merchant_id: 'm', actor: { type: 'operator' as const, id: 'billing' }, scopes: [] };
    void rpc.askAs(CustomerSubjects.get, principal, { params: { customer_id: 'c' } });
    // @ts-expect-error params are required
    void rpc.askAs(CustomerSubjects.get, principal, {});
    // @ts-expect-error the update body is required
    void rpc.askAs(CustomerSubjects.update, principal, { params: { customer_id: 'c' } });
  }

  class WrongReply {
    // @ts-expect-error the handler of credit.figures must answer CreditFigures
    @RpcHandler(CreditSubjects.figures)
    figures(_message: RpcMessage<typeof CreditSubjects.figures>): { nope: true } {
      return { nope: true };
    }
  }

  it('compiles', () => {
    expect(typeof typeChecks).toBe('function');
    expect(typeof WrongReply).toBe('function');
  });
});
