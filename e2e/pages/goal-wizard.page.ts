import { expect, type Locator, type Page } from '@playwright/test';

/** What the processing phase showed at one moment. */
type PlanProgressSnapshot = {
  percent: number;
  stage: string;
  /** The 'Built by the offline planner' note was on screen. */
  plannerNote: boolean;
  /** performance.now() in the page. */
  at: number;
};

export type WizardRecording = {
  /** Every change of percent or stage, in order. */
  snapshots: PlanProgressSnapshot[];
  /** When the dialog left the page, or null while it is open. */
  closedAt: number | null;
};

type RecordingWindow = Window & { __goalWizardRecording?: WizardRecording & { seen: boolean } };

/** The goal creation dialog: 7 questions, then the plan's live progress. */
export class GoalWizardPage {
  readonly root: Locator;
  readonly step: Locator;
  readonly question: Locator;
  readonly answer: Locator;
  readonly nextButton: Locator;
  readonly previousButton: Locator;
  readonly processing: Locator;
  readonly progressBar: Locator;
  readonly stage: Locator;
  readonly plannerNote: Locator;
  /** "Your answers from last time are back", with Start over. */
  readonly draftNotice: Locator;
  readonly startOverButton: Locator;
  /** The finished state: it stays until the person acts. */
  readonly planReady: Locator;
  readonly created: Locator;
  readonly viewPlanButton: Locator;
  /** The dialog's own X. */
  readonly closeButton: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('goal-wizard');
    this.step = this.root.getByTestId('wizard-step');
    this.question = this.root.getByTestId('wizard-question');
    this.answer = this.root.getByTestId('wizard-answer');
    this.nextButton = this.root.getByTestId('wizard-next');
    this.previousButton = this.root.getByTestId('wizard-previous');
    this.processing = this.root.getByTestId('wizard-processing');
    this.progressBar = this.root.getByTestId('wizard-progress').getByRole('progressbar');
    this.stage = this.root.getByTestId('wizard-stage');
    this.plannerNote = this.root.getByTestId('wizard-planner-note');
    this.draftNotice = this.root.getByTestId('wizard-draft-notice');
    this.startOverButton = this.root.getByTestId('wizard-start-over');
    this.planReady = this.root.getByTestId('wizard-plan-ready');
    this.created = this.root.getByTestId('wizard-created');
    this.viewPlanButton = this.root.getByTestId('wizard-view-plan');
    this.closeButton = this.root.getByLabel('Close', { exact: true });
  }

  /** Types `answers` into questions 1, 2, ... and moves on after each but the last. */
  async answerFrom(first: number, answers: readonly string[]): Promise<void> {
    for (const [index, answer] of answers.entries()) {
      await this.expectQuestion(first + index);
      await this.answer.fill(answer);
      if (index < answers.length - 1) await this.next();
    }
  }

  /** The device's kept wizard drafts (of any account), by key. */
  storedDrafts(): Promise<string[]> {
    return this.page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('goalcoach:draft:goal-wizard:')),
    );
  }

  /** Lets `ms` pass in the page, then expects the dialog still there. */
  async expectStillOpenAfter(ms: number): Promise<void> {
    await this.page.evaluate((wait) => new Promise((resolve) => setTimeout(resolve, wait)), ms);
    await expect(this.root).toBeVisible();
  }

  async expectQuestion(number: number, total = 7): Promise<void> {
    await expect(this.step).toHaveText(`Question ${number} of ${total}`);
    await expect(this.answer).toBeFocused();
  }

  async next(): Promise<void> {
    await this.nextButton.click();
  }

  async previous(): Promise<void> {
    await this.previousButton.click();
  }

  /**
   * Starts noting every change of the processing phase (percent, stage, planner note) and the
   * moment the dialog goes, from inside the page, so quick steps between polls are not missed.
   */
  async startRecording(): Promise<void> {
    await this.page.evaluate(() => {
      const log = { snapshots: [] as PlanProgressSnapshot[], closedAt: null as number | null };
      const state = Object.assign(log, { seen: false });
      (window as RecordingWindow).__goalWizardRecording = state;
      const read = () => {
        const dialog = document.querySelector('[data-testid="goal-wizard"]');
        if (dialog) state.seen = true;
        else if (state.seen && state.closedAt === null) state.closedAt = performance.now();
        const bar = document.querySelector('[data-testid="wizard-progress"] [role="progressbar"]');
        const stage = document.querySelector('[data-testid="wizard-stage"]');
        if (!bar || !stage) return;
        const snapshot = {
          percent: Number(bar.getAttribute('aria-valuenow')),
          stage: stage.textContent ?? '',
          plannerNote: document.querySelector('[data-testid="wizard-planner-note"]') !== null,
          at: performance.now(),
        };
        const last = state.snapshots.at(-1);
        if (!last || last.percent !== snapshot.percent || last.stage !== snapshot.stage) {
          state.snapshots.push(snapshot);
        }
      };
      new MutationObserver(read).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
      read();
    });
  }

  async recording(): Promise<WizardRecording> {
    return this.page.evaluate(() => {
      const state = (window as RecordingWindow).__goalWizardRecording;
      if (!state) throw new Error('startRecording() was not called');
      return { snapshots: state.snapshots, closedAt: state.closedAt };
    });
  }
}
