import { offlineWriteKeys, type CheckInWrite } from '@goalcoach/api';
import type { CheckIn, CreateCheckInRequest } from '@goalcoach/contracts';
import { toast, toastFailure } from '@goalcoach/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { format, parseISO } from 'date-fns';
import { queryKeys } from '../../../shared/api/api-paths';
import { invalidateCheckInViews } from '../../../shared/api/invalidate-check-in-views';
import { withExpectedCheckIn } from '../utils/expected-check-in';
import { checkInSavedMessage } from '../utils/check-in-draft';

/**
 * The check-in as a write that can wait on the device, named by its day: the request's date,
 * the person's day, which the browser's own zone may see as another.
 */
export function checkInWrite(request: CreateCheckInRequest, madeAt = new Date()): CheckInWrite {
  const day = request.date ? parseISO(request.date) : madeAt;
  return { request, what: `Your check-in of ${format(day, 'EEE d MMM')}` };
}

/**
 * `POST /api/checkin`, told in a toast either way (saved, or the server's reason for failing); a
 * second one the same day updates that day's (so
 * one sent twice changes nothing). Works offline: sent by the function registered for
 * `offlineWriteKeys.checkIn` once the network is back.
 */
export function useSaveCheckIn() {
  const queryClient = useQueryClient();
  return useMutation<CheckIn, Error, CheckInWrite>({
    mutationKey: offlineWriteKeys.checkIn,
    // Optimistic, so one kept on the device offline shows (and prefills the dialog) until sent.
    onMutate: async ({ request }) => {
      const [checkInsRoot] = queryKeys.checkIns();
      await queryClient.cancelQueries({ queryKey: [checkInsRoot] });
      queryClient.setQueriesData<CheckIn[]>(
        { queryKey: [checkInsRoot] },
        (list) => list && withExpectedCheckIn(list, request),
      );
    },
    onSuccess: (_checkIn, { request }) => {
      toast({ ...checkInSavedMessage(request.completedDailyAction), variant: 'success' });
      void invalidateCheckInViews(queryClient);
    },
    onError: (error) => {
      toastFailure('Error', error, 'Failed to save check-in');
      void invalidateCheckInViews(queryClient);
    },
  });
}
