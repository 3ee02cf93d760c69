import {
  BLOCKED_MESSAGE,
  NO_MICROPHONE_MESSAGE,
  pickMimeType,
  recordingErrorMessage,
  voiceNoteFileName,
} from './recorder-support';

describe('recorder support', () => {
  it('picks the first type the browser records', () => {
    expect(pickMimeType(() => true)).toBe('audio/webm;codecs=opus');
    expect(pickMimeType((type) => type.startsWith('audio/ogg'))).toBe('audio/ogg;codecs=opus');
    expect(pickMimeType((type) => type === 'audio/mp4')).toBe('audio/mp4');
    expect(pickMimeType(() => false)).toBe('');
  });

  it('explains a refused or missing microphone, and passes other messages on', () => {
    expect(recordingErrorMessage(new DOMException('denied', 'NotAllowedError'))).toBe(
      BLOCKED_MESSAGE,
    );
    expect(recordingErrorMessage(new DOMException('none', 'NotFoundError'))).toBe(
      NO_MICROPHONE_MESSAGE,
    );
    expect(recordingErrorMessage(new DOMException('Device in use', 'NotReadableError'))).toBe(
      'Device in use',
    );
    expect(recordingErrorMessage('odd')).toBe('Recording failed. Please try again.');
  });

  it('names the file after the recorded type', () => {
    expect(voiceNoteFileName('audio/webm;codecs=opus')).toBe('voice-note.webm');
    expect(voiceNoteFileName('audio/ogg; codecs=opus')).toBe('voice-note.ogg');
    expect(voiceNoteFileName('audio/mp4')).toBe('voice-note.m4a');
    expect(voiceNoteFileName('')).toBe('voice-note.webm');
  });
});
