import type { VisionProfile } from '@goalcoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from './api-paths';

/** The statement and the voice note (`GET /api/vision/profile`). */
export function useVisionProfile() {
  return useQuery<VisionProfile>({ queryKey: queryKeys.profile() });
}
