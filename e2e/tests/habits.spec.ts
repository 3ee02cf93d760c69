import type { Locator, Page } from '@playwright/test';
import { ACCOUNT_TIME_ZONE, addDays, todayInAccountZone } from '../support/account-calendar.js';
import { expect, test } from '../support/fixtures.js';
import { backdateHabit, createHabit, setHabitEntry } from '../support/habits-api.js';
import { loopExportZip } from '../support/loop-export.js';
import { HabitsPage } from '../pages/habits.page.js';

/** The browser's calendar day is the accounts' own. */
test.use({ timezoneId: ACCOUNT_TIME_ZONE });

async function expectStreak(card: Locator, text: string): Promise<void> {
  await expect(card.getByTestId('habit-streak')).toContainText(text);
}

async function expectOrder(habits: HabitsPage, names: string[]): Promise<void> {
  await expect.poll(() => habits.names()).toEqual(names);
}

/** Drags a card by its handle onto another card's place, with the steps a hand makes. */
async function dragByMouse(page: Page, from: Locator, to: Locator): Promise<void> {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('Both handles must be on screen');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 + 12, { steps: 4 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2 + 8, { steps: 12 });
  await page.mouse.up();
}

test('a habit created through the three tabs is ticked today and keeps its streak', async ({
  signedInPage: page,
}) => {
  const habits = new HabitsPage(page);
  await habits.open();
  await expect(habits.emptyState).toContainText('No habits yet');
  await habits.createFirstButton.click();

  const { form } = habits;
  await expect(form.root).toBeVisible();
  await form.field('name').fill('Read before bed');
  await form.field('description').fill('Ten pages of a novel');
  await form.tab('psychology');
  await form.field('cue').fill('After brushing my teeth');
  await form.field('reward').fill('A cup of chamomile tea');
  await form.field('category-Skill').click();
  await form.tab('tracking');
  await expect(form.field('frequency')).toHaveValue('daily');
  await form.tab('basic');
  // One form across the tabs: nothing typed is lost by moving between them.
  await expect(form.field('name')).toHaveValue('Read before bed');
  await form.submit();
  await expect(page.getByText('Habit Created!')).toBeVisible();

  const card = habits.card('Read before bed');
  await expect(habits.habitCount).toContainText('1');
  await expectStreak(card, '0');
  await card.getByTestId('habit-expand').click();
  await expect(card).toContainText('After brushing my teeth');
  await expect(card).toContainText('A cup of chamomile tea');

  await card.getByTestId('habit-today-checkbox').click();
  await expectStreak(card, '1 day');
  await expect(habits.day(card, todayInAccountZone())).toHaveAttribute('data-state', 'done');
  await page.reload();
  await expectStreak(habits.card('Read before bed'), '1 day');
});

test('past days are ticked in the history calendar, and a sick day skipped keeps the streak', async ({
  signedInPage: page,
}) => {
  const habit = await createHabit(page, { habitName: 'Stretch' });
  await backdateHabit(habit.id, 3);
  const today = todayInAccountZone();
  const habits = new HabitsPage(page);
  await habits.open();
  const card = habits.card('Stretch');
  await expect(habits.day(card, addDays(today, -4))).toBeDisabled();

  await card.getByTestId('habit-history').click();
  const { history } = habits;
  await expect(history.root).toBeVisible();
  await expect(history.nextMonth).toBeDisabled();
  for (const back of [3, 2]) {
    const day = history.day(addDays(today, -back));
    await day.click();
    await expect(day).toHaveAttribute('data-state', 'done');
  }
  // Yesterday has no entry: the run of two ended, so the current streak is 0.
  await expect(history.stat('current')).toContainText('0');
  await expect(history.stat('best')).toContainText('2');
  await history.close();

  // Sick yesterday: the day buttons go done, then skipped; a skipped day bridges the run.
  await habits.setDay(card, addDays(today, -1), 'done');
  await expectStreak(card, '3 days');
  await habits.setDay(card, addDays(today, -1), 'skipped');
  await expectStreak(card, '2 days');
  await page.reload();
  await expect(habits.day(habits.card('Stretch'), addDays(today, -1))).toHaveAttribute(
    'data-state',
    'skipped',
  );
});

test('habits reorder by keyboard and by mouse, and keep the order after a reload', async ({
  signedInPage: page,
}) => {
  for (const habitName of ['Walk', 'Read', 'Meditate']) await createHabit(page, { habitName });
  const habits = new HabitsPage(page);
  await habits.open();
  await expectOrder(habits, ['Walk', 'Read', 'Meditate']);

  await habits.reorderToggle.click();
  await expect(habits.reorderToggle).toHaveText(/Done/);
  await expect(habits.cards.first().getByTestId('habit-edit')).toBeHidden();

  // Keyboard alone: lift Meditate, move it up twice, drop it; each step is what a screen
  // reader hears (and waiting for it keeps the keys from outrunning the list).
  await habits.card('Meditate').getByTestId('habit-drag-handle').focus();
  for (const [key, heard] of [
    ['Space', 'Picked up Meditate, position 3 of 3.'],
    ['ArrowUp', 'Meditate moved to position 2 of 3.'],
    ['ArrowUp', 'Meditate moved to position 1 of 3.'],
    ['Space', 'Meditate dropped at position 1 of 3.'],
  ] as const) {
    await page.keyboard.press(key);
    await expect(habits.dragAnnouncer).toHaveText(heard);
  }
  await expectOrder(habits, ['Meditate', 'Walk', 'Read']);
  await expect(page.getByText('Habits Reordered').first()).toBeVisible();

  // The mouse: Read dragged onto Walk's place.
  await dragByMouse(
    page,
    habits.card('Read').getByTestId('habit-drag-handle'),
    habits.card('Walk').getByTestId('habit-drag-handle'),
  );
  await expectOrder(habits, ['Meditate', 'Read', 'Walk']);

  await habits.reorderToggle.click();
  await page.reload();
  await expectOrder(habits, ['Meditate', 'Read', 'Walk']);
});

