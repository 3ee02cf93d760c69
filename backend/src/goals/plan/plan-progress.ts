import type { PlanProgress } from '@goalcoach/contracts';

/** The bar at the start; a whole outline alone fills it to OUTLINED, the tasks on to SAVING. */
const STARTED = 5;
const OUTLINED = 20;
const SAVING = 95;

/** Where a plan in the making stands. */
export interface PlanState {
  /** The outline is whole: its checkpoints are all the plan will have. */
  outlined: boolean;
  milestoneTitles: string[];
  /** The plan's checkpoints; while the outline is written, as many as it is expected to have. */
  checkpointsTotal: number;
  /** Checkpoints written so far (all of them once outlined). */
  checkpointsOutlined: number;
  /** Checkpoints whose tasks are made. */
  checkpointsDone: number;
}

export function progress(
  stage: PlanProgress['stage'],
  percent: number,
  milestoneTitles: string[],
  checkpointsTotal: number,
  checkpointsDone: number,
): PlanProgress {
  return { stage, percent, milestoneTitles, checkpointsTotal, checkpointsDone };
}

/**
 * Publishes a plan's progress, each step once and in order. The outline and the tasks are made
 * at the same time (a week's tasks are asked for as soon as it is written), so the bar counts
 * both: the outline a sixth of it, the tasks the rest. The bar and the weeks done never go back,
 * even when an outline ends other than it began.
 */
export class ProgressMeter {
  private last = progress('outlining', STARTED, [], 0, 0);
  private told = '';
  private readonly publish: (step: PlanProgress) => Promise<void>;

  constructor(listener: (step: PlanProgress) => Promise<void>) {
    this.publish = serialized(listener);
  }

  started(): Promise<void> {
    return this.tell(this.last);
  }

  update(state: PlanState): Promise<void> {
    const total = Math.max(state.checkpointsTotal, 1);
    const outline = state.outlined ? 1 : Math.min(state.checkpointsOutlined / total, 1);
    const tasks = Math.min(state.checkpointsDone / total, 1);
    const percent = STARTED + (OUTLINED - STARTED) * outline + (SAVING - OUTLINED) * tasks;
    return this.tell(
      progress(
        state.outlined ? 'tasks' : 'outlining',
        Math.max(this.last.percent, Math.min(Math.round(percent), SAVING)),
        state.milestoneTitles,
        state.checkpointsTotal,
        Math.min(
          Math.max(this.last.checkpointsDone, state.checkpointsDone),
          state.checkpointsTotal,
        ),
      ),
    );
  }

  saving(): Promise<void> {
    const { milestoneTitles, checkpointsTotal } = this.last;
    return this.tell(
      progress('saving', SAVING, milestoneTitles, checkpointsTotal, checkpointsTotal),
    );
  }

  private tell(step: PlanProgress): Promise<void> {
    this.last = step;
    const key = JSON.stringify(step);
    if (key === this.told) return Promise.resolve();
    this.told = key;
    return this.publish(step);
  }
}

/** Runs the calls of `sink` one after another, in the order they were made; a failure is dropped. */
function serialized<T>(sink: (value: T) => Promise<void>): (value: T) => Promise<void> {
  let last = Promise.resolve();
  return (value) => {
    last = last.then(() => sink(value)).catch(() => undefined);
    return last;
  };
}
