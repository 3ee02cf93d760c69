import { describe, expect, it } from '@jest/globals';
import { type CsrfRequest, checkCsrf } from './same-origin.js';

const ORIGIN = 'https://coach.example.com';
const post = (extra: Partial<CsrfRequest>): CsrfRequest => ({
  method: 'POST',
  origin: ORIGIN,
  host: 'coach.example.com',
  contentType: 'application/json',
  fetchSite: undefined,
  hasBody: true,
  ...extra,
});

describe('checkCsrf', () => {
  it('accepts a same-origin JSON call and a call without Origin (not a browser)', () => {
    expect(checkCsrf(post({}), ORIGIN)).toEqual({ ok: true });
    expect(checkCsrf(post({ origin: undefined }), ORIGIN)).toEqual({ ok: true });
    expect(checkCsrf(post({ contentType: 'application/json; charset=utf-8' }), ORIGIN).ok).toBe(
      true,
    );
    expect(checkCsrf(post({ contentType: 'multipart/form-data; boundary=x' }), ORIGIN).ok).toBe(
      true,
    );
  });

  it('refuses another origin, including "null"', () => {
    for (const origin of ['https://evil.example', 'null', 'http://coach.example.com']) {
      expect(checkCsrf(post({ origin }), ORIGIN)).toEqual({
        ok: false,
        statusCode: 403,
        message: 'Cross-site request refused',
      });
    }
  });

  it('refuses what the browser itself calls cross-site, even without an Origin', () => {
    expect(checkCsrf(post({ origin: undefined, fetchSite: 'cross-site' }), ORIGIN).ok).toBe(false);
    expect(checkCsrf(post({ fetchSite: 'cross-site' }), ORIGIN).ok).toBe(false);
    expect(checkCsrf(post({ fetchSite: 'same-origin' }), ORIGIN).ok).toBe(true);
    expect(checkCsrf(post({ method: 'GET', fetchSite: 'cross-site' }), ORIGIN).ok).toBe(true);
  });

  it('accepts the address the browser really used (127.0.0.1 for localhost, a LAN IP)', () => {
    const local = 'http://localhost:3000';
    const viaIp = post({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' });
    expect(checkCsrf(viaIp, local)).toEqual({ ok: true });
    const viaLan = post({ origin: 'http://192.168.1.20:3000', host: '192.168.1.20:3000' });
    expect(checkCsrf(viaLan, local)).toEqual({ ok: true });
  });

  it('refuses a page whose origin is not the host it posts to', () => {
    const forged = post({ origin: 'https://evil.example', host: 'coach.example.com' });
    expect(checkCsrf(forged, ORIGIN).ok).toBe(false);
    expect(checkCsrf(post({ origin: 'null', host: 'null' }), ORIGIN).ok).toBe(false);
  });

  it('refuses the content types an HTML form can send', () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      expect(checkCsrf(post({ contentType }), ORIGIN)).toMatchObject({
        ok: false,
        statusCode: 415,
      });
    }
    expect(checkCsrf(post({ contentType: undefined }), ORIGIN)).toMatchObject({ statusCode: 415 });
  });

  it('accepts a bodiless call without a content type', () => {
    expect(checkCsrf(post({ contentType: undefined, hasBody: false }), ORIGIN).ok).toBe(true);
  });

  it('leaves reads alone', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect(checkCsrf(post({ method, origin: 'https://evil.example' }), ORIGIN).ok).toBe(true);
    }
  });

  it('checks every write, whatever its path', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(checkCsrf(post({ method, origin: 'https://evil.example' }), ORIGIN).ok).toBe(false);
    }
  });
});
