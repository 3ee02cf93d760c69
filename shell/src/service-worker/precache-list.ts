declare const self: ServiceWorkerGlobalScope & { __GOALCOACH_PRECACHE__?: PrecacheList };

/** The shell's files of one build, cached when the worker installs. */
export type PrecacheList = {
  /** Changes with every build of the shell, and so does /sw.js: the new build installs. */
  version: string;
  /** Absolute paths: index.html and the shell's files (scripts, styles, icons). */
  urls: string[];
};

/**
 * The list the production build writes into /sw.js in place of `self.__GOALCOACH_PRECACHE__`
 * (shell/precache-list-plugin.mjs). A development build has none: its worker caches nothing.
 */
export function precacheList(): PrecacheList | null {
  return self.__GOALCOACH_PRECACHE__ ?? null;
}
