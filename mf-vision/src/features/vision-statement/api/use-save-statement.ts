import { apiClient } from '@goalcoach/api';
import type { UpdateVisionStatementRequest, VisionProfile } from '@goalcoach/contracts';
import { toast, toastFailure } from '@goalcoach/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, queryKeys } from '../../../shared/api/api-paths';

/** `POST /api/vision/statement` with a 'Vision Statement Updated' toast. */
export function useSaveStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateVisionStatementRequest) =>
      apiClient.post<VisionProfile>(apiPaths.statement, request).then((response) => response.data),
    onSuccess: (profile) => {
      queryClient.setQueryData(queryKeys.profile(), profile);
      toast({
        title: 'Vision Statement Updated',
        description: 'Your vision statement has been saved.',
        variant: 'success',
      });
    },
    onError: (error) =>
      toastFailure('Error', error, 'Failed to update vision statement. Please try again.'),
  });
}
