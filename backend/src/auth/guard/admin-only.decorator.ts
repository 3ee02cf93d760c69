import { SetMetadata } from '@nestjs/common';

export const IS_ADMIN_ONLY = 'goalcoach:isAdminOnly';

/**
 * Only admins reach the route (or every route of the controller): the AuthGuard reads this from
 * the route the router matched, never from the URL, so no spelling of a path can skip it.
 */
export const AdminOnly = (): MethodDecorator & ClassDecorator => SetMetadata(IS_ADMIN_ONLY, true);
