import type { LoopImportHabit } from '@goalcoach/contracts';
import { Badge } from '@goalcoach/ui';
import './loop-import-preview.css';

export type LoopImportPreviewProps = {
  habits: LoopImportHabit[];
};

const count = new Intl.NumberFormat('en-US');

function frequencyText({ frequency, targetCount }: LoopImportHabit): string {
  if (frequency === 'weekly') return `${targetCount} ${targetCount === 1 ? 'day' : 'days'} a week`;
  return targetCount > 1 ? `daily, ${targetCount} a day` : 'daily';
}

/** Each habit of the export: new or merged into one of yours, its days, and any caveat. */
export function LoopImportPreview({ habits }: LoopImportPreviewProps) {
  return (
    <ul className="gc-loop-import__list" data-testid="loop-import-habits">
      {habits.map((habit) => (
        <li key={habit.name} className="gc-loop-import__habit" data-testid="loop-import-habit">
          <div className="gc-loop-import__habit-head">
            <span className="gc-loop-import__habit-name">{habit.name}</span>
            <Badge variant={habit.action === 'create' ? 'success' : 'default'}>
              {habit.action === 'create' ? 'New' : 'Updates yours'}
            </Badge>
          </div>
          <p className="gc-text-muted">
            {frequencyText(habit)} · {count.format(habit.days)} {habit.days === 1 ? 'day' : 'days'}
          </p>
          {habit.notes.length > 0 && (
            <ul className="gc-loop-import__notes">
              {habit.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
