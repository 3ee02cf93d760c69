export { apiClient, createApiClient, onUnauthorized, type UnauthorizedHandler } from './api-client';
export { ApiError, errorMessageOf, isApiError } from './api-error';
export { createQueryClient, defaultQueryFn, queryClient } from './query-client';
