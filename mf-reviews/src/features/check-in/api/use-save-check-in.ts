import { apiClient } from '@goalcoach/api';
import type { CheckIn, CreateCheckInRequest } from '@goalcoach/contracts';
import { toast, toastFailure } from '@goalcoach/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../shared/api/api-paths';
import { invalidateCheckInViews } from '../../../shared/api/invalidate-check-in-views';
import { checkInSavedMessage } from '../utils/check-in-draft';

/** `POST /api/checkin` with SPEC §8's toasts; a second one the same day updates that day's. */
export function useSaveCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateCheckInRequest) =>
      apiClient.post<CheckIn>(apiPaths.checkIn, request).then((response) => response.data),
    onSuccess: (_checkIn, request) => {
      toast({ ...checkInSavedMessage(request.completedDailyAction), variant: 'success' });
      void invalidateCheckInViews(queryClient);
    },
    onError: (error) => toastFailure('Error', error, 'Failed to save check-in'),
  });
}
