import { apiClient } from '@goalcoach/api';
import type { VisionProfile } from '@goalcoach/contracts';
import { toast, toastFailure } from '@goalcoach/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, queryKeys } from '../../../shared/api/api-paths';

/**
 * `DELETE /api/vision/voice-note`: the recording and its file are gone. `onDeleted` runs before
 * the player leaves the page, while its Delete button still exists.
 */
export function useDeleteVoiceNote(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.delete(apiPaths.voiceNote).then(() => undefined),
    onSuccess: () => {
      onDeleted();
      queryClient.setQueryData<VisionProfile>(
        queryKeys.profile(),
        (profile) => profile && { ...profile, voiceNote: null, audioFileName: null },
      );
      toast({
        title: 'Voice Note Deleted',
        description: 'Your voice note has been removed.',
        variant: 'success',
      });
    },
    onError: (error) =>
      toastFailure('Error', error, 'Failed to delete voice note. Please try again.'),
  });
}
