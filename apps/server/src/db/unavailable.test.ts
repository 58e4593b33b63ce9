import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseUnavailable, fromDatabase } from './unavailable';

const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => new DrizzleQueryError('select 1', [], cause as Error);

describe('databaseUnavailable', () => {
  it.each([
    ['57P01', 'admin shutdown (pg_terminate_backend)'],
    ['57P02', 'crash shutdown'],
    ['57P03', 'cannot connect now (starting up)'],
    ['08006', 'connection failure'],
    ['08001', 'unable to connect'],
    ['53300', 'too many connections'],
  ])('should read SQLSTATE %s (%s) as unreachable, bare or wrapped by Drizzle', (code) => {
    expect(databaseUnavailable(coded(code))).toBe('unreachable');
    expect(databaseUnavailable(wrapped(coded(code)))).toBe('unreachable');
  });

  it('should read query_canceled (57014) as the statement timeout', () => {
    expect(databaseUnavailable(wrapped(coded('57014', 'canceling statement due to statement timeout')))).toBe(
      'timeout',
    );
  });

  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated due to connection timeout',
    'timeout exceeded when trying to connect',
    'Client has encountered a connection error and is not queryable',
  ])('should read the driver message "%s" as unreachable', (message) => {
    expect(databaseUnavailable(new Error(message))).toBe('unreachable');
  });

  it("should read socket codes as the database's only on errors the driver raised", () => {
    expect(databaseUnavailable(coded('ECONNREFUSED'))).toBeUndefined();
    expect(databaseUnavailable(fromDatabase(coded('ECONNREFUSED')))).toBe('unreachable');
    expect(databaseUnavailable(wrapped(coded('ECONNRESET')))).toBe('unreachable');
    // Node's connect to a name with several addresses fails with one error per address.
    expect(databaseUnavailable(fromDatabase(new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')])))).toBe(
      'unreachable',
    );
  });

  it('should leave every error a client can cause to the other mappings', () => {
    for (const code of ['23505', '22P02', '22008', '42703', '54001'])
      expect(databaseUnavailable(wrapped(coded(code)))).toBeUndefined();
    expect(databaseUnavailable(new Error('boom'))).toBeUndefined();
    expect(databaseUnavailable(undefined)).toBeUndefined();
  });
});
