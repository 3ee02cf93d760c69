import { randomUUID } from 'node:crypto';
import { Injectable, Module } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, RouteOptions } from 'fastify';

/** The methods that change state: the CSRF check and the JSON body parser are about these. */
export const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface CatalogRoute {
  method: string;
  /** The router's pattern, e.g. `/api/goals/:id`. */
  url: string;
}

/**
 * Every route the application's router holds, recorded as Fastify adds it. It exists before
 * the application registers its routes (providers are made before `init()`), so none is missed.
 */
@Injectable()
export class RouteCatalog {
  readonly routes: CatalogRoute[] = [];

  constructor(host: HttpAdapterHost) {
    const fastify = host.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) this.routes.push({ method, url: route.url });
    });
  }
}

@Module({ providers: [RouteCatalog] })
export class RouteCatalogModule {}

/** A route's pattern with its parameters filled: ids that exist nowhere. */
export function concretePath(url: string): string {
  return url.replace(/:[A-Za-z]+/g, () => randomUUID()).replace(/\*$/, 'x');
}
