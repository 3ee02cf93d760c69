import type { InviteCode } from '@goalcoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/api/api-paths';

/** `GET /api/admin/invite-code`: the code new accounts need now. */
export function useInviteCode() {
  return useQuery<InviteCode>({ queryKey: queryKeys.inviteCode(), refetchOnMount: 'always' });
}
