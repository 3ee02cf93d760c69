import { type ExecutionContext, createParamDecorator } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AuthErrorCode, AuthException } from '../auth.exception.js';
import './request-auth.js';

/** The signed-in user (UserEntity) of a route the AuthGuard protects. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const auth = context.switchToHttp().getRequest<FastifyRequest>().auth;
  if (!auth) throw new AuthException(AuthErrorCode.NotSignedIn);
  return auth.user;
});
