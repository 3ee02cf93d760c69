import type { CreateGoalRequest, Task } from '@goalcoach/contracts';
import { expect, test } from '../support/fixtures.js';
import { createGoalWithPlan } from '../support/goals-api.js';
import { GoalDetailPage } from '../pages/goal-detail.page.js';

/** The accounts of the fixtures live in Europe/Berlin; the browser's calendar day matches it. */
const TIME_ZONE = 'Europe/Berlin';
test.use({ timezoneId: TIME_ZONE });

const ANSWERS: CreateGoalRequest = {
  goal: 'Learn to play ten songs on the guitar',
  why: 'Music has always made me feel at home',
  vision: 'I play around a campfire and everybody sings along',
  resources: 'An old guitar and a video course',
  obstacles: 'Sore fingers and little patience',
  workingStyle: 'Twenty minutes every evening',
  change: 'I will have a creative habit that calms me down',
};

function todayInAccountZone(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());
}

test.describe('goal tasks', () => {
  test('quick-add a task, edit it, mark it a win, delete it and Undo from the toast', async ({
    signedInPage: page,
  }) => {
    const goal = await createGoalWithPlan(page, ANSWERS);
    const detail = new GoalDetailPage(page);
    await detail.open(goal.id);
    await detail.openTab('Weekly Checkpoints');
    const firstWeek = detail.checkpoints.first();
    await expect(firstWeek).toContainText('Week 1');
    const weekId = (await firstWeek.getAttribute('data-checkpoint-id')) ?? '';

    // Quick add: Enter in the text field; the task shows in its week.
    const added = 'Tune the guitar before every practice';
    await detail.quickAddTask(added, weekId);
    const row = detail.taskByText(added, firstWeek);
    await expect(row).toBeVisible();
    await expect(detail.toast('Task added')).toBeVisible();
    await expect(detail.quickAdd.getByTestId('quick-add-text')).toHaveValue('');

    // Week 1 holds today, so the task is planned for today.
    const tasks = (await (await page.request.get(`/api/tasks/${goal.id}`)).json()) as Task[];
    const created = tasks.find((task) => task.task === added);
    expect(created).toMatchObject({ checkpointId: weekId, date: todayInAccountZone() });

    // Edit inline: the new text replaces the old one, and stays after a reload.
    const edited = 'Tune the guitar by ear before every practice';
    await detail.editTaskText(row, edited);
    const editedRow = detail.taskByText(edited, firstWeek);
    await expect(editedRow).toBeVisible();
    await expect(detail.taskByText(added)).toHaveCount(0);

    // A win, ticked done.
    await detail.chooseTaskAction(editedRow, 'Mark as Win');
    await expect(detail.taskWinBadge(editedRow)).toHaveText('Marked as Win');
    await editedRow.getByTestId('task-checkbox').click();
    await expect(editedRow).toHaveAttribute('data-status', 'completed');

    await detail.reload();
    await detail.openTab('Weekly Checkpoints');
    const afterReload = detail.taskByText(edited, detail.checkpoint(weekId));
    await expect(afterReload).toHaveAttribute('data-status', 'completed');
    await expect(detail.taskWinBadge(afterReload)).toBeVisible();

    // Delete: gone at once; Undo from the toast brings it back as it was.
    await detail.chooseTaskAction(afterReload, 'Delete');
    await expect(detail.taskByText(edited)).toHaveCount(0);
    await expect(detail.toast('Task deleted')).toBeVisible();
    await detail.undoFromToast('Task deleted');
    await expect(detail.taskByText(edited, detail.checkpoint(weekId))).toBeVisible();

    await detail.reload();
    await detail.openTab('Weekly Checkpoints');
    const restored = detail.taskByText(edited, detail.checkpoint(weekId));
    await expect(restored).toHaveCount(1);
    await expect(restored).toHaveAttribute('data-status', 'completed');
    await expect(detail.taskWinBadge(restored)).toBeVisible();
  });
});
