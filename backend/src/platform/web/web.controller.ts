import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../security/public.decorator.js';
import { RemoteManifestDto, RuntimeConfigDto } from './web.dto.js';
import { WebConfigService } from './web-config.service.js';

/** Settings the front end reads at start. Never cached: they change per deployment. */
@ApiTags('web')
@Public()
@Controller()
export class WebController {
  constructor(private readonly webConfig: WebConfigService) {}

  @Get('config')
  @Header('Cache-Control', 'no-cache')
  @ApiOkResponse({ type: RuntimeConfigDto })
  runtimeConfig(): RuntimeConfigDto {
    return this.webConfig.runtimeConfig();
  }

  @Get('federation/manifest')
  @Header('Cache-Control', 'no-cache')
  @ApiOkResponse({ type: RemoteManifestDto })
  remoteManifest(): Promise<RemoteManifestDto> {
    return this.webConfig.remoteManifest();
  }
}
