import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { HealthResponse } from '@goalcoach/contracts';
import { Public } from '../security/public.decorator.js';
import { ReadinessService } from './readiness.service.js';

/** For load balancers and probes, which have no session. */
@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly readiness: ReadinessService) {}

  /** The process runs and answers HTTP. */
  @Get('live')
  @ApiOkResponse({ description: 'The process is alive' })
  live(): HealthResponse {
    return { status: 'ok' };
  }

  /** The instance can take work: 503 while the database is unreachable or during shutdown. */
  @Get('ready')
  @ApiOkResponse({ description: 'Ready to take work' })
  @ApiServiceUnavailableResponse({ description: 'Database unreachable or shutting down' })
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponse> {
    const result = await this.readiness.check();
    if (result.status !== 'ok') void reply.status(HttpStatus.SERVICE_UNAVAILABLE);
    void reply.header('cache-control', 'no-store');
    return result;
  }
}
