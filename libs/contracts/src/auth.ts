/**
 * `POST /api/auth/sign-up`: checks the invite code and creates the account and a session.
 * E-mail addresses are trimmed and compared without regard to case, here and everywhere.
 * Wrong invite codes here and at validate-invite count against one limit per client (429).
 */
export interface SignUpRequest {
  name: string;
  email: string;
  password: string;
  inviteCode: string;
  /** IANA time zone from the browser, e.g. `Europe/Berlin`; UTC when absent. */
  timeZone?: string;
}

/** `POST /api/auth/validate-invite`. */
export interface ValidateInviteRequest {
  inviteCode: string;
}

export interface ValidateInviteResponse {
  valid: true;
}

/** `POST /api/auth/sign-in`. */
export interface SignInRequest {
  email: string;
  password: string;
}

/**
 * `POST /api/auth/forgot-password`: the same answer whether or not the account exists; limited
 * per address and per client (429 with Retry-After).
 */
export interface ForgotPasswordRequest {
  email: string;
}

/** `POST /api/auth/reset-password`, with the token from the mailed link. */
export interface ResetPasswordRequest {
  token: string;
  newPassword: string;
}

/** `PATCH /api/auth/profile`. */
export interface UpdateProfileRequest {
  name: string;
  email: string;
  /** Left as it is when absent, so name and email alone still make a valid payload. */
  timeZone?: string;
}

/** `POST /api/auth/change-password`. */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

/**
 * `POST /api/auth/verify-admin-email`, signed in, with the token of the link mailed to the
 * ADMIN_EMAIL address: makes the signed-in account an admin if the link was sent to it and
 * its address is still that one. Answers the updated SessionUser.
 */
export interface VerifyAdminEmailRequest {
  token: string;
}

/** A plain confirmation for calls that have nothing else to say. */
export interface MessageResponse {
  message: string;
}

/** `GET` and `POST /api/admin/invite-code`. */
export interface InviteCode {
  code: string;
}
