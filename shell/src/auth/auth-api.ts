import { apiClient } from '@goalcoach/api';
import type {
  ChangePasswordRequest,
  ForgotPasswordRequest,
  ResetPasswordRequest,
  SessionUser,
  SignInRequest,
  SignUpRequest,
  UpdateProfileRequest,
  ValidateInviteRequest,
  VerifyAdminEmailRequest,
} from '@goalcoach/contracts';

/** The account calls (`/api/auth/*`); errors arrive as ApiError (`"<status>: <body>"`). */
export const authApi = {
  // A 401 here is the answer "Invalid email or password", not an ended session.
  signIn: (body: SignInRequest) =>
    apiClient
      .post<SessionUser>('/auth/sign-in', body, { expectUnauthorized: true })
      .then((r) => r.data),
  signUp: (body: SignUpRequest) =>
    apiClient.post<SessionUser>('/auth/sign-up', body).then((r) => r.data),
  validateInvite: (body: ValidateInviteRequest) =>
    apiClient.post('/auth/validate-invite', body).then(() => undefined),
  signOut: () => apiClient.post('/auth/sign-out', {}).then(() => undefined),
  forgotPassword: (body: ForgotPasswordRequest) =>
    apiClient.post('/auth/forgot-password', body).then(() => undefined),
  resetPassword: (body: ResetPasswordRequest) =>
    apiClient.post('/auth/reset-password', body).then(() => undefined),
  updateProfile: (body: UpdateProfileRequest) =>
    apiClient.patch<SessionUser>('/auth/profile', body).then((r) => r.data),
  changePassword: (body: ChangePasswordRequest) =>
    apiClient.post('/auth/change-password', body).then(() => undefined),
  /** Confirms the link mailed to the ADMIN_EMAIL address; answers the (now admin) user. */
  verifyAdminEmail: (body: VerifyAdminEmailRequest) =>
    apiClient.post<SessionUser>('/auth/verify-admin-email', body).then((r) => r.data),
};

/** The browser's IANA time zone, sent at sign-up: "today" is the user's own day. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
