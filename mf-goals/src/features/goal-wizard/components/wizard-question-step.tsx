import { GOAL_ANSWER_MAX_LENGTH } from '@goalcoach/contracts';
import { Button, DialogFooter, Progress, Textarea } from '@goalcoach/ui';
import { ArrowLeft, ArrowRight, Sparkles } from 'lucide-react';
import { useId, type KeyboardEvent } from 'react';
import { GOAL_QUESTIONS } from '../../../shared/lib/goal-questions';
import type { WizardAnswers } from '../hooks/use-wizard-answers';
import './wizard-question-step.css';

export type WizardQuestionStepProps = {
  wizard: WizardAnswers;
  submitting: boolean;
  onSubmit: () => void;
};

/** Shown once an answer gets long, so the limit never comes as a surprise. */
const COUNTER_FROM = GOAL_ANSWER_MAX_LENGTH - 300;

export function WizardQuestionStep({ wizard, submitting, onSubmit }: WizardQuestionStepProps) {
  const { step, question, answer, isFirst, isLast, canAdvance, problem } = wizard;
  const answerId = useId();
  const hintId = useId();
  const problemId = useId();
  const total = GOAL_QUESTIONS.length;

  const advance = () => {
    if (!canAdvance || submitting) return;
    if (isLast) onSubmit();
    else wizard.next();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      advance();
    }
  };

  return (
    <form
      className="goals-wizard__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        advance();
      }}
    >
      <div className="goals-wizard__count">
        <p data-testid="wizard-step">
          Question {step + 1} of {total}
        </p>
        <Progress value={((step + 1) / total) * 100} size="sm" label="Questions" />
      </div>

      <label htmlFor={answerId} className="goals-wizard__question" data-testid="wizard-question">
        {question.question}
      </label>
      <p id={hintId} className="goals-wizard__hint">
        {question.hint}
      </p>
      <Textarea
        // A new element per question, so autofocus lands in it at every step.
        key={question.field}
        id={answerId}
        autoFocus
        rows={5}
        maxLength={GOAL_ANSWER_MAX_LENGTH}
        value={answer}
        placeholder={question.placeholder}
        aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
        onChange={(event) => wizard.setAnswer(event.target.value)}
        onKeyDown={onKeyDown}
        data-testid="wizard-answer"
      />
      {problem && (
        <p id={problemId} className="goals-wizard__problem" data-testid="wizard-problem">
          {problem}
        </p>
      )}
      <div className="goals-wizard__below">
        <p className="goals-wizard__shortcut">
          <kbd>Ctrl</kbd>/<kbd>⌘</kbd> + <kbd>Enter</kbd> to{' '}
          {isLast ? 'create your plan' : 'continue'}
        </p>
        {answer.length >= COUNTER_FROM && (
          <p className="goals-wizard__counter">
            {answer.length}/{GOAL_ANSWER_MAX_LENGTH}
          </p>
        )}
      </div>

      <DialogFooter>
        <Button
          type="button"
          variant="outline"
          onClick={wizard.previous}
          disabled={isFirst || submitting}
          data-testid="wizard-previous"
        >
          <ArrowLeft aria-hidden />
          Previous
        </Button>
        <Button type="submit" disabled={!canAdvance} loading={submitting} data-testid="wizard-next">
          {isLast ? 'Create My Plan' : 'Next'}
          {isLast ? <Sparkles aria-hidden /> : <ArrowRight aria-hidden />}
        </Button>
      </DialogFooter>
    </form>
  );
}
