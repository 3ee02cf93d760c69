import { getFile } from '@goalcoach/api';
import { saveBlob, toast, toastFailure } from '@goalcoach/ui';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../shared/api/api-paths';
import type { ExportRange } from '../utils/export-range';

/**
 * 'Export Usage Report': `GET /api/admin/usage.csv` for the range, saved under the server's name.
 * Fetched before it is saved, so a refusal (an ended session, a lost admin role) is a toast in the
 * server's words rather than a failed download named after the error.
 */
export function useExportUsage() {
  return useMutation({
    mutationFn: (range: ExportRange) =>
      getFile(apiPaths.usageCsv, {
        params: range,
        fallbackName: `usage-${range.from}-to-${range.to}.csv`,
      }),
    onSuccess: ({ blob, filename }) => {
      saveBlob(blob, filename);
      toast({
        title: 'Export Complete',
        description: `The usage report has been downloaded as ${filename}.`,
        variant: 'success',
      });
    },
    onError: (error) => toastFailure('Export Failed', error, 'Failed to export the usage report'),
  });
}
