import { getFile, isApiError } from '@goalcoach/api';
import { saveBlob, toast, toastFailure } from '@goalcoach/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiPaths } from '../../../shared/api/api-paths';
import type { ExportRange } from '../utils/export-range';

/**
 * 'Export Usage Report': `GET /api/admin/usage.csv` for the range, saved under the server's name.
 * Fetched whole before it is saved (the browser keeps a large file on disk, not in the page), so
 * a refusal is a toast in the server's words rather than a failed download named after the
 * error. `receivedBytes` follows the download while it runs.
 */
export function useExportUsage() {
  const [receivedBytes, setReceivedBytes] = useState(0);
  const mutation = useMutation({
    mutationFn: (range: ExportRange) => {
      setReceivedBytes(0);
      return getFile(apiPaths.usageCsv, {
        params: range,
        fallbackName: `usage-${range.from}-to-${range.to}.csv`,
        onProgress: setReceivedBytes,
      });
    },
    onSuccess: ({ blob, filename }) => {
      saveBlob(blob, filename);
      toast({
        title: 'Export Complete',
        description: `The usage report has been downloaded as ${filename}.`,
        variant: 'success',
      });
    },
    onError: (error) => {
      // An ended session: the shell already asks to sign in again, saying why.
      if (isApiError(error, 401)) return;
      toastFailure('Export Failed', error, 'Failed to export the usage report');
    },
  });
  return { ...mutation, receivedBytes };
}
