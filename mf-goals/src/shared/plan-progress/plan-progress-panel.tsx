import type { Goal } from '@goalcoach/contracts';
import { Progress } from '@goalcoach/ui';
import { PLAN_STAGE_TEXTS, planStageIndex, weeksPlannedText } from './plan-stage';
import { ProgressSteps } from './progress-steps';
import './plan-progress.css';

export type PlanProgressPanelProps = {
  goal: Goal;
  /** Test ids read `<prefix>-progress`, `<prefix>-milestone-title`, … */
  testIdPrefix: 'wizard' | 'plan';
};

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

      <ProgressSteps steps={PLAN_STAGE_TEXTS} current={current} label="Plan steps" />

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
