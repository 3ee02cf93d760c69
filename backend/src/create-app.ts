import 'reflect-metadata';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import { AppModule } from './app.module.js';
import type { Clock } from './platform/clock/clock.js';
import type { AppConfig } from './platform/config/app-config.js';
import { ApiExceptionFilter } from './platform/errors/api-exception.filter.js';
import { createValidationPipe } from './platform/errors/validation.js';
import { endKeepAliveOnShutdown } from './platform/health/end-keep-alive-on-shutdown.js';
import { ShutdownState } from './platform/health/shutdown-state.js';
import { createLogger } from './platform/logging/create-logger.js';
import { NestPinoLogger } from './platform/logging/nest-pino-logger.js';
import { echoRequestId, generateRequestId } from './platform/logging/request-id.js';
import { RequestLogController } from './platform/logging/request-log-controller.js';
import { setupOpenApi } from './platform/openapi/openapi.js';
import { registerCsrfCheck } from './platform/security/same-origin.js';
import { UPLOAD_LIMITS } from './platform/uploads/upload-limits.js';
import { jsonBodyParser } from './platform/validation/json-body-parser.js';
import { ApiFastifyAdapter, answerFrameworkError } from './platform/web/api-fastify-adapter.js';
import { registerSecurityHeaders } from './platform/web/security-headers.js';
import { registerResponseCompression } from './platform/web/response-compression.js';
import { registerWebApp } from './platform/web/web-app.routes.js';

const API_PREFIX = 'api';
const BODY_LIMIT_BYTES = 1024 * 1024;

export interface CreateAppOptions {
  /** Modules only tests add (e.g. a controller that throws). */
  extraModules?: Type[];
  /** The JSON logger; by default a new one on stdout at the configured level. */
  logger?: Logger;
  /** The time the application sees; the system clock by default (tests move time). */
  clock?: Clock;
}

/**
 * The fully configured application, initialised (database connected, migrations run) but not
 * listening: main.ts and the integration tests both start from here.
 */
export async function createApp(
  config: AppConfig,
  options: CreateAppOptions = {},
): Promise<NestFastifyApplication> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const adapter = new ApiFastifyAdapter({
    loggerInstance: logger,
    logController: new RequestLogController(),
    genReqId: generateRequestId,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    frameworkErrors: answerFrameworkError,
  });

  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, options.extraModules, options.clock),
    adapter,
    { logger: new NestPinoLogger(logger), abortOnError: false },
  );

  try {
    app.setGlobalPrefix(API_PREFIX);
    app.useGlobalPipes(createValidationPipe());
    app.useGlobalFilters(new ApiExceptionFilter());

    const fastify = adapter.getInstance();
    echoRequestId(fastify);
    endKeepAliveOnShutdown(fastify, app.get(ShutdownState));
    await registerSecurityHeaders(fastify, config);
    await registerResponseCompression(fastify);
    await fastify.register(cookie);
    registerCsrfCheck(fastify, config);
    // Uploads (vision images, voice note) are read by platform/uploads/read-upload.ts.
    await fastify.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
    app.useBodyParser('application/json', { bodyLimit: BODY_LIMIT_BYTES }, jsonBodyParser(fastify));
    if (config.nodeEnv !== 'production') setupOpenApi(app);
    if (config.serveWeb) await registerWebApp(fastify, config);

    await app.init();
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
