import { BadRequestException } from '@nestjs/common';
import type { FastifyBodyParser } from 'fastify';
import type { FastifyInstance } from 'fastify';
import {
  MAX_JSON_DEPTH,
  TOO_DEEP_MESSAGE,
  nestsDeeperThan,
  textProblem,
} from './json-text-checks.js';

/**
 * The parser of every JSON body: Fastify's own (which refuses `__proto__` and `constructor`
 * keys), behind a nesting limit checked on the text before anything parses it, and followed by
 * one check of every string, so each field rule need not know about NUL characters or lone
 * surrogates. Its errors are 400s with a message that says what is wrong.
 */
export function jsonBodyParser(fastify: FastifyInstance): FastifyBodyParser<Buffer> {
  const parse = fastify.getDefaultJsonParser('error', 'error');
  return (request, body, done) => {
    const text = body.toString('utf8');
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new BadRequestException(TOO_DEEP_MESSAGE), undefined);
      return;
    }
    parse(request, text, (error, value) => {
      if (error) return done(error, undefined);
      const problem = textProblem(value);
      if (problem) return done(new BadRequestException(problem), undefined);
      done(null, value);
    });
  };
}
