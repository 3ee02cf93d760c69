import {
  GOAL_ANSWER_FIELDS,
  GOAL_ANSWER_TOO_THIN,
  type CreateGoalRequest,
  isThinGoalAnswer,
} from '@goalcoach/contracts';
import { useEffect, useRef, useState } from 'react';
import { GOAL_QUESTIONS, type GoalQuestion } from '../../../shared/lib/goal-questions';
import { discardDraft, readDraft, saveDraft } from './wizard-draft';

const EMPTY_ANSWERS: CreateGoalRequest = {
  goal: '',
  why: '',
  vision: '',
  resources: '',
  obstacles: '',
  workingStyle: '',
  change: '',
};

const [FIRST_QUESTION] = GOAL_QUESTIONS as [GoalQuestion, ...GoalQuestion[]];
const LAST_STEP = GOAL_QUESTIONS.length - 1;

/** Something besides white space and invisible format characters (zero-width space, ...). */
const VISIBLE = /[^\s\p{Cf}]/u;

/**
 * Why the answer cannot be sent yet, as the server would say it: null while it is blank (Next
 * is simply disabled, as for an empty box) or when it is fine.
 */
function answerProblem(field: keyof CreateGoalRequest, answer: string): string | null {
  return VISIBLE.test(answer) && isThinGoalAnswer(field, answer)
    ? GOAL_ANSWER_TOO_THIN[field]
    : null;
}

export function trimAnswers(answers: CreateGoalRequest): CreateGoalRequest {
  const trimmed = { ...answers };
  for (const field of GOAL_ANSWER_FIELDS) trimmed[field] = answers[field].trim();
  return trimmed;
}

/**
 * The wizard's answers and the question on screen; answers are kept when going back, and on
 * the device for `userId` (see wizard-draft.ts) until `forgetDraft` or `reset`.
 */
export function useWizardAnswers(userId: string | null) {
  const [initial] = useState(() => (userId ? readDraft(userId) : null));
  const [answers, setAnswers] = useState<CreateGoalRequest>(initial?.answers ?? EMPTY_ANSWERS);
  const [step, setStep] = useState(Math.min(initial?.step ?? 0, LAST_STEP));
  // False once the answers were sent: the draft is gone even while they stay on screen.
  const keepDraft = useRef(true);
  const question = GOAL_QUESTIONS[step] ?? FIRST_QUESTION;
  const answer = answers[question.field];

  useEffect(() => {
    if (userId && keepDraft.current) saveDraft(userId, { answers, step });
  }, [userId, answers, step]);

  return {
    step,
    question,
    answer,
    answers,
    isFirst: step === 0,
    isLast: step === LAST_STEP,
    canAdvance: VISIBLE.test(answer) && !isThinGoalAnswer(question.field, answer),
    problem: answerProblem(question.field, answer),
    setAnswer: (value: string) =>
      setAnswers((current) => ({ ...current, [question.field]: value })),
    next: () => setStep((current) => Math.min(current + 1, LAST_STEP)),
    previous: () => setStep((current) => Math.max(current - 1, 0)),
    /** The goal was created: its answers are no draft any more. */
    forgetDraft: () => {
      keepDraft.current = false;
      if (userId) discardDraft(userId);
    },
    /** Back to an empty question 1, with no draft kept. */
    reset: () => {
      keepDraft.current = true;
      if (userId) discardDraft(userId);
      setAnswers(EMPTY_ANSWERS);
      setStep(0);
    },
  };
}

export type WizardAnswers = ReturnType<typeof useWizardAnswers>;
