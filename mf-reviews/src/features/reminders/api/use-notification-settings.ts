import { apiClient } from '@goalcoach/api';
import type { NotificationSettings } from '@goalcoach/contracts';
import { toastFailure } from '@goalcoach/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths, queryKeys } from '../../../shared/api/api-paths';

/** The reminder settings: the server's, so they follow the user across devices. */
export function useNotificationSettings() {
  return useQuery<NotificationSettings>({ queryKey: queryKeys.notificationSettings() });
}

/** Saves the reminder settings as they change (there is no Save button). */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    // One save at a time, in order: a later change must not be overtaken by an earlier one.
    scope: { id: 'notification-settings' },
    mutationFn: (settings: NotificationSettings) =>
      apiClient
        .put<NotificationSettings>(apiPaths.notificationSettings, settings)
        .then((response) => response.data),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.notificationSettings(), saved),
    onError: (error) =>
      toastFailure('Error', error, 'Failed to save reminder settings. Please try again.'),
  });
}
