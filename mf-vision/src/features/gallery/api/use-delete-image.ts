import { apiClient } from '@goalcoach/api';
import type { VisionImage } from '@goalcoach/contracts';
import { toast, toastFailure } from '@goalcoach/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, queryKeys } from '../../../shared/api/api-paths';
import { invalidateVision } from '../../../shared/api/invalidate-vision';

/**
 * `DELETE /api/vision/images/:id` with an 'Image Deleted' toast; the file goes with it.
 * `onDeleted` runs before the image leaves the gallery, while its card still exists.
 */
export function useDeleteImage(imageId: string, onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.delete(apiPaths.image(imageId)).then(() => undefined),
    onSuccess: () => {
      onDeleted();
      queryClient.setQueryData<VisionImage[]>(queryKeys.images(), (images) =>
        images?.filter((image) => image.id !== imageId),
      );
      void invalidateVision(queryClient);
      toast({
        title: 'Image Deleted',
        description: 'The image has been removed from your vision board.',
        variant: 'success',
      });
    },
    onError: (error) => toastFailure('Error', error, 'Failed to delete image. Please try again.'),
  });
}
