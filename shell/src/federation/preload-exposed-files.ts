import type { ExposedModuleFiles } from '@goalcoach/contracts';

const requested = new Set<string>();

function preload(href: string, as: 'script' | 'style'): void {
  if (requested.has(href)) return;
  requested.add(href);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', as);
  link.href = href;
  document.head.append(link);
}

/**
 * Starts fetching what an exposed module needs first while its remote's entry is still on its
 * way: without it, the entry must arrive and run before they are asked for. The runtime's own
 * requests for the same URLs then take these answers.
 */
export function preloadExposedFiles(files: ExposedModuleFiles | undefined): void {
  if (!files) return;
  for (const href of files.css) preload(href, 'style');
  for (const href of files.js) preload(href, 'script');
}
