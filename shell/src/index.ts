import { applyStoredTheme } from './app/apply-stored-theme';
import { registerServiceWorker } from './app/register-service-worker';

applyStoredTheme();
registerServiceWorker();

// Behind an asynchronous boundary, as Module Federation asks of a host: the share scope is set
// up before the app's modules run.
void import('./bootstrap');
