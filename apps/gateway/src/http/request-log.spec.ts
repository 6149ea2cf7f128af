import { REQUEST_LOG_BATCH_MAX, REQUEST_LOG_PATH_MAX, RequestLogBatch, RpcReply } from '@netline/contracts';
import { createLogger } from '@netline/observability';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { loggedPath, RequestLogRecorder } from './request-log';

describe('the request log', () => {
  describe('loggedPath', () => {
    it('keeps the path under the prefix and only the paging values of the query', () => {
      expect(loggedPath('/api/invoices/inv_1', '/api')).toBe('/invoices/inv_1');
      expect(loggedPath('/api/customers?filter[email][eq]=ap%40acme.example&limit=25&page=2&sort=-created_at', '/api')).toBe(
        '/customers?filter[email][eq]&limit=25&page=2&sort=-created_at',
      );
      expect(loggedPath('/api/invoices?access_token=secret', '/api')).toBe('/invoices?access_token');
      expect(loggedPath('/api?', '/api')).toBe('/');
      const long = loggedPath(`/api/customers/${'x'.repeat(3_000)}`, '/api');
      expect(long).toHaveLength(REQUEST_LOG_PATH_MAX);
      expect(long.endsWith('…')).toBe(true);
    });
  });

  describe('RequestLogRecorder', () => {
    const logger = createLogger('test', 'silent');
    const request = (url: string, actor: { type: string; id: string } | undefined, routeUrl = '/api/customers') =>
      ({
        method: 'GET',
        url,
        requestId: 'req_1',
        routeOptions: { url: routeUrl },
        principal: actor ? { merchant_id: 'mer_1', actor, scopes: [] } : undefined,
      }) as unknown as FastifyRequest;
    const reply = { statusCode: 200, elapsedTime: 3.456 } as unknown as FastifyReply;

    function recorder(answer: () => RpcReply = () => ({ ok: true, data: { recorded: 0 } })) {
      const sent: RequestLogBatch[] = [];
      const rpc = { tryAsk: jest.fn(async (_subject: string, body: RequestLogBatch) => (sent.push(body), answer())) };
      const log = new RequestLogRecorder(rpc as never, logger, { prefix: '/api', flushMs: 60_000 });
      log.start();
      return { log, sent, rpc };
    }

    it("sends each merchant request in one batch per flush, never a buyer's, a partner's, unauthenticated or the log's own reads", async () => {
      const { log, sent, rpc } = recorder();
      log.observe(request('/api/customers?filter[email][eq]=x&limit=25', { type: 'secret_key', id: 'mer_1' }), reply);
      log.observe(request('/api/customers', { type: 'access_key', id: 'client_1' }), reply);
      log.observe(request('/api/customers', undefined), reply);
      log.observe(request('/api/customers', { type: 'buyer', id: 'ap@acme.example' }), reply);
      const partner = request('/api/invoices', { type: 'secret_key', id: 'ptn_1' });
      partner.principal!.partner = { type: 'marketplace', merchant_ids: [] } as never;
      log.observe(partner, reply);
      log.observe(request('/api/request-logs?limit=25', { type: 'secret_key', id: 'mer_1' }, '/api/request-logs'), reply);
      await log.stop();
      expect(rpc.tryAsk).toHaveBeenCalledTimes(1);
      expect(sent[0].entries).toEqual([
        expect.objectContaining({
          merchant_id: 'mer_1',
          method: 'GET',
          path: '/customers?filter[email][eq]&limit=25',
          status: 200,
          request_id: 'req_1',
          duration_ms: 3.46,
          credential_type: 'secret_key',
          credential_id: 'mer_1',
        }),
        expect.objectContaining({ credential_type: 'access_key', credential_id: 'client_1' }),
      ]);
      await log.flush();
      expect(rpc.tryAsk).toHaveBeenCalledTimes(1);
    });

    it('splits a large buffer into batches of at most REQUEST_LOG_BATCH_MAX, and drops a batch insights refused', async () => {
      const { log, sent } = recorder(() => ({ ok: false, error: { status: 503, type: 'service_unavailable', message: 'down' } as never }));
      for (let i = 0; i < REQUEST_LOG_BATCH_MAX + 5; i += 1) log.observe(request('/api/customers', { type: 'secret_key', id: 'mer_1' }), reply);
      await log.flush();
      expect(sent).toHaveLength(1);
      expect(sent[0].entries).toHaveLength(REQUEST_LOG_BATCH_MAX);
      // The rest goes on the next flush.
      await log.stop();
      expect(sent[1].entries).toHaveLength(5);
    });

    it('records nothing when turned off (REQUEST_LOG_FLUSH_MS=0)', async () => {
      const rpc = { tryAsk: jest.fn() };
      const log = new RequestLogRecorder(rpc as never, logger, { prefix: '/api', flushMs: 0 });
      log.start();
      log.observe(request('/api/customers', { type: 'secret_key', id: 'mer_1' }), reply);
      await log.stop();
      expect(rpc.tryAsk).not.toHaveBeenCalled();
    });
  });
});
