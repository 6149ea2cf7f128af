import { classifyFailure } from './failure-kind';
import { DomainError } from '@netline/contracts';

describe('classifyFailure', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a reset connection', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['pg losing its connection', new Error('Connection terminated unexpectedly')],
    ['pg pool acquire timeout', new Error('timeout exceeded when trying to connect')],
    ['a statement timeout', Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' })],
    ['a serialization failure', Object.assign(new Error('could not serialize access'), { code: '40001' })],
    ['a deadlock', Object.assign(new Error('deadlock detected'), { code: '40P01' })],
    ['a lock timeout', Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03' })],
    ['the server shutting down', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    [
      'a TypeORM wrapper around a connection error',
      Object.assign(new Error('query failed'), { driverError: Object.assign(new Error('x'), { code: '08006' }) }),
    ],
    ['a Redis command timeout', new Error('Command timed out')],
    [
      'ioredis giving up on a command',
      Object.assign(new Error('Reached the max retries per request limit (which is 2).'), { name: 'MaxRetriesPerRequestError' }),
    ],
    ['another service unavailable', new DomainError('COMMON.UNAVAILABLE', 'unavailable', 'The service behind credit is unavailable')],
  ])('%s is transient', (_name, error) => {
    expect(classifyFailure(error)).toBe('transient');
  });

  it.each([
    ['a rule the event violates', new DomainError('BILLING.INVOICE_NOT_FOUND', 'not_found', 'Invoice not found')],
    ['a payload that does not validate', new DomainError('COMMON.VALIDATION', 'validation', 'Validation error')],
    ['a unique violation', Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' })],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('%s is deterministic', (_name, error) => {
    expect(classifyFailure(error)).toBe('deterministic');
  });
});
