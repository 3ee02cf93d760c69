import { applyStoredTheme } from './app/apply-stored-theme';

applyStoredTheme();

// An asynchronous boundary lets Module Federation negotiate the shared singletons first.
void import('./bootstrap');
