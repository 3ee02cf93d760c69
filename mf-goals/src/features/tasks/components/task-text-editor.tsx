import { TASK_MAX_LENGTH } from '@goalcoach/contracts';
import { Button, Input } from '@goalcoach/ui';
import { useState, type FormEvent } from 'react';
import './task-text-editor.css';

export type TaskTextEditorProps = {
  text: string;
  /** Called with the trimmed text, only when it is non-empty and changed. */
  onSave: (text: string) => void;
  onDone: () => void;
};

/** Edits a task's text in its row: Enter saves, Escape cancels; empty or unchanged is no change. */
export function TaskTextEditor({ text, onSave, onDone }: TaskTextEditorProps) {
  const [value, setValue] = useState(text);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (trimmed !== '' && trimmed !== text) onSave(trimmed);
    onDone();
  };

  return (
    <form className="goals-task__editor" onSubmit={save} data-testid="task-editor">
      <Input
        // The field appears because the user asked to edit: focus belongs in it.
        autoFocus
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onFocus={(event) => event.currentTarget.select()}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          event.stopPropagation();
          onDone();
        }}
        aria-label="Task text"
        maxLength={TASK_MAX_LENGTH}
        data-testid="task-editor-input"
      />
      <div className="goals-task__editor-actions">
        <Button type="submit" size="sm" data-testid="task-editor-save">
          Save
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
