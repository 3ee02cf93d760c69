import { Alert, Button, Dialog, DialogContent, DialogFooter } from '@goalcoach/ui';
import type { RefObject } from 'react';
import {
  emojiProblem,
  isTooLarge,
  uploadButtonLabel,
  type UploadDraft,
} from '../utils/upload-drafts';
import { RefusedFiles } from './refused-files';
import { UploadItemRow } from './upload-item-row';
import './image-upload.css';
import './upload-dialog.css';

export type UploadDialogProps = {
  drafts: UploadDraft[];
  /** Why some chosen files are not in the list, if any were left out. */
  leftOutMessage: string | null;
  /** The names of the picked files that are not images. */
  refused: string[];
  /** Opens the file picker again, for a pick with no image in it. */
  onChooseAgain: () => void;
  uploading: boolean;
  onChange: (key: string, changes: Partial<Pick<UploadDraft, 'caption' | 'emoji'>>) => void;
  onRemove: (key: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
  /** Add Images, which gets the focus back on close. */
  opener: RefObject<HTMLElement | null>;
};

/**
 * Opens once files are chosen (the picker comes first); stays open with the rows that failed. Files that
 * are not images are refused at once, by name, with no preview.
 */
export function UploadDialog({
  drafts,
  leftOutMessage,
  refused,
  onChooseAgain,
  uploading,
  onChange,
  onRemove,
  onSubmit,
  onCancel,
  opener,
}: UploadDialogProps) {
  const tooLarge = drafts.some((draft) => isTooLarge(draft.file));
  // The row says what is wrong; the server would refuse it anyway.
  const badEmoji = drafts.some((draft) => emojiProblem(draft.emoji) !== null);
  const blocked = uploading || tooLarge || badEmoji;
  const nothingToUpload = drafts.length === 0;

  return (
    <Dialog
      open={drafts.length > 0 || refused.length > 0}
      onOpenChange={(open) => !open && !uploading && onCancel()}
    >
      <DialogContent
        title="Add to your vision board"
        description={
          nothingToUpload
            ? 'Only photos can go on your board.'
            : 'Give each image a caption and up to 2 emoji if you like.'
        }
        size="lg"
        returnFocusTo={opener}
        data-testid="vision-upload-dialog"
      >
        <form
          className="gc-stack"
          onSubmit={(event) => {
            event.preventDefault();
            if (!blocked && !nothingToUpload) onSubmit();
          }}
        >
          {refused.length > 0 && (
            <RefusedFiles
              names={refused}
              onChooseAgain={nothingToUpload ? onChooseAgain : undefined}
            />
          )}
          {leftOutMessage && (
            <Alert variant="warning" data-testid="vision-upload-left-out">
              {leftOutMessage}
            </Alert>
          )}
          {!nothingToUpload && (
            <ul className="gc-vision-upload-list" aria-label="Chosen images">
              {drafts.map((draft) => (
                <UploadItemRow
                  key={draft.key}
                  draft={draft}
                  disabled={uploading}
                  onChange={(changes) => onChange(draft.key, changes)}
                  onRemove={() => onRemove(draft.key)}
                />
              ))}
            </ul>
          )}
          {tooLarge && (
            <p className="gc-vision-error-text" data-testid="vision-upload-too-large">
              Remove the files over 10 MB to upload the others.
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={onCancel} disabled={uploading}>
              Cancel
            </Button>
            {!nothingToUpload && (
              <Button
                type="submit"
                disabled={blocked}
                aria-busy={uploading || undefined}
                data-testid="vision-upload-submit"
              >
                {uploading ? 'Uploading...' : uploadButtonLabel(drafts.length)}
              </Button>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
