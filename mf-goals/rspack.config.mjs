import { fileURLToPath } from 'node:url';
import { federatedAppConfig } from '@goalcoach/rspack-config';

export default federatedAppConfig({
  projectDir: fileURLToPath(new URL('.', import.meta.url)),
  name: 'mf_goals',
  exposes: {
    './HomePage': './src/pages/home-page.tsx',
    './routes': './src/routes.tsx',
    './RecentlyDeleted': './src/features/recently-deleted/recently-deleted-entry.tsx',
  },
  devPort: 4201,
});
