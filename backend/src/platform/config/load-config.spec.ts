import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig, withDatabaseUrl } from './load-config.js';

const ROOT = '/srv/goalcoach';

describe('loadConfig', () => {
  it('uses the documented defaults for an empty environment', () => {
    const config = loadConfig({}, ROOT);

    expect(config).toEqual({
      port: 3000,
      host: '0.0.0.0',
      nodeEnv: 'development',
      databaseUrl: null,
      dataDir: '/srv/goalcoach/.data',
      publicUrl: 'http://localhost:3000',
      feedbackUrl: null,
      remoteUrls: {
        mf_goals: '/remotes/mf-goals/remoteEntry.js',
        mf_habits: '/remotes/mf-habits/remoteEntry.js',
        mf_reviews: '/remotes/mf-reviews/remoteEntry.js',
        mf_vision: '/remotes/mf-vision/remoteEntry.js',
        mf_admin: '/remotes/mf-admin/remoteEntry.js',
      },
      webDistRoot: '/srv/goalcoach',
      serveWeb: true,
      logLevel: 'info',
      shutdownTimeoutMs: 10000,
      trustProxy: false,
      adminEmail: null,
      initialInviteCode: null,
      smtpUrl: null,
      mailFrom: 'GoalCoach <no-reply@localhost>',
      ai: {
        openaiApiKey: null,
        openaiBaseUrl: null,
        model: 'gpt-4o',
        temperature: 0.7,
        timeoutMs: 60_000,
        coachNoteDailyLimit: 10,
      },
      plans: { dailyLimit: 10, taskConcurrency: 6, workers: 4 },
      push: {
        vapidKeys: null,
        vapidSubject: 'mailto:webpush@localhost',
        serviceHosts: [
          'fcm.googleapis.com',
          'updates.push.services.mozilla.com',
          '*.push.apple.com',
          '*.notify.windows.com',
        ],
      },
      s3Storage: null,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        DATABASE_URL: 'postgres://app:secret@db:5432/goalcoach',
        DATA_DIR: '/var/lib/goalcoach',
        PUBLIC_URL: 'https://coach.example.com/',
        FEEDBACK_URL: 'https://forms.example.com/beta',
        REMOTE_URL_MF_GOALS: 'https://cdn.example.com/goals/remoteEntry.js',
        REMOTE_URL_MF_ADMIN: '/static/admin/remoteEntry.js',
        WEB_DIST_ROOT: 'web',
        SERVE_WEB: '0',
        LOG_LEVEL: 'warn',
        SHUTDOWN_TIMEOUT_MS: '2500',
      },
      ROOT,
    );

    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      nodeEnv: 'test',
      databaseUrl: 'postgres://app:secret@db:5432/goalcoach',
      dataDir: '/var/lib/goalcoach',
      publicUrl: 'https://coach.example.com',
      feedbackUrl: 'https://forms.example.com/beta',
      webDistRoot: '/srv/goalcoach/web',
      serveWeb: false,
      logLevel: 'warn',
      shutdownTimeoutMs: 2500,
    });
    expect(config.remoteUrls.mf_goals).toBe('https://cdn.example.com/goals/remoteEntry.js');
    expect(config.remoteUrls.mf_admin).toBe('/static/admin/remoteEntry.js');
    expect(config.remoteUrls.mf_habits).toBe('/remotes/mf-habits/remoteEntry.js');
  });

  it('reads the accounts and mail variables', () => {
    const config = loadConfig(
      {
        ADMIN_EMAIL: 'Boss@Example.com',
        INVITE_CODE: ' welcome-2025 ',
        SMTP_URL: 'smtp://user:pw@mail.example.com:587',
        MAIL_FROM: 'Coach <coach@example.com>',
      },
      ROOT,
    );
    expect(config).toMatchObject({
      adminEmail: 'Boss@Example.com',
      initialInviteCode: 'WELCOME-2025',
      smtpUrl: 'smtp://user:pw@mail.example.com:587',
      mailFrom: 'Coach <coach@example.com>',
    });
  });

  it('rejects a bad ADMIN_EMAIL and does not echo a bad SMTP_URL', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'nobody' }, ROOT)).toThrow(
      /ADMIN_EMAIL must be an e-mail address/,
    );
    expect(() => loadConfig({ SMTP_URL: 'http://u:hunter2@x' }, ROOT)).toThrow(
      /^(?!.*hunter2)[\s\S]*SMTP_URL must be an smtp/,
    );
  });

  it('derives PUBLIC_URL from PORT', () => {
    expect(loadConfig({ PORT: '4000' }, ROOT).publicUrl).toBe('http://localhost:4000');
  });

  it('treats blank values as unset', () => {
    const config = loadConfig({ PORT: '', FEEDBACK_URL: '  ', DATABASE_URL: '' }, ROOT);
    expect(config.port).toBe(3000);
    expect(config.feedbackUrl).toBeNull();
    expect(config.databaseUrl).toBeNull();
  });

  it('returns a frozen object', () => {
    const config = loadConfig({}, ROOT);
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.remoteUrls)).toBe(true);
  });

  it('names every invalid value in one error', () => {
    const attempt = () =>
      loadConfig(
        {
          PORT: 'eighty',
          NODE_ENV: 'staging',
          PUBLIC_URL: 'localhost:3000',
          REMOTE_URL_MF_VISION: 'ftp://x/remoteEntry.js',
          LOG_LEVEL: 'loud',
          SHUTDOWN_TIMEOUT_MS: '-1',
        },
        ROOT,
      );

    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'PORT must be an integer from 0 to 65535 (got "eighty")',
        'NODE_ENV must be one of production, development, test (got "staging")',
        'REMOTE_URL_MF_VISION must be an http(s) URL or a path starting with / (got "ftp://x/remoteEntry.js")',
        'PUBLIC_URL must be an http(s) URL (got "localhost:3000")',
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
        'SHUTDOWN_TIMEOUT_MS must be an integer from 0 to 600000 (got "-1")',
      ]);
    }
  });

  it('rejects a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' }, ROOT)).toThrow(/PORT must be an integer/);
  });

  it('does not echo an invalid DATABASE_URL, which may hold a password', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root:hunter2@db/x' }, ROOT)).toThrow(
      /^(?!.*hunter2)[\s\S]*DATABASE_URL must be a postgres:\/\/ URL/,
    );
  });

  it('withDatabaseUrl returns a frozen copy', () => {
    const config = withDatabaseUrl(loadConfig({}, ROOT), 'postgres://localhost/x');
    expect(config.databaseUrl).toBe('postgres://localhost/x');
    expect(Object.isFrozen(config)).toBe(true);
  });
});
