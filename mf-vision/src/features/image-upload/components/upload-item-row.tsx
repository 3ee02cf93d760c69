import {
  VISION_CAPTION_MAX_LENGTH,
  VISION_UPLOAD_MAX_BYTES,
  charCount,
  firstChars,
} from '@goalcoach/contracts';
import { Button, Field, fileSizeText, Input } from '@goalcoach/ui';
import { X } from 'lucide-react';
import { emojiProblem, isTooLarge, limitEmoji, type UploadDraft } from '../utils/upload-drafts';
import { UploadPreview } from './upload-preview';
import '../../../shared/styles/counter.css';
import './image-upload.css';
import './upload-item-row.css';

export type UploadItemRowProps = {
  draft: UploadDraft;
  disabled: boolean;
  onChange: (changes: Pick<UploadDraft, 'caption'> | Pick<UploadDraft, 'emoji'>) => void;
  onRemove: () => void;
};

const MAX_MB = VISION_UPLOAD_MAX_BYTES / (1024 * 1024);

/** One chosen file: its preview, caption and emoji, and a way to leave it out. */
export function UploadItemRow({ draft, disabled, onChange, onRemove }: UploadItemRowProps) {
  const { file } = draft;
  const tooLarge = isTooLarge(file);
  const problem = tooLarge
    ? `This file is ${fileSizeText(file.size)}; images can be at most ${MAX_MB} MB.`
    : draft.error;

  return (
    <li className="gc-vision-upload-item" data-testid="vision-upload-item">
      <UploadPreview url={draft.previewUrl} />
      <div className="gc-vision-upload-item__fields">
        <p className="gc-vision-upload-item__name">
          <span className="gc-vision-truncate">{file.name}</span>
          <span className="gc-text-muted">{fileSizeText(file.size)}</span>
        </p>
        {problem && (
          <p className="gc-vision-error-text" data-testid="vision-upload-item-error">
            {problem}
          </p>
        )}
        <div className="gc-vision-counted-field">
          <Field label="Caption" hint="Optional">
            <Input
              value={draft.caption}
              // The limit counts code points, as the server does, not maxLength's UTF-16 units.
              onChange={(event) =>
                onChange({ caption: firstChars(event.target.value, VISION_CAPTION_MAX_LENGTH) })
              }
              disabled={disabled}
              placeholder="What does this image mean to you?"
              data-testid="vision-upload-caption"
            />
          </Field>
          <span className="gc-vision-counter">
            {charCount(draft.caption)}/{VISION_CAPTION_MAX_LENGTH}
          </span>
        </div>
        <Field
          label="Emoji"
          hint="Optional, up to 2"
          error={emojiProblem(draft.emoji) ?? undefined}
        >
          <Input
            value={draft.emoji}
            onChange={(event) => onChange({ emoji: limitEmoji(event.target.value) })}
            disabled={disabled}
            placeholder="✨"
            className="gc-vision-emoji-input"
            data-testid="vision-upload-emoji"
          />
        </Field>
      </div>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        onClick={onRemove}
        disabled={disabled}
        aria-label={`Remove ${file.name}`}
        data-testid="vision-upload-remove"
      >
        <X aria-hidden />
      </Button>
    </li>
  );
}
