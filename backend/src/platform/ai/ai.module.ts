import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AiCallEntity } from './ai-call.entity.js';
import { AiCallsService } from './ai-calls.service.js';
import { OPENAI_CLIENT, createOpenAiClient } from './openai-client.js';

@Module({
  imports: [TypeOrmModule.forFeature([AiCallEntity])],
  providers: [
    AiCallsService,
    {
      provide: OPENAI_CLIENT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => createOpenAiClient(config.ai),
    },
  ],
  exports: [AiCallsService, OPENAI_CLIENT],
})
export class AiModule {}
