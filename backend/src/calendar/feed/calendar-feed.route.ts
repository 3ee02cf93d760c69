import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiExceptionFilter } from '../../platform/errors/api-exception.filter.js';
import { tokenOfFeedFile } from '../feed-token.js';
import { CalendarFeedService, matchesEtag } from './calendar-feed.service.js';

/** Calendar apps refetch on their own schedule; this only spares a burst of refetches. */
const FEED_CACHE_CONTROL = 'private, max-age=300';

type FeedRequest = FastifyRequest<{ Params: { '*': string } }>;

/**
 * `GET /calendar/<token>.ics`, outside /api: calendar apps send no cookie, so the token in the
 * address is the only key. Registered on Fastify directly, as the API's global prefix covers
 * every Nest controller. It takes every path under /calendar/, so none reaches the front end's
 * fallback; a path that is no feed answers exactly like an unknown path (the 404 handler), and
 * errors go through the API's exception filter like any other.
 */
@Injectable()
export class CalendarFeedRoute implements OnModuleInit {
  private readonly errors = new ApiExceptionFilter();

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly feeds: CalendarFeedService,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    // The token is the feed's only key: the logger masks every /calendar/ path it writes.
    fastify.get('/calendar/*', (request: FeedRequest, reply) => this.serve(request, reply));
  }

  private async serve(request: FeedRequest, reply: FastifyReply): Promise<FastifyReply> {
    const token = tokenOfFeedFile(request.params['*']);
    if (!token) return notFound(reply);
    try {
      const feed = await this.feeds.documentOf(token, request.ip);
      if (!feed) return notFound(reply);
      void reply
        .header('cache-control', FEED_CACHE_CONTROL)
        .header('etag', feed.etag)
        // The address is a secret: no search engine should keep it, whoever links to it.
        .header('x-robots-tag', 'noindex, nofollow');
      if (matchesEtag(request.headers['if-none-match'], feed.etag)) {
        return reply.code(304).send();
      }
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="goalcoach-tasks.ics"')
        .send(feed.body);
    } catch (error) {
      this.errors.catch(error, new ExecutionContextHost([request, reply]));
      return reply;
    }
  }
}

/** The answer of any unknown path, so a wrong or reset token tells nothing more. */
function notFound(reply: FastifyReply): FastifyReply {
  reply.callNotFound();
  return reply;
}
