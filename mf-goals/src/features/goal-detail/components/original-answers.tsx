import type { Goal } from '@goalcoach/contracts';
import { Card, Collapsible, CollapsibleContent, CollapsibleTrigger } from '@goalcoach/ui';
import { ChevronDown, ScrollText } from 'lucide-react';
import { GOAL_QUESTIONS } from '../../../shared/lib/goal-questions';
import './original-answers.css';

export type OriginalAnswersProps = { goal: Goal };

/** The 7 wizard answers the plan was built from. */
export function OriginalAnswers({ goal }: OriginalAnswersProps) {
  return (
    <Card className="goals-answers">
      <Collapsible>
        <CollapsibleTrigger
          className="goals-answers__trigger"
          data-testid="original-answers-toggle"
        >
          <ScrollText aria-hidden />
          View Original Goal Setup Answers
          <ChevronDown aria-hidden />
        </CollapsibleTrigger>
        <CollapsibleContent>
          <dl className="goals-answers__list" data-testid="original-answers">
            {GOAL_QUESTIONS.map((question) => (
              <div key={question.field} className="goals-answers__item">
                <dt>{question.question}</dt>
                <dd>{goal[question.storedAs] || <em className="gc-text-muted">No answer</em>}</dd>
              </div>
            ))}
          </dl>
        </CollapsibleContent>
      </Collapsible>
    </Card>
  );
}
