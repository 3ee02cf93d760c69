import { getFile } from '@goalcoach/api';
import { saveBlob, toast } from '@goalcoach/ui';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../shared/api/api-paths';

/** Used when the answer names no file. */
const FALLBACK_FILENAME = 'goal-export.zip';

/** Downloads the goal as a Notion-compatible ZIP, with a toast on success or failure. */
export function useExportGoal(goalId: string) {
  return useMutation({
    mutationFn: () => getFile(apiPaths.goalExport(goalId), { fallbackName: FALLBACK_FILENAME }),
    onSuccess: ({ blob, filename }) => {
      saveBlob(blob, filename);
      toast({
        title: 'Export Complete',
        description: 'Your Notion-compatible ZIP file has been downloaded.',
        variant: 'success',
      });
    },
    onError: () =>
      toast({
        title: 'Export Failed',
        description: 'Failed to export goal. Please try again.',
        variant: 'destructive',
      }),
  });
}
