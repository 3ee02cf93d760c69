import { VISION_STATEMENT_MAX_LENGTH, charCount, firstChars } from '@goalcoach/contracts';
import { Button, Field, Textarea } from '@goalcoach/ui';
import { useState, type KeyboardEvent } from 'react';
import { useSaveStatement } from '../api/use-save-statement';
import '../../../shared/styles/counter.css';
import './statement-editor.css';

export type StatementEditorProps = {
  saved: string;
  /** Back to the view: after a save, or Cancel (the saved text stays). */
  onDone: () => void;
};

/** The textarea with a live counter; Ctrl/Cmd+Enter saves, Escape cancels. */
export function StatementEditor({ saved, onDone }: StatementEditorProps) {
  const [text, setText] = useState(saved);
  const save = useSaveStatement();
  const trimmed = text.trim();
  const canSave = trimmed !== '' && trimmed !== saved.trim() && !save.isPending;

  const submit = () => {
    if (!canSave) return;
    save.mutate({ statement: trimmed }, { onSuccess: onDone });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape' && !save.isPending) {
      event.preventDefault();
      onDone();
    }
  };

  return (
    <form
      className="gc-stack"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Field label="Your vision statement" hint="Ctrl+Enter or ⌘+Enter saves, Escape cancels.">
        <Textarea
          value={text}
          // The limit counts code points, as the server does, not maxLength's UTF-16 units.
          onChange={(event) => setText(firstChars(event.target.value, VISION_STATEMENT_MAX_LENGTH))}
          onKeyDown={onKeyDown}
          rows={5}
          autoFocus
          placeholder="Where are you going, and who are you becoming on the way?"
          data-testid="vision-statement-input"
        />
      </Field>
      <div className="gc-vision-editor-footer">
        <span className="gc-vision-counter" data-testid="vision-statement-counter">
          {charCount(text)}/{VISION_STATEMENT_MAX_LENGTH}
        </span>
        <div className="gc-cluster">
          <Button
            type="button"
            variant="ghost"
            onClick={onDone}
            disabled={save.isPending}
            data-testid="vision-statement-cancel"
          >
            Cancel
          </Button>
          <Button type="submit" disabled={!canSave} data-testid="vision-statement-save">
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </div>
    </form>
  );
}
