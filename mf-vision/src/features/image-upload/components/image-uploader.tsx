import { VISION_IMAGE_ACCEPT, VISION_MAX_IMAGES } from '@goalcoach/contracts';
import { Button } from '@goalcoach/ui';
import { ImagePlus } from 'lucide-react';
import { useId, useRef, type ChangeEvent, type RefObject } from 'react';
import { useUploadImages } from '../api/use-upload-images';
import { useUploadDrafts } from '../hooks/use-upload-drafts';
import { UploadDialog } from './upload-dialog';
import './image-uploader.css';

export type ImageUploaderProps = {
  /** Images on the board; undefined while they are not known yet. */
  imageCount: number | undefined;
  /** The file input, so other buttons (the empty gallery's) can open the picker too. */
  inputRef: RefObject<HTMLInputElement | null>;
};

/** Add Images: the file picker first, then the upload dialog for the files chosen. */
export function ImageUploader({ imageCount, inputRef }: ImageUploaderProps) {
  const { drafts, leftOut, refused, choose, update, remove, forgetLeftOut, clear } =
    useUploadDrafts();
  const upload = useUploadImages();
  const full = imageCount !== undefined && imageCount >= VISION_MAX_IMAGES;
  const hintId = useId();
  const addButton = useRef<HTMLButtonElement>(null);

  const onFilesChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // The same files can be chosen again after a Cancel.
    event.target.value = '';
    // Selecting is ignored when the board is full (5 images).
    if (imageCount === undefined || full) return;
    choose(files, imageCount);
  };

  const submit = () => {
    if (upload.isPending) return;
    forgetLeftOut();
    upload.mutate(
      {
        drafts,
        onUploaded: remove,
        onFailed: (key, message) => update(key, { error: message }),
      },
      // Everything went up: nothing is left to show.
      { onSuccess: ({ failed }) => failed === 0 && clear() },
    );
  };

  return (
    <div className="gc-vision-uploader">
      <Button
        ref={addButton}
        onClick={() => inputRef.current?.click()}
        disabled={imageCount === undefined || full}
        aria-describedby={full ? hintId : undefined}
        data-testid="vision-add-images"
      >
        <ImagePlus aria-hidden />
        Add Images
      </Button>
      {full && (
        <p id={hintId} className="gc-text-muted" data-testid="vision-add-images-hint">
          Your board holds {VISION_MAX_IMAGES} images. Delete one to add another.
        </p>
      )}
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={VISION_IMAGE_ACCEPT}
        className="gc-visually-hidden"
        tabIndex={-1}
        aria-label="Choose images"
        onChange={onFilesChosen}
        data-testid="vision-image-input"
      />
      <UploadDialog
        drafts={drafts}
        leftOutMessage={leftOut}
        refused={refused}
        onChooseAgain={() => inputRef.current?.click()}
        uploading={upload.isPending}
        onChange={update}
        onRemove={remove}
        onSubmit={submit}
        onCancel={clear}
        opener={addButton}
      />
    </div>
  );
}
