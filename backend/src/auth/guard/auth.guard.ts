import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { AuthErrorCode, AuthException } from '../auth.exception.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { IS_PUBLIC } from './public.decorator.js';
import { readSessionCookie } from './session-cookie.js';
import './request-auth.js';

/** Health probes are for load balancers, which have no session. */
const ALWAYS_PUBLIC_PREFIXES = ['/api/health/'];
const ADMIN_PREFIX = '/api/admin/';

/**
 * On for every route: a live session is required unless the route is @Public(), and
 * /api/admin/* also requires an admin. Sets `request.auth` when the request has a session.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const path = request.url.split('?')[0] ?? '';
    if (ALWAYS_PUBLIC_PREFIXES.some((prefix) => path.startsWith(prefix))) return true;

    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;

    const token = readSessionCookie(request);
    const auth = token ? await this.sessions.resolve(token) : null;
    if (!auth) throw new AuthException(AuthErrorCode.NotSignedIn);
    request.auth = auth;

    if (
      (path === ADMIN_PREFIX.slice(0, -1) || path.startsWith(ADMIN_PREFIX)) &&
      !auth.user.isAdmin
    ) {
      throw new AuthException(AuthErrorCode.AdminOnly);
    }
    return true;
  }
}
