import { VISION_VOICE_NOTE_MAX_SECONDS, type VoiceNote } from '@goalcoach/contracts';
import { Alert, Button } from '@goalcoach/ui';
import { Check, Mic, Square, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { VisionSection } from '../../../shared/components/vision-section';
import { formatSeconds } from '../../../shared/lib/format-seconds';
import { useSaveVoiceNote } from '../api/use-save-voice-note';
import { useVoiceRecorder } from '../hooks/use-voice-recorder';
import { VoiceNotePlayer } from './voice-note-player';
import './voice-note-player.css';
import './voice-note-section.css';

export type VoiceNoteSectionProps = {
  voiceNote: VoiceNote | null;
};

const LIMIT = formatSeconds(VISION_VOICE_NOTE_MAX_SECONDS);
const LIMIT_MINUTES = Math.floor(VISION_VOICE_NOTE_MAX_SECONDS / 60);

/** The voice note: record in the browser, listen, save (one per user), play back, delete. */
export function VoiceNoteSection({ voiceNote }: VoiceNoteSectionProps) {
  const recorder = useVoiceRecorder();
  const save = useSaveVoiceNote();
  const { status, recording } = recorder;
  const requesting = status === 'requesting';
  const recordButton = useRef<HTMLButtonElement>(null);
  // A deleted note takes the focus with it (its player, Delete button and dialog are gone).
  const focusRecordAfterDelete = useRef(false);

  useEffect(() => {
    if (voiceNote || !focusRecordAfterDelete.current) return;
    focusRecordAfterDelete.current = false;
    recordButton.current?.focus();
  }, [voiceNote]);

  return (
    <VisionSection title="Voice Note" data-testid="vision-voice-note">
      <p className="gc-text-muted">
        Say your vision out loud, up to {LIMIT_MINUTES} minutes, and listen to it when you need it.
      </p>

      {recorder.error && (
        <Alert variant="destructive" data-testid="voice-error">
          {recorder.error}
        </Alert>
      )}

      {status === 'recording' && (
        <div className="gc-vision-recording">
          <span className="gc-vision-recording__dot" aria-hidden />
          <span className="gc-vision-recording__timer" data-testid="voice-timer" role="timer">
            {formatSeconds(recorder.elapsedSeconds)} / {LIMIT}
          </span>
          <Button variant="destructive" onClick={recorder.stop} data-testid="voice-stop">
            <Square aria-hidden />
            Stop
          </Button>
        </div>
      )}

      {status === 'recorded' && recording && (
        <div className="gc-stack">
          {recording.autoStopped && (
            <p className="gc-text-muted" data-testid="voice-auto-stopped">
              Recording stopped at {LIMIT}, the longest a voice note can be.
            </p>
          )}
          <audio
            controls
            src={recording.url}
            className="gc-vision-audio__player"
            aria-label="Your new recording"
            data-testid="voice-preview"
          />
          {voiceNote && <p className="gc-text-muted">Saving replaces your current voice note.</p>}
          <div className="gc-cluster">
            <Button
              onClick={() => save.mutate(recording, { onSuccess: recorder.discard })}
              disabled={save.isPending}
              data-testid="voice-save"
            >
              <Check aria-hidden />
              {save.isPending ? 'Saving...' : 'Save'}
            </Button>
            <Button
              variant="ghost"
              onClick={recorder.discard}
              disabled={save.isPending}
              data-testid="voice-discard"
            >
              <X aria-hidden />
              Discard
            </Button>
          </div>
        </div>
      )}

      {(status === 'idle' || requesting) &&
        (voiceNote ? (
          <VoiceNotePlayer
            voiceNote={voiceNote}
            onRecordAgain={() => void recorder.start()}
            onDeleted={() => {
              focusRecordAfterDelete.current = true;
            }}
            busy={requesting}
          />
        ) : (
          <div className="gc-cluster">
            <Button
              ref={recordButton}
              onClick={() => void recorder.start()}
              loading={requesting}
              data-testid="voice-record"
            >
              <Mic aria-hidden />
              Record Voice Note
            </Button>
          </div>
        ))}
    </VisionSection>
  );
}
