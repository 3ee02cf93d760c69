import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Body, Controller, Get, Module, NotFoundException, Post } from '@nestjs/common';
import { Type } from 'class-transformer';
import {
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { type CapturedLogs, type TestApp, captureLogs, startTestApp } from './support/test-app.js';
import { type TestDatabase, createTestDatabase } from './support/test-database.js';
import { Public } from '../src/platform/security/public.decorator.js';

const SECRET = 'connection to 10.0.0.7 refused for user app_owner';

class TagDto {
  @IsString()
  label!: string;
}

class CreateThingDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(20)
  title!: string;

  @IsInt()
  @Min(0)
  count!: number;

  @IsOptional()
  @ValidateNested()
  @Type(() => TagDto)
  tag?: TagDto;
}

/** Only for these tests: routes that validate, throw, or fail. */
@Public()
@Controller('test')
class ThingsTestController {
  @Post('things')
  create(@Body() body: CreateThingDto): CreateThingDto {
    return body;
  }

  @Get('missing-thing')
  missing(): never {
    throw new NotFoundException('Thing not found');
  }

  @Get('crash')
  crash(): never {
    throw new Error(SECRET);
  }
}

@Module({ controllers: [ThingsTestController] })
class ThingsTestModule {}

function postJson(app: TestApp, path: string, body: unknown): Promise<Response> {
  return app.get(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('HTTP platform', () => {
  let db: TestDatabase;
  let app: TestApp;
  let logs: CapturedLogs;

  beforeAll(async () => {
    db = await createTestDatabase();
    logs = captureLogs();
    app = await startTestApp(
      {
        DATABASE_URL: db.url,
        REMOTE_URL_MF_GOALS: 'https://cdn.example.com/goals/remoteEntry.js',
      },
      { extraModules: [ThingsTestModule], ...logs.options },
    );
  });

  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  describe('validation', () => {
    it('passes a valid body through, transformed into the DTO', async () => {
      const response = await postJson(app, '/api/test/things', {
        title: 'Run',
        count: 3,
        tag: { label: 'x' },
      });
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ title: 'Run', count: 3, tag: { label: 'x' } });
    });

    it('answers 400 with every reason', async () => {
      const response = await postJson(app, '/api/test/things', {
        title: '',
        count: -1,
        tag: { label: 7 },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        statusCode: 400,
        message:
          'title should not be empty; count must not be less than 0; tag.label must be a string',
        errors: [
          'title should not be empty',
          'count must not be less than 0',
          'tag.label must be a string',
        ],
      });
    });

    it('refuses fields the DTO does not declare', async () => {
      const response = await postJson(app, '/api/test/things', {
        title: 'Run',
        count: 1,
        userId: 'someone-else',
        isAdmin: true,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        statusCode: 400,
        message: 'property userId should not exist; property isAdmin should not exist',
        errors: ['property userId should not exist', 'property isAdmin should not exist'],
      });
    });

    it('answers 400, not 500, to malformed JSON', async () => {
      const response = await postJson(app, '/api/test/things', '{"title": ');
      expect(response.status).toBe(400);
      const body = (await response.json()) as { statusCode: number; message: string };
      expect(body.statusCode).toBe(400);
      expect(body.message).toMatch(/JSON/);
    });

    it('answers 413 to a body over 1 MiB', async () => {
      const response = await postJson(app, '/api/test/things', {
        title: 'x',
        count: 1,
        padding: 'x'.repeat(1024 * 1024),
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ statusCode: 413 });
    });
  });

  describe('errors', () => {
    it('keeps the status and message of an HttpException', async () => {
      const response = await app.get('/api/test/missing-thing');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ statusCode: 404, message: 'Thing not found' });
    });

    it('answers an unexpected error with a bare 500 and logs it with the request id', async () => {
      const response = await app.get('/api/test/crash');
      const requestId = response.headers.get('x-request-id');
      const text = await response.text();

      expect(response.status).toBe(500);
      expect(JSON.parse(text)).toEqual({
        statusCode: 500,
        message: 'Internal server error',
        requestId,
      });
      expect(text).not.toContain('10.0.0.7');
      expect(text).not.toContain('stack');

      const logged = await logs.waitFor(
        (line) => line.msg === 'request failed' && line.reqId === requestId,
      );
      expect(logged).toMatchObject({ level: 'error', err: { message: SECRET } });
    });

    it('answers an unknown API path with a JSON 404', async () => {
      for (const [method, path] of [
        ['GET', '/api/nothing-here'],
        ['POST', '/api/nothing/here'],
        ['GET', '/api'],
      ] as const) {
        const response = await app.get(path, { method });
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ statusCode: 404, message: 'Not found' });
      }
    });

    it('answers a path that does not decode with a 400 in the API shape, not quoting it back', async () => {
      for (const path of ['/api/goals/%ED%B0%80', '/api/tasks/%', '/api/test/%C0%AF']) {
        const response = await app.get(path);
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          statusCode: 400,
          message: 'The address is not a valid URL',
        });
      }
    });
  });

  describe('request ids and logs', () => {
    it('echoes a well-formed incoming request id', async () => {
      const response = await app.get('/api/health/live', {
        headers: { 'x-request-id': 'lb-1234.abc' },
      });
      expect(response.headers.get('x-request-id')).toBe('lb-1234.abc');
    });

    it('replaces a malformed one with a UUID', async () => {
      const response = await app.get('/api/health/live', {
        headers: { 'x-request-id': 'x'.repeat(65) },
      });
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('writes one JSON line per request', async () => {
      const response = await app.get('/api/health/live?token=secret', {
        headers: { 'x-request-id': 'one-line-test' },
      });
      await response.text();

      await logs.waitFor((line) => line.reqId === 'one-line-test');
      const lines = logs.lines.filter((line) => line.reqId === 'one-line-test');
      expect(lines).toEqual([
        expect.objectContaining({
          level: 'info',
          msg: 'request completed',
          reqId: 'one-line-test',
          method: 'GET',
          url: '/api/health/live',
          status: 200,
          durationMs: expect.any(Number),
        }),
      ]);
    });
  });

  describe('security headers', () => {
    it('sends helmet headers with a CSP that allows the remote origins', async () => {
      const response = await app.get('/api/health/live');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('strict-transport-security')).toBeNull();
      expect(response.headers.get('permissions-policy')).toBe(
        'microphone=(self), camera=(), geolocation=(), payment=()',
      );

      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self' https://cdn.example.com");
      expect(csp).toContain("style-src 'self' 'unsafe-inline' https://cdn.example.com");
      expect(csp).toContain("connect-src 'self' https://cdn.example.com");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("media-src 'self' blob:");
      expect(csp).not.toContain('upgrade-insecure-requests');
    });

    it('sends them on errors too', async () => {
      const response = await app.get('/api/nothing-here');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('x-request-id')).toBeTruthy();
    });
  });
});
