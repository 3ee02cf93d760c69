import { VISION_UPLOAD_MAX_BYTES } from '@goalcoach/contracts';

/**
 * The limits of every multipart request (registered once in create-app.ts): one file, a few
 * short text fields. Busboy stops at them, so an oversize upload is never buffered whole.
 */
export const UPLOAD_LIMITS = {
  fileSize: VISION_UPLOAD_MAX_BYTES,
  files: 1,
  fields: 4,
  // Bytes: 100 characters of caption take at most 400 in UTF-8.
  fieldSize: 2048,
  fieldNameSize: 100,
  parts: 6,
  headerPairs: 100,
} as const;

export const UPLOAD_MAX_MEGABYTES = Math.round(VISION_UPLOAD_MAX_BYTES / (1024 * 1024));
