export {
  apiClient,
  createApiClient,
  onUnauthorized,
  setApiTransport,
  type ApiClient,
  type ApiResponse,
  type ApiTransport,
  type FetchFunction,
  type HttpMethod,
  type QueryParams,
  type RequestOptions,
  type SendOptions,
  type UnauthorizedHandler,
} from './api-client';
export { ApiError, errorMessageOf, isApiError } from './api-error';
export { createQueryClient, defaultQueryFn, queryClient } from './query-client';
export { preloadQueries } from './preload-queries';
export { getFile, type FetchedFile, type GetFileOptions } from './get-file';
export * from './offline';
