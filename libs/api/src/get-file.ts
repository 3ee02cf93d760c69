import { apiClient, type ApiClient, type QueryParams } from './api-client';
import { filenameFromContentDisposition } from './content-disposition';

export type FetchedFile = { blob: Blob; filename: string };

export type GetFileOptions = {
  /** Sent as the query string. */
  params?: QueryParams;
  /** The name when the answer's Content-Disposition gives none. */
  fallbackName: string;
  /** Told the bytes received so far as they arrive. */
  onProgress?: (receivedBytes: number) => void;
  client?: ApiClient;
};

/** The answer's bytes, counted for `onProgress` as they arrive when the body is a stream. */
async function readBlob(
  response: Response,
  onProgress?: (receivedBytes: number) => void,
): Promise<Blob> {
  if (!onProgress || !response.body) {
    const blob = await response.blob();
    onProgress?.(blob.size);
    return blob;
  }
  let received = 0;
  const counting = new TransformStream<Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>>({
    transform(chunk, controller) {
      received += chunk.byteLength;
      onProgress(received);
      controller.enqueue(chunk);
    },
  });
  // Read back through a Response, so the Blob is typed from the answer's headers as blob() does.
  return new Response(response.body.pipeThrough(counting), { headers: response.headers }).blob();
}

/**
 * GET `path` as a file to save: its bytes and the name the server gives it. Fetched rather than
 * followed as a link, so an error answer (an ended session, a refused range) is an `ApiError`
 * with the server's words, as for any other call, and never a file named after the error.
 */
export async function getFile(
  path: string,
  { params, fallbackName, onProgress, client = apiClient }: GetFileOptions,
): Promise<FetchedFile> {
  const response = await client.send('GET', path, { params });
  return {
    blob: await readBlob(response, onProgress),
    filename: filenameFromContentDisposition(
      response.headers.get('content-disposition'),
      fallbackName,
    ),
  };
}
