import { apiClient } from '@goalcoach/api';
import type { CalendarFeed, UpdateCalendarFeedRequest } from '@goalcoach/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths, queryKeys } from '../../../shared/api/api-paths';

/** The feed's address and settings (made by the server at the first read). */
export function useCalendarFeed() {
  return useQuery<CalendarFeed>({ queryKey: queryKeys.calendarFeed() });
}

/** A write's answer is the feed as it is now. */
function useStoreFeed() {
  const queryClient = useQueryClient();
  return (next: CalendarFeed) => queryClient.setQueryData(queryKeys.calendarFeed(), next);
}

export function useUpdateCalendarFeed() {
  const store = useStoreFeed();
  return useMutation({
    mutationFn: (request: UpdateCalendarFeedRequest) =>
      apiClient
        .patch<CalendarFeed>(apiPaths.calendarFeed, request)
        .then((response) => response.data),
    onSuccess: store,
  });
}

/** A new address: the old one stops working at once. */
export function useResetCalendarFeed() {
  const store = useStoreFeed();
  return useMutation({
    mutationFn: () =>
      apiClient.post<CalendarFeed>(apiPaths.calendarFeedReset).then((response) => response.data),
    onSuccess: store,
  });
}
