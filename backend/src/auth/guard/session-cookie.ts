import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../platform/config/app-config.js';
import { SIGNED_IN_HINT_COOKIE } from '../../platform/web/signed-in-hint-cookie.js';

const SESSION_COOKIE = 'gc_session';

function sessionCookieOptions(
  config: Pick<AppConfig, 'publicUrl'>,
  expires?: Date,
): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https:'),
    path: '/',
    ...(expires ? { expires } : {}),
  };
}

export function readSessionCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies?.[SESSION_COOKIE];
  return value ? value : undefined;
}

export function setSessionCookie(
  reply: FastifyReply,
  config: Pick<AppConfig, 'publicUrl'>,
  token: string,
  expires: Date,
): void {
  void reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(config, expires));
  void reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', {
    ...sessionCookieOptions(config, expires),
    httpOnly: false,
  });
}

export function clearSessionCookie(
  reply: FastifyReply,
  config: Pick<AppConfig, 'publicUrl'>,
): void {
  void reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(config));
  void reply.clearCookie(SIGNED_IN_HINT_COOKIE, {
    ...sessionCookieOptions(config),
    httpOnly: false,
  });
}
