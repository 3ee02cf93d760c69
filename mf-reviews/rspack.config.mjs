import { fileURLToPath } from 'node:url';
import { federatedAppConfig } from '@goalcoach/rspack-config';

export default federatedAppConfig({
  projectDir: fileURLToPath(new URL('.', import.meta.url)),
  name: 'mf_reviews',
  exposes: {
    './routes': './src/routes.tsx',
    './CheckInDialog': './src/features/check-in/components/check-in-dialog.tsx',
    './InPageReminders': './src/features/reminders/components/in-page-reminders.tsx',
  },
  devPort: 4203,
});
