import { Module } from '@nestjs/common';
import { WebConfigService } from './web-config.service.js';
import { WebController } from './web.controller.js';

@Module({
  controllers: [WebController],
  providers: [WebConfigService],
})
export class WebModule {}
