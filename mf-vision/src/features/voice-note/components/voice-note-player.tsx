import type { VoiceNote } from '@goalcoach/contracts';
import { Button } from '@goalcoach/ui';
import { Mic, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { formatSeconds } from '../../../shared/lib/format-seconds';
import { DeleteVoiceNoteDialog } from './delete-voice-note-dialog';
import './voice-note-player.css';

export type VoiceNotePlayerProps = {
  voiceNote: VoiceNote;
  onRecordAgain: () => void;
  /** Called once the note is deleted, before this player leaves the page. */
  onDeleted: () => void;
  busy: boolean;
};

/** The saved note: play it, record a new one in its place, or delete it. */
export function VoiceNotePlayer({
  voiceNote,
  onRecordAgain,
  onDeleted,
  busy,
}: VoiceNotePlayerProps) {
  const [deleting, setDeleting] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);

  return (
    <div className="gc-stack">
      <div className="gc-vision-audio">
        <audio
          controls
          preload="metadata"
          src={voiceNote.audioPath}
          className="gc-vision-audio__player"
          aria-label="Your voice note"
          data-testid="voice-player"
        />
        <span className="gc-text-muted" data-testid="voice-duration">
          {formatSeconds(voiceNote.durationSeconds)}
        </span>
      </div>
      <div className="gc-cluster">
        <Button variant="outline" onClick={onRecordAgain} loading={busy} data-testid="voice-record">
          <Mic aria-hidden />
          Record again
        </Button>
        <Button
          ref={deleteButton}
          variant="ghost"
          onClick={() => setDeleting(true)}
          data-testid="voice-delete"
        >
          <Trash2 aria-hidden />
          Delete
        </Button>
      </div>
      <DeleteVoiceNoteDialog
        open={deleting}
        onOpenChange={setDeleting}
        onDeleted={onDeleted}
        opener={deleteButton}
      />
    </div>
  );
}
