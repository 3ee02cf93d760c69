export { apiClient, onUnauthorized, setApiTransport, type FetchFunction } from './api-client';
export { ApiError, errorMessageOf, isApiError } from './api-error';
export { createQueryClient, queryClient } from './query-client';
export { preloadQueries } from './preload-queries';
export { getFile } from './get-file';
export * from './offline';
