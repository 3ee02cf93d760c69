import { apiClient } from '@goalcoach/api';
import { LOOP_IMPORT_FILE_FIELD, type LoopImportResult } from '@goalcoach/contracts';
import { toast } from '@goalcoach/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../shared/api/api-paths';
import { invalidateHabitsAndEntries } from '../../../shared/api/invalidate';
import { importSummary } from '../utils/import-summary';

/** `POST /api/habits/import/loop` with the ZIP; a dry run only answers what it would do. */
function sendLoopExport(file: File, dryRun: boolean): Promise<LoopImportResult> {
  const form = new FormData();
  form.append(LOOP_IMPORT_FILE_FIELD, file, file.name);
  return apiClient
    .post<LoopImportResult>(apiPaths.importLoop, form, {
      params: dryRun ? { dryRun: 'true' } : undefined,
    })
    .then((response) => response.data);
}

/** The preview: what importing the file would write. Errors are shown in the dialog. */
export function useLoopImportPreview() {
  return useMutation({ mutationFn: (file: File) => sendLoopExport(file, true) });
}

/** The import itself; the list, entries and charts are read again after it. */
export function useLoopImport(onImported: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => sendLoopExport(file, false),
    onSuccess: (result) => {
      void invalidateHabitsAndEntries(queryClient);
      toast({
        title: 'Habits Imported',
        description: `${importSummary(result)} from Loop Habit Tracker.`,
        variant: 'success',
      });
      onImported();
    },
  });
}
