import { ApiProperty } from '@nestjs/swagger';
import type {
  ExposedModuleFiles,
  RemoteManifest,
  RemoteName,
  RuntimeConfig,
} from '@goalcoach/contracts';
import { NODE_ENVS, REMOTE_FOLDERS } from '../config/app-config.js';

export class RuntimeConfigDto implements RuntimeConfig {
  @ApiProperty({ type: String, nullable: true, description: 'Feedback form for the beta banner' })
  feedbackUrl!: string | null;

  @ApiProperty({ enum: NODE_ENVS })
  environment!: RuntimeConfig['environment'];
}

export class RemoteManifestDto implements RemoteManifest {
  @ApiProperty({
    description: 'Entry URL of each remote, by container name',
    type: 'object',
    properties: Object.fromEntries(
      Object.keys(REMOTE_FOLDERS).map((name) => [name, { type: 'string' }]),
    ),
    example: { mf_goals: '/remotes/mf-goals/remoteEntry.js' },
  })
  remotes!: Record<RemoteName, string>;

  @ApiProperty({
    description:
      "For the remotes served from this server, by exposed module: the URLs of the chunks ('js') and style sheets ('css') it needs first",
    type: 'object',
    additionalProperties: true,
    example: {
      mf_goals: { HomePage: { js: ['/remotes/mf-goals/515.70ce1fc1.js'], css: [] } },
    },
  })
  preload!: Partial<Record<RemoteName, Record<string, ExposedModuleFiles>>>;
}
