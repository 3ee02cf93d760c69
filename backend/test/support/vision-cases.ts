import { describe } from '@jest/globals';
import { visionBoard } from './vision-board.js';
import { describeFileCases } from './vision-file-cases.js';
import { describeImageCases } from './vision-image-cases.js';
import { describeRefusalCases } from './vision-refusal-cases.js';
import { describeStatementCases } from './vision-statement-cases.js';
import type { VisionStorage } from './vision-storage.js';
import { describeVoiceCases } from './vision-voice-cases.js';

/** The vision board over HTTP on real PostgreSQL, with files in the given storage. */
export function describeVisionBoard(storageName: string, start: () => Promise<VisionStorage>) {
  describe(`vision board with files in ${storageName}`, () => {
    const board = visionBoard(start);
    describeStatementCases(board);
    describeImageCases(board);
    describeRefusalCases(board);
    describeVoiceCases(board);
    describeFileCases(board);
  });
}
