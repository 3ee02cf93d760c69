import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'goalcoach:isPublic';

/** Opts a route (or a whole controller) out of the session requirement of the AuthGuard. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC, true);
