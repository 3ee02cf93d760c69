import { describe, expect, it } from '@jest/globals';
import { NotFoundException } from '@nestjs/common';
import {
  QueryFailedError,
  QueryRunnerAlreadyReleasedError,
  QueryRunnerProviderAlreadyReleasedError,
} from 'typeorm';
import { retryAfterOf } from '../errors/retry-later.js';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  databaseUnavailable,
  isDatabaseUnavailable,
} from './database-unavailable.js';

function withCode(code: string, message = 'failed'): Error {
  return Object.assign(new Error(message), { code });
}

/** What TypeORM throws for a query the driver failed. */
function queryFailed(driverError: Error): QueryFailedError {
  return new QueryFailedError('SELECT 1', [], driverError);
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection (server down)', withCode('ECONNREFUSED', 'connect ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET', 'read ECONNRESET')],
    ['a connect timeout of the socket', withCode('ETIMEDOUT')],
    ['an unknown host', withCode('ENOTFOUND', 'getaddrinfo ENOTFOUND db')],
    [
      'the server killed under us (57P01)',
      withCode('57P01', 'terminating connection due to unexpected postmaster exit'),
    ],
    ['a crash shutdown (57P02)', withCode('57P02')],
    ['a server still starting (57P03)', withCode('57P03', 'the database system is starting up')],
    ['too many connections (53300)', withCode('53300')],
    ['a connection exception (08006)', withCode('08006')],
    ['a broken connection', new Error('Connection terminated unexpectedly')],
    ['a pg connect timeout', new Error('Connection terminated due to connection timeout')],
    ['a pool timeout', new Error('timeout exceeded when trying to connect')],
    [
      'a client broken earlier',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("is true for TypeORM's transaction whose connection broke between two statements", () => {
    expect(isDatabaseUnavailable(new QueryRunnerAlreadyReleasedError())).toBe(true);
    // A query through a transaction's manager after its connection broke (seen under load).
    expect(isDatabaseUnavailable(new QueryRunnerProviderAlreadyReleasedError())).toBe(true);
  });

  it("looks inside TypeORM's QueryFailedError, causes and Node's AggregateError", () => {
    expect(isDatabaseUnavailable(queryFailed(withCode('57P01')))).toBe(true);
    expect(isDatabaseUnavailable(new Error('outer', { cause: withCode('ECONNREFUSED') }))).toBe(
      true,
    );
    const bothAddresses = new AggregateError([
      withCode('ECONNREFUSED', 'connect ECONNREFUSED ::1:5432'),
      withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
    ]);
    expect(isDatabaseUnavailable(bothAddresses)).toBe(true);
  });

  it.each([
    ['a unique violation', queryFailed(withCode('23505', 'duplicate key value'))],
    ['a syntax error', queryFailed(withCode('42601', 'syntax error at or near'))],
    ['a missing table', withCode('42P01', 'relation "x" does not exist')],
    ['a wrong password', withCode('28P01', 'password authentication failed')],
    ['a query cancelled by statement_timeout', withCode('57014')],
    ['an HttpException', new NotFoundException()],
    [
      'an HttpException caused by a refused connection',
      new NotFoundException('Not found', { cause: withCode('ECONNREFUSED') }),
    ],
    ['a plain error', new Error('boom')],
    ['not an error at all', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('stops on an error that is its own cause', () => {
    const loop: Error & { cause?: unknown } = new Error('loop');
    loop.cause = loop;
    expect(isDatabaseUnavailable(loop)).toBe(false);
  });
});

describe('databaseUnavailable', () => {
  it('is a 503 with Retry-After and a message that names no server detail', () => {
    const exception = databaseUnavailable();
    expect(exception.getStatus()).toBe(503);
    expect(retryAfterOf(exception)).toBe(DATABASE_RETRY_AFTER_SECONDS);
    expect(exception.message).toMatch(/try again in a few seconds/);
    expect(exception.message).not.toMatch(/ECONN|127\.0\.0\.1|postgres|5432/i);
  });
});
