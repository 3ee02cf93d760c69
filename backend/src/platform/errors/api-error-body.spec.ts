import { describe, expect, it } from '@jest/globals';
import {
  BadRequestException,
  ForbiddenException,
  HttpException,
  InternalServerErrorException,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { toApiErrorBody } from './api-error-body.js';

const REQUEST_ID = 'req-1';

describe('toApiErrorBody', () => {
  it('keeps the status and message of an HttpException', () => {
    expect(toApiErrorBody(new NotFoundException('Goal not found'), REQUEST_ID)).toEqual({
      statusCode: 404,
      message: 'Goal not found',
    });
    expect(toApiErrorBody(new ForbiddenException(), REQUEST_ID)).toEqual({
      statusCode: 403,
      message: 'Forbidden',
    });
    expect(toApiErrorBody(new HttpException('Slow down', 429), REQUEST_ID)).toEqual({
      statusCode: 429,
      message: 'Slow down',
    });
  });

  it('keeps the reasons of a validation failure', () => {
    const exception = new BadRequestException({
      message: 'a must be a string; b should not exist',
      errors: ['a must be a string', 'b should not exist'],
    });
    expect(toApiErrorBody(exception, REQUEST_ID)).toEqual({
      statusCode: 400,
      message: 'a must be a string; b should not exist',
      errors: ['a must be a string', 'b should not exist'],
    });
  });

  it("joins Nest's message arrays", () => {
    const exception = new BadRequestException(['x is too short', 'y is missing']);
    expect(toApiErrorBody(exception, REQUEST_ID)).toEqual({
      statusCode: 400,
      message: 'x is too short; y is missing',
      errors: ['x is too short', 'y is missing'],
    });
  });

  it('adds the request id to a deliberate 5xx', () => {
    expect(toApiErrorBody(new ServiceUnavailableException('Try later'), REQUEST_ID)).toEqual({
      statusCode: 503,
      message: 'Try later',
      requestId: REQUEST_ID,
    });
    expect(toApiErrorBody(new InternalServerErrorException(), REQUEST_ID)).toEqual({
      statusCode: 500,
      message: 'Internal Server Error',
      requestId: REQUEST_ID,
    });
  });

  it('turns anything else into a bare 500', () => {
    const secret = new Error('password authentication failed for user "app"');
    expect(toApiErrorBody(secret, REQUEST_ID)).toEqual({
      statusCode: 500,
      message: 'Internal server error',
      requestId: REQUEST_ID,
    });
    expect(toApiErrorBody('a string', REQUEST_ID).statusCode).toBe(500);
    expect(toApiErrorBody(undefined, REQUEST_ID).statusCode).toBe(500);
  });

  it("keeps Fastify's client errors", () => {
    const tooLarge = Object.assign(new Error('Request body is too large'), {
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
      statusCode: 413,
    });
    expect(toApiErrorBody(tooLarge, REQUEST_ID)).toEqual({
      statusCode: 413,
      message: 'Request body is too large',
    });
  });

  it('does not trust a statusCode on errors that are not from Fastify', () => {
    const foreign = Object.assign(new Error('upstream said: secret'), { statusCode: 400 });
    expect(toApiErrorBody(foreign, REQUEST_ID)).toEqual({
      statusCode: 500,
      message: 'Internal server error',
      requestId: REQUEST_ID,
    });
  });
});
