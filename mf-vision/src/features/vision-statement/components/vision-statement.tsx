import { Button } from '@goalcoach/ui';
import { PenLine } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { VisionSection } from '../../../shared/components/vision-section';
import { StatementEditor } from './statement-editor';
import './vision-statement.css';

export type VisionStatementProps = {
  statement: string | null;
};

/** The statement, shown, or edited in place. */
export function VisionStatement({ statement }: VisionStatementProps) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const saved = statement ?? '';

  useEffect(() => {
    // The editor's buttons are gone: the focus goes back to where editing began.
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  return (
    <VisionSection
      title="Vision Statement"
      data-testid="vision-statement"
      actions={
        !editing && (
          <Button
            ref={editButton}
            variant={saved ? 'outline' : 'primary'}
            size="sm"
            onClick={() => setEditing(true)}
            data-testid="vision-statement-edit"
          >
            <PenLine aria-hidden />
            {saved ? 'Edit' : 'Write your vision'}
          </Button>
        )
      }
    >
      {editing ? (
        <StatementEditor saved={saved} onDone={() => setEditing(false)} />
      ) : saved ? (
        <p className="gc-vision-statement__text" data-testid="vision-statement-text">
          {saved}
        </p>
      ) : (
        <p className="gc-text-muted" data-testid="vision-statement-empty">
          Put your Personal Legend into words: what your life looks like when you get there.
        </p>
      )}
    </VisionSection>
  );
}
