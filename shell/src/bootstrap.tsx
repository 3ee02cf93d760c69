import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { askWhoIsSignedIn, dropStaleSignedInHint, warmUpFirstPage } from './app/warm-up-first-page';
import './styles/shell.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

askWhoIsSignedIn();
warmUpFirstPage(window.location.pathname);
dropStaleSignedInHint();
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
