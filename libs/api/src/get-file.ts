import type { AxiosInstance } from 'axios';
import { apiClient } from './api-client';
import { filenameFromContentDisposition } from './content-disposition';

export type FetchedFile = { blob: Blob; filename: string };

export type GetFileOptions = {
  /** Sent as the query string. */
  params?: Record<string, string | number>;
  /** The name when the answer's Content-Disposition gives none. */
  fallbackName: string;
  /** Told the bytes received so far as they arrive. */
  onProgress?: (receivedBytes: number) => void;
  client?: AxiosInstance;
};

/**
 * GET `path` as a file to save: its bytes and the name the server gives it. Fetched rather than
 * followed as a link, so an error answer (an ended session, a refused range) is an `ApiError`
 * with the server's words, as for any other call, and never a file named after the error.
 */
export async function getFile(
  path: string,
  { params, fallbackName, onProgress, client = apiClient }: GetFileOptions,
): Promise<FetchedFile> {
  const response = await client.get<Blob>(path, {
    params,
    responseType: 'blob',
    onDownloadProgress: onProgress && ((event) => onProgress(event.loaded)),
  });
  const disposition: unknown = response.headers['content-disposition'];
  return {
    blob: response.data,
    filename: filenameFromContentDisposition(
      typeof disposition === 'string' ? disposition : null,
      fallbackName,
    ),
  };
}
