import { HttpStatus } from '@nestjs/common';
import { VISION_MAX_IMAGES, VISION_VOICE_NOTE_MAX_SECONDS } from '@goalcoach/contracts';
import { codedHttpException, type CodedAnswer } from '../platform/errors/coded-http-exception.js';

export enum VisionErrorCode {
  ImageNotFound = 'VISION_IMAGE_NOT_FOUND',
  FileNotFound = 'VISION_FILE_NOT_FOUND',
  VoiceNoteNotFound = 'VISION_VOICE_NOTE_NOT_FOUND',
  ImageLimitReached = 'VISION_IMAGE_LIMIT_REACHED',
  UnsupportedImage = 'VISION_UNSUPPORTED_IMAGE',
  DamagedImage = 'VISION_DAMAGED_IMAGE',
  ImageTooManyPixels = 'VISION_IMAGE_TOO_MANY_PIXELS',
  UnsupportedAudio = 'VISION_UNSUPPORTED_AUDIO',
  DamagedAudio = 'VISION_DAMAGED_AUDIO',
  VoiceNoteTooLong = 'VISION_VOICE_NOTE_TOO_LONG',
}

const ANSWERS: Record<VisionErrorCode, CodedAnswer> = {
  [VisionErrorCode.ImageNotFound]: [HttpStatus.NOT_FOUND, 'Image not found'],
  [VisionErrorCode.FileNotFound]: [HttpStatus.NOT_FOUND, 'File not found'],
  [VisionErrorCode.VoiceNoteNotFound]: [HttpStatus.NOT_FOUND, 'Voice note not found'],
  [VisionErrorCode.ImageLimitReached]: [
    HttpStatus.CONFLICT,
    `You can have at most ${VISION_MAX_IMAGES} vision images. Delete one to add another.`,
  ],
  [VisionErrorCode.UnsupportedImage]: [
    HttpStatus.BAD_REQUEST,
    'Only JPEG, PNG, WebP, GIF, HEIC or AVIF images can be uploaded.',
  ],
  [VisionErrorCode.DamagedImage]: [HttpStatus.BAD_REQUEST, 'The image is damaged or incomplete.'],
  [VisionErrorCode.ImageTooManyPixels]: [
    HttpStatus.BAD_REQUEST,
    'The image is too large in pixels.',
  ],
  [VisionErrorCode.UnsupportedAudio]: [
    HttpStatus.BAD_REQUEST,
    'Only WebM, Ogg or MP4 audio can be uploaded.',
  ],
  [VisionErrorCode.DamagedAudio]: [
    HttpStatus.BAD_REQUEST,
    'The recording is damaged or incomplete.',
  ],
  [VisionErrorCode.VoiceNoteTooLong]: [
    HttpStatus.BAD_REQUEST,
    `The voice note can be at most ${VISION_VOICE_NOTE_MAX_SECONDS / 60} minutes long.`,
  ],
};

/** The errors of the vision module; `message` overrides the default text of the code. */
export class VisionException extends codedHttpException(ANSWERS) {}
