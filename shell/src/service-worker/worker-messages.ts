/** A page tells the worker which files it loaded before the worker controlled it. */
export const CACHE_LOADED_FILES = 'cache-loaded-files';

export type CacheLoadedFilesMessage = { type: typeof CACHE_LOADED_FILES; urls: string[] };
