import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { IS_PUBLIC } from '../../platform/security/public.decorator.js';
import { AuthErrorCode, AuthException } from '../auth.exception.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { IS_ADMIN_ONLY } from './admin-only.decorator.js';
import { readSessionCookie } from './session-cookie.js';
import './request-auth.js';

/**
 * On for every route: a live session is required unless the route is @Public(), and an admin
 * unless it is not @AdminOnly(). Both come from the metadata of the handler the router matched,
 * never from the request's URL. Sets `request.auth` when the request has a session.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;

    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const token = readSessionCookie(request);
    const auth = token ? await this.sessions.resolve(token) : null;
    if (!auth) throw new AuthException(AuthErrorCode.NotSignedIn);
    request.auth = auth;

    if (this.reflector.getAllAndOverride<boolean>(IS_ADMIN_ONLY, targets) && !auth.user.isAdmin) {
      throw new AuthException(AuthErrorCode.AdminOnly);
    }
    return true;
  }
}
