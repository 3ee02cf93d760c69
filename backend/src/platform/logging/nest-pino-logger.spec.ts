import { describe, expect, it } from '@jest/globals';
import { createLogger } from './create-logger.js';
import { NestPinoLogger } from './nest-pino-logger.js';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger('trace', {
    write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
  });
  return { nest: new NestPinoLogger(logger), lines };
}

describe('NestPinoLogger', () => {
  it('writes the context Nest passes last', () => {
    const { nest, lines } = capture();
    nest.log('Nest application successfully started', 'NestApplication');
    expect(lines[0]).toMatchObject({
      level: 'info',
      context: 'NestApplication',
      msg: 'Nest application successfully started',
    });
  });

  it('reads error(message, stack, context)', () => {
    const { nest, lines } = capture();
    nest.error('Boom', 'Error: Boom\n    at x.js:1', 'ExceptionsHandler');
    expect(lines[0]).toMatchObject({
      level: 'error',
      msg: 'Boom',
      stack: 'Error: Boom\n    at x.js:1',
      context: 'ExceptionsHandler',
    });
  });

  it('merges object messages and serialises errors', () => {
    const { nest, lines } = capture();
    nest.log({ msg: 'installation', installationId: 'abc' }, 'InstallationService');
    nest.warn(new Error('careful'), 'Somewhere');
    expect(lines[0]).toMatchObject({
      msg: 'installation',
      installationId: 'abc',
      context: 'InstallationService',
    });
    expect(lines[1]).toMatchObject({ level: 'warn', msg: 'careful', err: { message: 'careful' } });
  });

  it('maps verbose to trace and keeps debug and fatal', () => {
    const { nest, lines } = capture();
    nest.verbose('v');
    nest.debug('d');
    nest.fatal('f');
    expect(lines.map((line) => line.level)).toEqual(['trace', 'debug', 'fatal']);
  });
});
