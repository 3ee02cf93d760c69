import { Badge } from '@goalcoach/ui';
import type { ReactNode } from 'react';
import './status-logic-tab.css';

type Rule = { status: ReactNode; text: string };

type RuleGroup = { title: string; rules: Rule[] };

/**
 * The status rules as the server applies them (milestones follow their checkpoints in
 * `milestoneStatusAfter` of the checkpoints service; a goal's status comes from its progress).
 */
const GROUPS: readonly RuleGroup[] = [
  {
    title: 'Milestones',
    rules: [
      {
        status: <Badge variant="secondary">Upcoming</Badge>,
        text: 'Where every milestone starts. Unknown or not-started values are shown as Upcoming too. Unticking a complete milestone sets it back to Upcoming.',
      },
      {
        status: <Badge variant="warning">In Progress</Badge>,
        text: 'Set by hand. A complete milestone also returns to In Progress when one of its checkpoints is reopened while others stay complete (with none left complete it returns to Upcoming).',
      },
      {
        status: <Badge variant="success">Complete</Badge>,
        text: 'As soon as all of its weekly checkpoints are complete, or when you mark it complete. A milestone you marked complete stays complete while you tick its checkpoints; ticking only some checkpoints leaves any other status as it is.',
      },
    ],
  },
  {
    title: 'Weekly checkpoints',
    rules: [
      {
        status: <Badge variant="secondary">Pending</Badge>,
        text: 'Open work for its week (an upcoming checkpoint counts as pending). Unticking a complete checkpoint makes it pending again and reopens its milestone as above.',
      },
      {
        status: <Badge variant="success">Complete</Badge>,
        text: 'Ticked by you. The change shows at once and is undone if the server refuses it.',
      },
    ],
  },
  {
    title: 'Tasks',
    rules: [
      {
        status: <Badge variant="secondary">Pending</Badge>,
        text: 'Not done yet. Unticking a completed task makes it pending again.',
      },
      {
        status: <Badge variant="success">Completed</Badge>,
        text: 'Ticked by you; it shows at once and quietly goes back if the server refuses. Completed tasks make up a goal’s progress and momentum.',
      },
    ],
  },
  {
    title: 'Goals',
    rules: [
      {
        status: <Badge variant="default">Active</Badge>,
        text: 'While its progress (the share of its tasks completed) is below 100%.',
      },
      {
        status: <Badge variant="success">Complete</Badge>,
        text: 'At 100% progress: every task of the plan is completed.',
      },
    ],
  },
];

/** The dialog's Status Logic tab: how statuses move, read-only for everyone. */
export function StatusLogicTab() {
  return (
    <div className="goals-ai-status" data-testid="ai-status-logic">
      {GROUPS.map((group) => (
        <section key={group.title} className="goals-ai-status__group">
          <h3 className="goals-ai-status__title">{group.title}</h3>
          <dl className="goals-ai-status__rules">
            {group.rules.map((rule) => (
              <div key={rule.text} className="goals-ai-status__rule">
                <dt>{rule.status}</dt>
                <dd>{rule.text}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
