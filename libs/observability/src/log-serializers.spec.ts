import { Writable } from 'node:stream';
import { QueryFailedError } from 'typeorm';
import { createLogger } from './logger';

/** A logger writing into an array, as the process would write to stdout. */
function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { logger: createLogger('test', 'debug', destination as never), lines };
}

describe('log serializers', () => {
  it('never writes the parameters or the failing row of a database error, and keeps what names the failure', () => {
    const { logger, lines } = capture();
    const driverError = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
      code: '23505',
      detail: 'Key (email)=(ceo@customer.example) already exists.',
      table: 'users',
      constraint: 'users_email_key',
    });
    const error = new QueryFailedError(
      'INSERT INTO merchants (id, webhook_secret, email) VALUES ($1, $2, $3)',
      ['mer_1', 'whsec_leaked_secret', 'ceo@customer.example'],
      driverError,
    );
    logger.error({ err: error }, 'insert failed');
    const line = lines.join('');
    expect(line).not.toContain('whsec_leaked_secret');
    expect(line).not.toContain('ceo@customer.example');
    const logged = JSON.parse(line);
    expect(logged.err).toMatchObject({
      type: 'QueryFailedError',
      code: '23505',
      table: 'users',
      constraint: 'users_email_key',
      query: expect.stringContaining('INSERT INTO merchants'),
    });
    expect(logged.err.stack).toEqual(expect.any(String));
  });

  it('keeps only harmless headers and never a body, at the top level or in an error cause', () => {
    const { logger, lines } = capture();
    logger.warn(
      {
        headers: {
          authorization: 'Basic bWVyXzE6c2tfdGVzdF9zZWNyZXQ=',
          cookie: 'session=abc',
          'x-webhook-signature': 'deadbeef',
          'content-type': 'application/json',
        },
        body: { email: 'ap@customer.example' },
        err: new Error('outer', { cause: Object.assign(new Error('inner'), { parameters: ['hidden-value'] }) }),
      },
      'request failed',
    );
    const line = lines.join('');
    for (const secret of ['bWVyXzE6c2tfdGVzdF9zZWNyZXQ=', 'session=abc', 'deadbeef', 'ap@customer.example', 'hidden-value']) expect(line).not.toContain(secret);
    const logged = JSON.parse(line);
    expect(logged.headers['content-type']).toBe('application/json');
    expect(logged.body).toBe('[omitted]');
    expect(logged.err.cause).toMatchObject({ type: 'Error', message: 'inner' });
  });
});
