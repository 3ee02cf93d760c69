import type { Goal } from '@goalcoach/contracts';
import { Progress, VisuallyHidden } from '@goalcoach/ui';
import { Check, LoaderCircle } from 'lucide-react';
import { PLAN_STAGE_TEXTS, planStageIndex, weeksPlannedText } from './plan-stage';

export type PlanProgressPanelProps = {
  goal: Goal;
  /** Test ids read `<prefix>-progress`, `<prefix>-milestone-title`, … */
  testIdPrefix: 'wizard' | 'plan';
};

type StepState = 'done' | 'current' | 'upcoming';

/** The live progress of a plan being built: percent, stage, and milestones as they appear. */
export function PlanProgressPanel({ goal, testIdPrefix }: PlanProgressPanelProps) {
  const progress = goal.planProgress;
  const ready = goal.planStatus === 'ready';
  const current = ready ? PLAN_STAGE_TEXTS.length : planStageIndex(progress);
  const weeks = ready ? null : weeksPlannedText(progress);

  return (
    <div className="goals-plan-progress">
      <div data-testid={`${testIdPrefix}-progress`}>
        <Progress value={ready ? 100 : progress.percent} label="Plan progress" showValue />
      </div>
      <p
        className="goals-plan-progress__stage"
        aria-live="polite"
        data-testid={`${testIdPrefix}-stage`}
      >
        {ready ? 'Your plan is ready!' : PLAN_STAGE_TEXTS[current]}
        {weeks && <span className="goals-plan-progress__weeks"> {weeks}</span>}
      </p>

      <ol className="goals-plan-progress__steps" aria-label="Plan steps">
        {PLAN_STAGE_TEXTS.map((text, index) => {
          const state: StepState =
            index < current ? 'done' : index === current ? 'current' : 'upcoming';
          return (
            <li
              key={text}
              className="goals-plan-progress__step"
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="goals-plan-progress__marker" aria-hidden="true">
                {state === 'done' && <Check size={14} strokeWidth={3} />}
                {state === 'current' && (
                  <LoaderCircle size={14} className="goals-plan-progress__spinner" />
                )}
              </span>
              {text}
              {state === 'done' && <VisuallyHidden> (done)</VisuallyHidden>}
            </li>
          );
        })}
      </ol>

      {progress.milestoneTitles.length > 0 && (
        <div className="goals-plan-progress__milestones">
          <p className="goals-plan-progress__milestones-title" id={`${testIdPrefix}-milestones`}>
            Your milestones
          </p>
          <ol aria-labelledby={`${testIdPrefix}-milestones`}>
            {progress.milestoneTitles.map((title, index) => (
              <li key={`${index}-${title}`} data-testid={`${testIdPrefix}-milestone-title`}>
                {title}
              </li>
            ))}
          </ol>
        </div>
      )}

      {!ready &&
        (goal.planSource === 'ai' ? (
          <p className="goals-plan-progress__note">This usually takes 30-60 seconds.</p>
        ) : (
          <p className="goals-plan-progress__note" data-testid={`${testIdPrefix}-planner-note`}>
            Built by the offline planner
          </p>
        ))}
    </div>
  );
}
