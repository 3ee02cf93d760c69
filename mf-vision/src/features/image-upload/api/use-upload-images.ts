import { errorMessageOf } from '@goalcoach/api';
import { toast, toastFailure } from '@goalcoach/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateVision } from '../../../shared/api/invalidate-vision';
import { imagesAddedText, type UploadDraft } from '../utils/upload-drafts';
import { uploadImage } from './upload-image';

type UploadRun = {
  drafts: UploadDraft[];
  onUploaded: (key: string) => void;
  onFailed: (key: string, message: string) => void;
};

type UploadOutcome = { uploaded: number; failed: number; firstFailure: unknown };

async function uploadInOrder({ drafts, onUploaded, onFailed }: UploadRun) {
  const outcome: UploadOutcome = { uploaded: 0, failed: 0, firstFailure: undefined };
  for (const draft of drafts) {
    try {
      await uploadImage(draft);
      outcome.uploaded += 1;
      onUploaded(draft.key);
    } catch (error) {
      if (outcome.failed === 0) outcome.firstFailure = error;
      outcome.failed += 1;
      // The file's own error: the server's message, or this one.
      onFailed(draft.key, errorMessageOf(error, 'Failed to upload image'));
    }
  }
  return outcome;
}

/**
 * Uploads the drafts one by one, in order, and reports each; then one toast (only one shows at
 * a time): 'Upload Failed' when any failed, else 'Image Added'.
 */
export function useUploadImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadInOrder,
    onSuccess: ({ uploaded, failed, firstFailure }) => {
      if (failed > 0) {
        toastFailure('Upload Failed', firstFailure, 'Failed to upload image. Please try again.');
      } else {
        toast({ title: 'Image Added', description: imagesAddedText(uploaded), variant: 'success' });
      }
    },
    onSettled: () => invalidateVision(queryClient),
  });
}
