import type { ExposedModuleFiles } from '@goalcoach/contracts';

const requested = new Set<string>();

/**
 * Into the browser's HTTP cache (the files are named by their content and kept for a year),
 * where the runtime's own request for the same URL finds it. Not a `<link rel="preload">`: the
 * browser hands a failed preload to the runtime's later request too, so a Retry after the
 * network came back would fail again.
 */
async function warm(href: string): Promise<void> {
  if (requested.has(href)) return;
  requested.add(href);
  try {
    const response = await fetch(href, { credentials: 'same-origin', priority: 'high' });
    if (!response.ok) throw new Error(`${response.status}`);
    await response.arrayBuffer(); // the answer is stored once its body has been read
  } catch {
    requested.delete(href); // the runtime's own request reports it; a later load warms again
  }
}

/**
 * Starts fetching what an exposed module needs first while its remote's entry is still on its
 * way: without it, the entry must arrive and run before they are asked for.
 */
export function preloadExposedFiles(files: ExposedModuleFiles | undefined): void {
  if (!files) return;
  for (const href of [...files.css, ...files.js]) void warm(href);
}
