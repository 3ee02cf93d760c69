import { describe, expect, it } from '@jest/globals';
import { createLogger } from './create-logger.js';

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ_-01234';

describe('createLogger', () => {
  it('masks a calendar feed address in every field of every line, children included', () => {
    const written: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void written.push(line) });
    logger.info({ url: `/calendar/${TOKEN}` }, 'request completed');
    logger.child({ reqId: 'r1' }).error(new Error(`fetch /calendar/${TOKEN}.ics failed`));
    logger.warn(`Slow query: GET /CALENDAR/${TOKEN}.ICS`);

    expect(written).toHaveLength(3);
    expect(written.join('')).not.toContain(TOKEN);
    const lines = written.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines[0]).toMatchObject({ url: '/calendar/<token>', msg: 'request completed' });
    expect(lines[1]).toMatchObject({ reqId: 'r1', msg: 'fetch /calendar/<token> failed' });
    expect(lines[2]).toMatchObject({ msg: 'Slow query: GET /calendar/<token>' });
  });
});
