import { errorMessageOf } from '@goalcoach/api';
import { Alert, Button, DialogFooter } from '@goalcoach/ui';
import { useId, useState, type ChangeEvent } from 'react';
import { useLoopImport, useLoopImportPreview } from '../api/use-loop-import';
import { importSummary } from '../utils/import-summary';
import { LoopImportPreview } from './loop-import-preview';
import './loop-import-body.css';

export type LoopImportBodyProps = {
  onClose: () => void;
};

/**
 * Pick the ZIP → the preview (a dry run: nothing written) → Import. Choosing another file
 * starts over; a refusal is shown here in the server's words.
 */
export default function LoopImportBody({ onClose }: LoopImportBodyProps) {
  const inputId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const preview = useLoopImportPreview();
  const run = useLoopImport(onClose);
  const failed = preview.error ?? run.error;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    run.reset();
    if (chosen) preview.mutate(chosen);
    else preview.reset();
  };

  const result = file && preview.isSuccess ? preview.data : null;

  return (
    <form
      className="gc-loop-import"
      onSubmit={(event) => {
        event.preventDefault();
        if (file && result) run.mutate(file);
      }}
    >
      <div className="gc-loop-import__pick">
        <label htmlFor={inputId} className="gc-loop-import__label">
          Loop export (ZIP)
        </label>
        <p id={hintId} className="gc-text-muted">
          In Loop, open Settings and choose Export as CSV, then pick the ZIP it saves. Importing
          again later updates the same habits: nothing is doubled.
        </p>
        <input
          id={inputId}
          type="file"
          accept=".zip,application/zip"
          className="gc-loop-import__file"
          aria-describedby={hintId}
          onChange={choose}
          disabled={run.isPending}
          data-testid="loop-import-file"
        />
      </div>

      {preview.isPending && (
        <p className="gc-text-muted" role="status" data-testid="loop-import-reading">
          Reading the export…
        </p>
      )}
      {failed && (
        <Alert
          variant="destructive"
          title="This file cannot be imported"
          data-testid="loop-import-error"
        >
          {errorMessageOf(failed, 'The import failed. Please try again.')}
        </Alert>
      )}
      {result && (
        <section className="gc-loop-import__preview" aria-labelledby={`${inputId}-summary`}>
          <h3
            id={`${inputId}-summary`}
            className="gc-loop-import__summary"
            data-testid="loop-import-summary"
          >
            {importSummary(result)}: import?
          </h3>
          <LoopImportPreview habits={result.habits} />
        </section>
      )}

      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onClose} disabled={run.isPending}>
          Cancel
        </Button>
        <Button
          type="submit"
          disabled={!result}
          loading={run.isPending}
          data-testid="loop-import-confirm"
        >
          {run.isPending ? 'Importing…' : 'Import'}
        </Button>
      </DialogFooter>
    </form>
  );
}
