import { apiClient } from '@goalcoach/api';
import type { InviteCode } from '@goalcoach/contracts';
import { toast, toastFailure } from '@goalcoach/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, queryKeys } from '../../../shared/api/api-paths';

/** `POST /api/admin/invite-code`: a toast either way; on success the shown code is read again. */
export function useUpdateInviteCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiClient
        .post<InviteCode>(apiPaths.inviteCode, { code } satisfies InviteCode)
        .then((response) => response.data),
    onSuccess: ({ code }) => {
      toast({ title: 'Success', description: `Invite code updated to: ${code}` });
      void queryClient.invalidateQueries({ queryKey: queryKeys.inviteCode() });
    },
    onError: (error) => toastFailure('Error', error, 'Failed to update invite code'),
  });
}
