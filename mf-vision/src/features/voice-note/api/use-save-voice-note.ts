import { apiClient } from '@goalcoach/api';
import { VISION_AUDIO_FIELD, type VisionProfile } from '@goalcoach/contracts';
import { toast, toastFailure } from '@goalcoach/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, queryKeys } from '../../../shared/api/api-paths';
import { voiceNoteFileName } from '../lib/recorder-support';
import type { VoiceRecording } from '../hooks/use-voice-recorder';

/** `PUT /api/vision/voice-note` as multipart: the new note replaces the old one. */
export function useSaveVoiceNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ blob, mimeType }: Pick<VoiceRecording, 'blob' | 'mimeType'>) => {
      const form = new FormData();
      form.append(VISION_AUDIO_FIELD, blob, voiceNoteFileName(mimeType));
      return apiClient
        .put<VisionProfile>(apiPaths.voiceNote, form)
        .then((response) => response.data);
    },
    onSuccess: (profile) => {
      queryClient.setQueryData(queryKeys.profile(), profile);
      toast({
        title: 'Voice Note Saved',
        description: 'Your voice note is on your vision board.',
        variant: 'success',
      });
    },
    onError: (error) =>
      toastFailure('Upload Failed', error, 'Failed to upload voice note. Please try again.'),
  });
}
