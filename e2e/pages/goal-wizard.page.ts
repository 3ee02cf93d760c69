import { expect, type Locator, type Page } from '@playwright/test';

/** What the processing phase showed at one moment. */
export type PlanProgressSnapshot = {
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
