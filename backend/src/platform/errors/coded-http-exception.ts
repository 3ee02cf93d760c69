import { HttpException, type HttpStatus } from '@nestjs/common';

/** What a code answers with: its status and the message used when none is given. */
export type CodedAnswer = readonly [status: HttpStatus, defaultMessage: string];

/**
 * The base of a module's error class, from the answer of each of its codes:
 * `export class GoalsException extends codedHttpException(ANSWERS) {}`. The instance keeps its
 * `code`; a `message` given to the constructor overrides the code's default text.
 */
export function codedHttpException<C extends string>(answers: Readonly<Record<C, CodedAnswer>>) {
  return class CodedHttpException extends HttpException {
    constructor(
      readonly code: C,
      message?: string,
    ) {
      const [status, defaultMessage] = answers[code];
      super(message ?? defaultMessage, status);
    }
  };
}
