import { fileURLToPath } from 'node:url';
import { federatedAppConfig } from '@goalcoach/rspack-config';

export default federatedAppConfig({
  projectDir: fileURLToPath(new URL('.', import.meta.url)),
  name: 'shell',
  isHost: true,
  runtimePlugins: [
    fileURLToPath(new URL('./src/federation/load-error-plugin.ts', import.meta.url)),
  ],
  devPort: 4200,
});
