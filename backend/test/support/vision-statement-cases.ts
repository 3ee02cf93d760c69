import { describe, expect, it } from '@jest/globals';
import type { VisionProfile } from '@goalcoach/contracts';
import { body, expectError } from './expect-response.js';
import { type VisionBoard } from './vision-board.js';
import { profileOf } from './vision-client.js';

/** The vision statement: kept trimmed, within 500 characters. */
export function describeStatementCases(board: VisionBoard): void {
  describe('statement', () => {
    it('starts with no statement and no voice note', async () => {
      expect(await profileOf(board.ann)).toEqual({
        visionStatement: null,
        audioFileName: null,
        voiceNote: null,
      });
    });

    it('keeps the statement trimmed and answers the profile', async () => {
      const response = await board.ann.post('/api/vision/statement', { statement: '  I teach.\n' });
      expect((await body<VisionProfile>(response)).visionStatement).toBe('I teach.');
      expect((await profileOf(board.ann)).visionStatement).toBe('I teach.');
      expect((await profileOf(board.ben)).visionStatement).toBeNull();
    });

    it('takes 500 characters and refuses blank or 501', async () => {
      const full = 'x'.repeat(500);
      await body(await board.ann.post('/api/vision/statement', { statement: full }));
      await expectError(
        await board.ann.post('/api/vision/statement', { statement: '   ' }),
        400,
        'Please write your vision statement.',
      );
      await expectError(
        await board.ann.post('/api/vision/statement', { statement: 'y'.repeat(501) }),
        400,
        'Vision statement must be at most 500 characters',
      );
      expect((await profileOf(board.ann)).visionStatement).toBe(full);
    });
  });
}
