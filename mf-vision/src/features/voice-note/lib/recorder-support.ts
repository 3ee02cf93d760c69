/** In order of preference: Chrome and Firefox record Opus in WebM or Ogg, Safari AAC in MP4. */
const RECORDING_MIME_TYPES = [
  'audio/webm;codecs=opus',
  'audio/ogg;codecs=opus',
  'audio/mp4',
] as const;

export const UNSUPPORTED_MESSAGE =
  'Your browser cannot record audio. Try a recent Chrome, Firefox or Safari.';
export const BLOCKED_MESSAGE =
  "Microphone access was blocked. Allow it in your browser's site settings to record.";
export const NO_MICROPHONE_MESSAGE = 'No microphone was found.';

/** Whether this browser has what recording needs: microphone access and MediaRecorder. */
export function canRecord(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function' &&
    typeof MediaRecorder !== 'undefined'
  );
}

/** The first type the browser records; '' lets it choose its own. */
export function pickMimeType(isTypeSupported: (type: string) => boolean): string {
  return RECORDING_MIME_TYPES.find((type) => isTypeSupported(type)) ?? '';
}

/** What to tell the user when the microphone could not be opened or recording failed. */
export function recordingErrorMessage(error: unknown): string {
  // Read by shape: a DOMException may come from another realm (a frame, the test's DOM).
  const { name, message } =
    typeof error === 'object' && error !== null
      ? (error as { name?: unknown; message?: unknown })
      : {};
  if (name === 'NotAllowedError' || name === 'SecurityError') return BLOCKED_MESSAGE;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return NO_MICROPHONE_MESSAGE;
  if (typeof message === 'string' && message) return message;
  return 'Recording failed. Please try again.';
}

/** A file name whose extension matches the recorded type, e.g. 'voice-note.webm'. */
export function voiceNoteFileName(mimeType: string): string {
  const type = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'audio/ogg') return 'voice-note.ogg';
  if (type === 'audio/mp4' || type === 'audio/aac' || type === 'audio/x-m4a') {
    return 'voice-note.m4a';
  }
  return 'voice-note.webm';
}
