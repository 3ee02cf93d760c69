import { VISION_VOICE_NOTE_MAX_SECONDS } from '@goalcoach/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  UNSUPPORTED_MESSAGE,
  canRecord,
  pickMimeType,
  recordingErrorMessage,
} from '../lib/recorder-support';

export type RecorderStatus = 'idle' | 'requesting' | 'recording' | 'recorded';

/** A finished recording, kept in the page until it is saved or discarded. */
export type VoiceRecording = {
  blob: Blob;
  /** An object URL for the preview, revoked when the recording is let go. */
  url: string;
  mimeType: string;
  durationSeconds: number;
  /** Stopped by the time limit rather than by the user. */
  autoStopped: boolean;
};

type Session = {
  recorder: MediaRecorder;
  stream: MediaStream;
  startedAt: number;
  ticker: ReturnType<typeof setInterval>;
  limit: ReturnType<typeof setTimeout>;
  autoStopped: boolean;
};

/**
 * The recorder hands over its last data a moment after `stop()`: stopping this much early keeps
 * the note within the server's 3 minutes.
 */
const LIMIT_MARGIN_MS = 300;
const TICK_MS = 250;

const stopTracks = (stream: MediaStream) => stream.getTracks().forEach((track) => track.stop());

/**
 * Records one voice note with MediaRecorder: asks for the microphone, counts the seconds, stops
 * itself at the limit, and releases the microphone when done or when the page goes away.
 */
export function useVoiceRecorder(maxSeconds = VISION_VOICE_NOTE_MAX_SECONDS) {
  const [status, setStatus] = useState<RecorderStatus>('idle');
  const [elapsedSeconds, setElapsedSeconds] = useState(0);
  const [recording, setRecording] = useState<VoiceRecording | null>(null);
  const [error, setError] = useState<string | null>(null);
  const session = useRef<Session | null>(null);
  const kept = useRef<VoiceRecording | null>(null);
  const mounted = useRef(true);

  const keep = useCallback((next: VoiceRecording | null) => {
    if (kept.current) URL.revokeObjectURL(kept.current.url);
    kept.current = next;
    setRecording(next);
  }, []);

  const endSession = useCallback(() => {
    const current = session.current;
    if (!current) return null;
    session.current = null;
    clearInterval(current.ticker);
    clearTimeout(current.limit);
    stopTracks(current.stream);
    return current;
  }, []);

  const stop = useCallback((auto = false) => {
    const current = session.current;
    if (!current || current.recorder.state === 'inactive') return;
    current.autoStopped = auto;
    clearInterval(current.ticker);
    clearTimeout(current.limit);
    current.recorder.stop();
  }, []);

  const start = useCallback(async () => {
    if (session.current) return;
    setError(null);
    if (!canRecord()) {
      setError(UNSUPPORTED_MESSAGE);
      return;
    }
    setStatus('requesting');
    let stream: MediaStream;
    let recorder: MediaRecorder;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (failure) {
      if (!mounted.current) return;
      setError(recordingErrorMessage(failure));
      setStatus(kept.current ? 'recorded' : 'idle');
      return;
    }
    if (!mounted.current) {
      stopTracks(stream);
      return;
    }
    const mimeType = pickMimeType((type) => MediaRecorder.isTypeSupported(type));
    try {
      recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    } catch (failure) {
      stopTracks(stream);
      setError(recordingErrorMessage(failure));
      setStatus(kept.current ? 'recorded' : 'idle');
      return;
    }

    const chunks: Blob[] = [];
    const startedAt = Date.now();
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onerror = (event) => {
      const ended = endSession();
      if (ended && ended.recorder.state !== 'inactive') {
        ended.recorder.onstop = null;
        ended.recorder.stop();
      }
      setError(recordingErrorMessage((event as Event & { error?: unknown }).error));
      setStatus('idle');
    };
    recorder.onstop = () => {
      const ended = endSession();
      const type = recorder.mimeType || mimeType || 'audio/webm';
      const blob = new Blob(chunks, { type });
      if (blob.size === 0) {
        setError('Nothing was recorded. Please try again.');
        setStatus('idle');
        return;
      }
      const seconds = Math.min((Date.now() - startedAt) / 1000, maxSeconds);
      setElapsedSeconds(Math.floor(seconds));
      keep({
        blob,
        url: URL.createObjectURL(blob),
        mimeType: type,
        durationSeconds: seconds,
        autoStopped: ended?.autoStopped ?? false,
      });
      setStatus('recorded');
    };

    session.current = {
      recorder,
      stream,
      startedAt,
      autoStopped: false,
      ticker: setInterval(() => {
        setElapsedSeconds(Math.min(Math.floor((Date.now() - startedAt) / 1000), maxSeconds));
      }, TICK_MS),
      limit: setTimeout(() => stop(true), maxSeconds * 1000 - LIMIT_MARGIN_MS),
    };
    keep(null);
    setElapsedSeconds(0);
    recorder.start();
    setStatus('recording');
  }, [endSession, keep, maxSeconds, stop]);

  /** Lets the recording go (after saving it, or on Discard). */
  const discard = useCallback(() => {
    keep(null);
    setElapsedSeconds(0);
    setStatus('idle');
  }, [keep]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      const ended = endSession();
      if (ended && ended.recorder.state !== 'inactive') {
        ended.recorder.onstop = null;
        ended.recorder.stop();
      }
      if (kept.current) URL.revokeObjectURL(kept.current.url);
    };
  }, [endSession]);

  return {
    status,
    elapsedSeconds,
    recording,
    error,
    start,
    stop: () => stop(false),
    discard,
  };
}
