/** The vision board's limits. */
export const VISION_MAX_IMAGES = 5;
export const VISION_STATEMENT_MAX_LENGTH = 500;
export const VISION_CAPTION_MAX_LENGTH = 100;
/** Counted as a person sees them (graphemes): '👍🏽' and '🇩🇪' are one each. */
export const VISION_EMOJI_MAX_LENGTH = 2;
/** The elements to discover: image, statement, voice note. */
export const VISION_ELEMENT_COUNT = 3;

/** Largest image or voice note upload, in bytes; larger ones answer 413. */
export const VISION_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Longest side of a stored image, in pixels; larger images are scaled down. */
export const VISION_IMAGE_MAX_SIDE = 2048;
/** The longest voice note, in seconds. */
export const VISION_VOICE_NOTE_MAX_SECONDS = 180;

/** What the image picker offers; the server decides by content, not by this list. */
export const VISION_IMAGE_ACCEPT =
  'image/jpeg,image/png,image/webp,image/gif,image/heic,image/heif,image/avif';

/** `GET /api/vision/images`: oldest first. Paths are served only to the owner. */
export interface VisionImage {
  id: string;
  /** The re-encoded image (longest side at most 2048 px); an immutable URL. */
  imagePath: string;
  /** A small version for the gallery; an immutable URL. */
  thumbnailPath: string;
  caption: string | null;
  emoji: string | null;
  width: number;
  height: number;
  createdAt: string;
}

/** The voice note as stored: one per user, a new one replaces the old. */
export interface VoiceNote {
  /** The recording; an immutable URL served only to the owner. */
  audioPath: string;
  /** The audio type found in the content: audio/webm, audio/ogg or audio/mp4. */
  contentType: string;
  durationSeconds: number;
  createdAt: string;
}

/** `GET /api/vision/profile`. */
export interface VisionProfile {
  /** Null until the user writes one. */
  visionStatement: string | null;
  /** The voice note's file name, null when there is none. */
  audioFileName: string | null;
  voiceNote: VoiceNote | null;
}

/** `POST /api/vision/statement`: trimmed, 1 to 500 characters. Answers the profile. */
export interface UpdateVisionStatementRequest {
  statement: string;
}

/**
 * `POST /api/vision/images` is multipart: `image` (the file), optional `caption` (up to 100
 * characters) and `emoji` (up to 2 emoji). Answers the new VisionImage (201).
 * `PUT /api/vision/voice-note` is multipart: `audio`. Answers the profile.
 * `DELETE /api/vision/voice-note` answers 204.
 */
export const VISION_IMAGE_FIELD = 'image';
export const VISION_AUDIO_FIELD = 'audio';
