import './upload-preview.css';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';

type UploadPreviewProps = { url: string };

/**
 * The picked image, small. Its name is written beside it, so the picture is decoration
 * (alt=""): a file the browser cannot draw (HEIC outside Safari) shows a quiet placeholder
 * instead of a broken image with its text spilling over the row.
 */
export function UploadPreview({ url }: UploadPreviewProps) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span
        className="gc-vision-upload-item__preview gc-vision-upload-preview--none"
        data-testid="vision-upload-no-preview"
      >
        <ImageOff aria-hidden />
        <span>No preview</span>
      </span>
    );
  }
  return (
    <img
      className="gc-vision-upload-item__preview gc-vision-upload-preview"
      src={url}
      alt=""
      onError={() => setFailed(true)}
      data-testid="vision-upload-preview"
    />
  );
}
