import { GOAL_ANSWER_FIELDS, type CreateGoalRequest } from '@goalcoach/contracts';
import { useState } from 'react';
import { GOAL_QUESTIONS, type GoalQuestion } from '../../../shared/lib/goal-questions';

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

export function trimAnswers(answers: CreateGoalRequest): CreateGoalRequest {
  const trimmed = { ...answers };
  for (const field of GOAL_ANSWER_FIELDS) trimmed[field] = answers[field].trim();
  return trimmed;
}

/** The wizard's answers and the question on screen; answers are kept when going back. */
export function useWizardAnswers() {
  const [answers, setAnswers] = useState<CreateGoalRequest>(EMPTY_ANSWERS);
  const [step, setStep] = useState(0);
  const lastStep = GOAL_QUESTIONS.length - 1;
  const question = GOAL_QUESTIONS[step] ?? FIRST_QUESTION;
  const answer = answers[question.field];

  return {
    step,
    question,
    answer,
    answers,
    isFirst: step === 0,
    isLast: step === lastStep,
    canAdvance: answer.trim() !== '',
    setAnswer: (value: string) =>
      setAnswers((current) => ({ ...current, [question.field]: value })),
    next: () => setStep((current) => Math.min(current + 1, lastStep)),
    previous: () => setStep((current) => Math.max(current - 1, 0)),
    reset: () => {
      setAnswers(EMPTY_ANSWERS);
      setStep(0);
    },
  };
}

export type WizardAnswers = ReturnType<typeof useWizardAnswers>;
