import { Global, Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { DatabasePingIndicator } from './database-ping.indicator.js';
import { HealthController } from './health.controller.js';
import { ReadinessService } from './readiness.service.js';
import { ShutdownState } from './shutdown-state.js';

@Global()
@Module({
  imports: [TerminusModule.forRoot({ errorLogStyle: 'json' })],
  controllers: [HealthController],
  providers: [ReadinessService, ShutdownState, DatabasePingIndicator],
  exports: [ShutdownState],
})
export class HealthModule {}
