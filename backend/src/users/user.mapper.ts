import type { SessionUser } from '@goalcoach/contracts';
import type { UserEntity } from './user.entity.js';

export function toSessionUser(user: UserEntity): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    isAdmin: user.isAdmin,
    timeZone: user.timeZone,
  };
}
