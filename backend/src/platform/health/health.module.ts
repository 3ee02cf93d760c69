import { Global, Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller.js';
import { ReadinessService } from './readiness.service.js';
import { ShutdownState } from './shutdown-state.js';

@Global()
@Module({
  imports: [TerminusModule.forRoot({ errorLogStyle: 'json' })],
  controllers: [HealthController],
  providers: [ReadinessService, ShutdownState],
  exports: [ShutdownState],
})
export class HealthModule {}
