import { Injectable, Module } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, RouteOptions } from 'fastify';

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
