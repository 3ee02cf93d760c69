import type { CalendarFeedLinks } from '@goalcoach/contracts';
import { newOpaqueToken } from '../auth/sessions/opaque-token.js';

/** The file part of a feed's address: the token (32 random bytes, base64url) and `.ics`. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/**
 * A new feed token: 32 bytes from the system's CSPRNG, so 256 bits of entropy, written as 43
 * base64url characters. The token is the feed's only key and the right one is served from any
 * address, so guessing has to be hopeless by the length alone: a trillion guesses a second
 * against a billion live feeds would take more than 10^48 years on average to hit one.
 */
export function newFeedToken(): string {
  return newOpaqueToken();
}

/** The token of a feed address's last segment, or null when it cannot be one. */
export function tokenOfFeedFile(file: string): string | null {
  return FEED_FILE.exec(file)?.[1] ?? null;
}

/**
 * The feed's addresses, built from PUBLIC_URL (never from a request's Host header, which the
 * client chooses). `webcal:` is the same address for calendar apps, which fetch it over http(s).
 */
export function feedLinks(publicUrl: string, token: string): CalendarFeedLinks {
  const httpsUrl = `${publicUrl}/calendar/${token}.ics`;
  return { httpsUrl, webcalUrl: httpsUrl.replace(/^https?:/, 'webcal:') };
}
