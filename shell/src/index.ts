import { applyStoredTheme } from './app/apply-stored-theme';
import { registerServiceWorker } from './app/register-service-worker';

applyStoredTheme();
registerServiceWorker();

// An asynchronous boundary lets Module Federation negotiate the shared singletons first.
void import('./bootstrap');
