/** `GET /api/auth/user`: the signed-in user (401 when signed out). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  isAdmin: boolean;
  timeZone: string;
}
