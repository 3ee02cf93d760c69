import {
  VISION_EMOJI_MAX_LENGTH,
  VISION_MAX_IMAGES,
  VISION_UPLOAD_MAX_BYTES,
  firstGraphemes,
  isAllEmoji,
} from '@goalcoach/contracts';

/** One chosen file in the upload dialog, with what the user typed for it. */
export type UploadDraft = {
  key: string;
  file: File;
  /** An object URL of the file, revoked when the draft leaves the dialog. */
  previewUrl: string;
  caption: string;
  emoji: string;
  /** Why the last upload of this file failed. */
  error: string | null;
};

/** Chosen files are cut to the slots left on the board (5 images at most). */
export function fitToSlots(files: File[], imageCount: number): { chosen: File[]; leftOut: number } {
  const slots = Math.max(0, VISION_MAX_IMAGES - imageCount);
  const chosen = files.slice(0, slots);
  return { chosen, leftOut: files.length - chosen.length };
}

export function isTooLarge(file: File): boolean {
  return file.size > VISION_UPLOAD_MAX_BYTES;
}

/** Up to 2 emoji as a person sees them: a third one pasted or typed is dropped whole. */
export function limitEmoji(text: string): string {
  return firstGraphemes(text, VISION_EMOJI_MAX_LENGTH);
}

/** Why the server would refuse the emoji typed (it trims it first), or null when it is fine. */
export function emojiProblem(emoji: string): string | null {
  const trimmed = emoji.trim();
  if (trimmed === '' || isAllEmoji(trimmed)) return null;
  return `Emoji only, up to ${VISION_EMOJI_MAX_LENGTH}`;
}

export function leftOutMessage(leftOut: number, kept: number): string {
  const files = leftOut === 1 ? '1 file was' : `${leftOut} files were`;
  const fit = kept === 1 ? 'Only 1 more image fits' : `Only ${kept} more images fit`;
  return `${fit} on your board (${VISION_MAX_IMAGES} at most), so ${files} left out.`;
}

export function uploadButtonLabel(count: number): string {
  return count === 1 ? 'Upload 1 image' : `Upload ${count} images`;
}

export function imagesAddedText(count: number): string {
  return count === 1
    ? 'Your image has been added to your vision board.'
    : `${count} images have been added to your vision board.`;
}
