import { apiClient } from '@goalcoach/api';
import { toast } from '@goalcoach/ui';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../shared/api/api-paths';
import { filenameFromContentDisposition } from '../utils/content-disposition';
import { saveBlob } from '../utils/save-blob';

/** Downloads the goal as a Notion-compatible ZIP (SPEC §7, §8). */
export function useExportGoal(goalId: string) {
  return useMutation({
    mutationFn: async () => {
      const response = await apiClient.get<Blob>(apiPaths.goalExport(goalId), {
        responseType: 'blob',
      });
      const disposition = response.headers['content-disposition'];
      return {
        blob: response.data,
        filename: filenameFromContentDisposition(
          typeof disposition === 'string' ? disposition : null,
        ),
      };
    },
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
