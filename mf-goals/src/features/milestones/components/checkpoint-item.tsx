import type { Checkpoint } from '@goalcoach/contracts';
import { Checkbox, cn } from '@goalcoach/ui';
import type { ReactNode } from 'react';
import { formatShortCalendarDate } from '@goalcoach/dates';
import '../../../shared/styles/check-row.css';
import './checkpoint-item.css';

export type CheckpointItemProps = {
  checkpoint: Checkpoint;
  onToggle: (checkpoint: Checkpoint, complete: boolean) => void;
  /** Shown under the checkpoint, e.g. its tasks. */
  children?: ReactNode;
};

/** One weekly checkpoint with its checkbox (complete ⇄ pending). */
export function CheckpointItem({ checkpoint, onToggle, children }: CheckpointItemProps) {
  const complete = checkpoint.status === 'complete';
  return (
    <li
      className={cn('goals-checkpoint', complete && 'goals-checkpoint--done')}
      data-testid="checkpoint-item"
      data-status={checkpoint.status}
      data-checkpoint-id={checkpoint.id}
    >
      <label className="goals-check-row">
        <Checkbox
          checked={complete}
          onChange={(event) => onToggle(checkpoint, event.target.checked)}
          data-testid="checkpoint-checkbox"
        />
        <span className="goals-checkpoint__title">{checkpoint.title}</span>
      </label>
      <p className="goals-checkpoint__dates">
        {formatShortCalendarDate(checkpoint.startDate)} –{' '}
        {formatShortCalendarDate(checkpoint.endDate)}
      </p>
      {checkpoint.description && (
        <p className="goals-checkpoint__description">{checkpoint.description}</p>
      )}
      {children}
    </li>
  );
}
