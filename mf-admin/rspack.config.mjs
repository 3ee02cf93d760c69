import { fileURLToPath } from 'node:url';
import { federatedAppConfig } from '@goalcoach/rspack-config';

export default federatedAppConfig({
  projectDir: fileURLToPath(new URL('.', import.meta.url)),
  name: 'mf_admin',
  exposes: { './routes': './src/routes.tsx' },
  devPort: 4205,
});
