import { Button } from '@goalcoach/ui';
import { ImagePlus } from 'lucide-react';
import { useId } from 'react';
import { notImageMessage } from '../utils/image-file';
import './image-upload.css';
import './refused-files.css';

type RefusedFilesProps = {
  /** The names of the picked files that are not images. */
  names: string[];
  /** Offered when nothing usable was picked: opens the file picker again. */
  onChooseAgain?: () => void;
};

/** Says at once which picked files are not images and what to pick instead. */
export function RefusedFiles({ names, onChooseAgain }: RefusedFilesProps) {
  const messageId = useId();
  return (
    <div className="gc-vision-refused" data-testid="vision-upload-refused">
      {onChooseAgain && (
        <Button
          type="button"
          variant="outline"
          onClick={onChooseAgain}
          aria-describedby={messageId}
          data-testid="vision-upload-choose-again"
        >
          <ImagePlus aria-hidden />
          Choose Images
        </Button>
      )}
      <div id={messageId} role="alert" className="gc-vision-refused__message">
        <p className="gc-vision-error-text" data-testid="vision-upload-refused-message">
          {notImageMessage(names.length)}
        </p>
        <ul className="gc-vision-refused__names" aria-label="Files not added">
          {names.map((name, index) => (
            <li key={`${index}-${name}`} className="gc-vision-truncate" title={name}>
              {name}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
