import { describe, expect, it } from '@jest/globals';
import { HttpException, HttpStatus } from '@nestjs/common';
import { codedHttpException, type CodedAnswer } from './coded-http-exception.js';
import { toApiErrorBody } from './api-error-body.js';

enum ShelfErrorCode {
  BookNotFound = 'BOOK_NOT_FOUND',
  ShelfFull = 'SHELF_FULL',
  CatalogueDown = 'CATALOGUE_DOWN',
}

const ANSWERS: Record<ShelfErrorCode, CodedAnswer> = {
  [ShelfErrorCode.BookNotFound]: [HttpStatus.NOT_FOUND, 'Book not found'],
  [ShelfErrorCode.ShelfFull]: [HttpStatus.CONFLICT, 'The shelf is full'],
  [ShelfErrorCode.CatalogueDown]: [HttpStatus.SERVICE_UNAVAILABLE, 'The catalogue is down'],
};

class ShelfException extends codedHttpException(ANSWERS) {}

describe('codedHttpException', () => {
  it("answers with the code's status and default message", () => {
    const exception = new ShelfException(ShelfErrorCode.ShelfFull);
    expect(exception.code).toBe(ShelfErrorCode.ShelfFull);
    expect(exception.getStatus()).toBe(409);
    expect(exception.getResponse()).toBe('The shelf is full');
    expect(exception.message).toBe('The shelf is full');
  });

  it('lets a given message override the default text, not the status', () => {
    const exception = new ShelfException(ShelfErrorCode.BookNotFound, 'No book with this ISBN');
    expect(exception.getStatus()).toBe(404);
    expect(exception.message).toBe('No book with this ISBN');
  });

  it("is an HttpException named after the module's class", () => {
    const exception = new ShelfException(ShelfErrorCode.BookNotFound);
    expect(exception).toBeInstanceOf(ShelfException);
    expect(exception).toBeInstanceOf(HttpException);
    expect(exception.name).toBe('ShelfException');
  });

  it('gives the API the same error bodies as a plain HttpException', () => {
    expect(toApiErrorBody(new ShelfException(ShelfErrorCode.BookNotFound), 'req-1')).toEqual({
      statusCode: 404,
      message: 'Book not found',
    });
    expect(toApiErrorBody(new ShelfException(ShelfErrorCode.CatalogueDown), 'req-1')).toEqual({
      statusCode: 503,
      message: 'The catalogue is down',
      requestId: 'req-1',
    });
  });

  it('keeps the answers of different classes apart', () => {
    class OtherException extends codedHttpException({
      [ShelfErrorCode.BookNotFound]: [HttpStatus.GONE, 'Book gone'],
      [ShelfErrorCode.ShelfFull]: [HttpStatus.CONFLICT, 'Full'],
      [ShelfErrorCode.CatalogueDown]: [HttpStatus.BAD_GATEWAY, 'Down'],
    }) {}
    expect(new OtherException(ShelfErrorCode.BookNotFound).getStatus()).toBe(410);
    expect(new ShelfException(ShelfErrorCode.BookNotFound).getStatus()).toBe(404);
  });
});
