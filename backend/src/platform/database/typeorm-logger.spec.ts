import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { TypeOrmLogger } from './typeorm-logger.js';

const INSERT = 'INSERT INTO plan_generations ...';

function pgError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('TypeOrmLogger.logQueryError', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('logs a refused write (unique, foreign key, check) at debug: the caller answers 409 or 404', () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const debug = jest.spyOn(Logger.prototype, 'debug').mockImplementation(() => undefined);
    const logger = new TypeOrmLogger();
    for (const code of ['23505', '23503', '23514']) {
      logger.logQueryError(pgError(code, 'duplicate key value'), INSERT);
    }
    expect(error).not.toHaveBeenCalled();
    expect(debug).toHaveBeenCalledTimes(3);
  });

  it('logs any other failure as an error, with the query but not its parameters', () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const logger = new TypeOrmLogger();
    logger.logQueryError(pgError('42P01', 'relation "x" does not exist'), INSERT);
    logger.logQueryError('connection terminated', INSERT);
    expect(error).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledWith(`Query failed: relation "x" does not exist -- ${INSERT}`);
  });
});
