import { apiClient } from '@goalcoach/api';
import type { SessionUser, VerifyAdminEmailRequest } from '@goalcoach/contracts';

/** Confirms the link mailed to the ADMIN_EMAIL address; answers the (now admin) signed-in user. */
export function verifyAdminEmail(body: VerifyAdminEmailRequest): Promise<SessionUser> {
  return apiClient.post<SessionUser>('/auth/verify-admin-email', body).then((r) => r.data);
}
