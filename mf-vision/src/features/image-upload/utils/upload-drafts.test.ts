import { VISION_UPLOAD_MAX_BYTES } from '@goalcoach/contracts';
import { aFile } from '../../../shared/test/fixtures';
import {
  emojiProblem,
  fitToSlots,
  imagesAddedText,
  isTooLarge,
  leftOutMessage,
  limitEmoji,
  uploadButtonLabel,
} from './upload-drafts';

describe('upload drafts', () => {
  it('cuts the chosen files to the slots left, in the order chosen', () => {
    const files = ['a.png', 'b.png', 'c.png'].map((name) => aFile(name));
    expect(fitToSlots(files, 0)).toEqual({ chosen: files, leftOut: 0 });
    const cut = fitToSlots(files, 4);
    expect(cut.chosen.map((file) => file.name)).toEqual(['a.png']);
    expect(cut.leftOut).toBe(2);
    expect(fitToSlots(files, 5)).toEqual({ chosen: [], leftOut: 3 });
  });

  it('keeps up to 2 emoji as a person sees them', () => {
    expect(limitEmoji('👍🏽🇩🇪🎉')).toBe('👍🏽🇩🇪');
    expect(limitEmoji('👨‍👩‍👧✨')).toBe('👨‍👩‍👧✨');
    expect(limitEmoji('🎉')).toBe('🎉');
  });

  it('accepts emoji only, or nothing, as the server does', () => {
    expect(emojiProblem('')).toBeNull();
    expect(emojiProblem('  ')).toBeNull();
    expect(emojiProblem(' 👍🏽🇩🇪 ')).toBeNull();
    expect(emojiProblem('1️⃣')).toBeNull();
    expect(emojiProblem('ab')).toBe('Emoji only, up to 2');
    expect(emojiProblem('🎉a')).toBe('Emoji only, up to 2');
    expect(emojiProblem('7')).toBe('Emoji only, up to 2');
  });

  it('flags files over 10 MB only', () => {
    expect(isTooLarge(aFile('ok.png', { size: VISION_UPLOAD_MAX_BYTES }))).toBe(false);
    expect(isTooLarge(aFile('big.png', { size: VISION_UPLOAD_MAX_BYTES + 1 }))).toBe(true);
  });

  it('says how many files were left out', () => {
    expect(leftOutMessage(2, 1)).toBe(
      'Only 1 more image fits on your board (5 at most), so 2 files were left out.',
    );
    expect(leftOutMessage(1, 3)).toBe(
      'Only 3 more images fit on your board (5 at most), so 1 file was left out.',
    );
  });

  it('counts images in the texts', () => {
    expect(uploadButtonLabel(1)).toBe('Upload 1 image');
    expect(uploadButtonLabel(3)).toBe('Upload 3 images');
    expect(imagesAddedText(1)).toBe('Your image has been added to your vision board.');
    expect(imagesAddedText(2)).toBe('2 images have been added to your vision board.');
  });
});