test('a habit is edited, then deleted after confirming', async ({ signedInPage: page }) => {
  await createHabit(page, { habitName: 'Walk' });
  const habits = new HabitsPage(page);
  await habits.open();

  await habits.card('Walk').getByTestId('habit-edit').click();
  const { form } = habits;
  await expect(form.field('name')).toHaveValue('Walk');
  await form.field('name').fill('Evening walk');
  await form.tab('tracking');
  await form.field('frequency').selectOption('weekly');
  await form.field('target').fill('3');
  await form.submit();
  await expect(page.getByText('Habit Updated!')).toBeVisible();
  const card = habits.card('Evening walk');
  await expectStreak(card, 'week');

  await card.getByTestId('habit-delete').click();
  await expect(habits.deleteDialog).toContainText('Evening walk');
  await habits.deleteDialog.getByTestId('habit-delete-confirm').click();
  await expect(page.getByText('Habit Deleted')).toBeVisible();
  await expect(habits.emptyState).toBeVisible();
  await page.reload();
  await expect(habits.emptyState).toBeVisible();
});

test('ticking the seventh day in a row opens Milestone Achieved for Locked In', async ({
  signedInPage: page,
}) => {
  const habit = await createHabit(page, { habitName: 'Meditate' });
  await backdateHabit(habit.id, 6);
  const today = todayInAccountZone();
  for (let back = 6; back >= 1; back--) {
    await setHabitEntry(page, {
      habitId: habit.id,
      entryDate: addDays(today, -back),
      completed: true,
    });
  }
  const habits = new HabitsPage(page);
  await habits.open();
  const card = habits.card('Meditate');
  await expectStreak(card, '6 days');

  await card.getByTestId('habit-today-checkbox').click();
  await expect(habits.milestoneDialog).toBeVisible();
  await expect(habits.milestoneDialog).toContainText('Locked In');
  await habits.milestoneDialog.getByTestId('milestone-achieved-continue').click();
  await expect(habits.milestoneDialog).toBeHidden();
  await expectStreak(card, '7 days');
  await expect(card.getByTestId('habit-strength')).toContainText('%');
});

test('the weekly reflection opens on a week-old habit, is saved and shown in its history', async ({
  signedInPage: page,
}) => {
  const habit = await createHabit(page, { habitName: 'Journal' });
  await backdateHabit(habit.id, 7);
  const habits = new HabitsPage(page);
  await habits.open();

  await expect(habits.reflectionDialog).toBeVisible();
  await expect(habits.reflectionDialog).toContainText('Journal');
  await habits.reflectionDialog
    .getByTestId('weekly-reflection-input')
    .fill('Someone who writes down what matters every evening.');
  await habits.reflectionDialog.getByTestId('weekly-reflection-save').click();
  await expect(habits.reflectionDialog).toBeHidden();

  await habits.card('Journal').getByTestId('habit-history').click();
  await expect(habits.history.reflections).toContainText([
    'Someone who writes down what matters every evening.',
  ]);
  await habits.history.close();

  // Saved for this week: a reload does not ask again.
  await page.reload();
  await expect(habits.card('Journal')).toBeVisible();
  await expect(habits.reflectionDialog).toBeHidden();
});

test("habits come over from Loop Habit Tracker's export with their streaks, once", async ({
  signedInPage: page,
}) => {
  const habits = new HabitsPage(page);
  await habits.open();
  await habits.importButton.click();
  await expect(habits.loopImport.root).toBeVisible();

  await habits.loopImport.pick('notes.txt', Buffer.from('not an export'));
  await expect(habits.loopImport.error).toBeVisible();
  await expect(habits.loopImport.confirm).toBeDisabled();

  await habits.loopImport.pick('Loop Habits CSV 2026-11-27.zip', loopExportZip(12));
  await expect(habits.loopImport.summary).toContainText('2 habits, 16 days');
  await habits.loopImport.confirm.click();
  await expect(habits.loopImport.root).toBeHidden();
  await expectStreak(habits.card('Meditate'), '12 days');
  await expect(habits.cards).toHaveCount(2);

  // The same export again goes into the same habits: nothing doubles.
  await habits.importButton.click();
  await habits.loopImport.pick('Loop Habits CSV 2026-11-27.zip', loopExportZip(12));
  await expect(habits.loopImport.summary).toContainText('2 habits, 16 days');
  await habits.loopImport.confirm.click();
  await expect(habits.loopImport.root).toBeHidden();
  await expect(habits.cards).toHaveCount(2);
  await expectStreak(habits.card('Meditate'), '12 days');
});
