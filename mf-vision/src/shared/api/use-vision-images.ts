import type { VisionImage } from '@goalcoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from './api-paths';

/** The user's vision images, oldest first (`GET /api/vision/images`). */
export function useVisionImages() {
  return useQuery<VisionImage[]>({ queryKey: queryKeys.images() });
}
