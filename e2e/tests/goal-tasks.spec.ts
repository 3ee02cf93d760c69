import type { CreateGoalRequest, Task } from '@goalcoach/contracts';
import { ACCOUNT_TIME_ZONE, todayInAccountZone } from '../support/account-calendar.js';
import { expect, test } from '../support/fixtures.js';
import { createGoalWithPlan, currentWeekId } from '../support/goals-api.js';
import { GoalDetailPage } from '../pages/goal-detail.page.js';
import { HomeTabsPage } from '../pages/home-tabs.page.js';

/** The browser's calendar day is the accounts' own. */
test.use({ timezoneId: ACCOUNT_TIME_ZONE });

const ANSWERS: CreateGoalRequest = {
  goal: 'Learn to play ten songs on the guitar',
  why: 'Music has always made me feel at home',
  vision: 'I play around a campfire and everybody sings along',
  resources: 'An old guitar and a video course',
  obstacles: 'Sore fingers and little patience',
  workingStyle: 'Twenty minutes every evening',
  change: 'I will have a creative habit that calms me down',
};

test.describe('goal tasks', () => {
  test('quick-add a task, edit it, mark it a win, delete it and Undo from the toast', async ({
    signedInPage: page,
  }) => {
    // A whole task's life across two pages and a reload: ~25 s on a quiet machine, over the
    // default 30 s when CI's two workers share its cores.
    test.slow();
    const goal = await createGoalWithPlan(page, ANSWERS);
    const detail = new GoalDetailPage(page);
    await detail.open(goal.id);
    await detail.openTab('Weekly Checkpoints');
    const weekId = await currentWeekId(page, goal.id);
    const thisWeek = detail.checkpoint(weekId);
    await expect(thisWeek).toBeVisible();

    // Quick add: Enter in the text field; the task shows in its week.
    const added = 'Tune the guitar before every practice';
    await detail.quickAddTask(added, weekId);
    const row = detail.taskByText(added, thisWeek);
    await expect(row).toBeVisible();
    await expect(detail.toast('Task added')).toBeVisible();
    await expect(detail.quickAdd.getByTestId('quick-add-text')).toHaveValue('');

    // Its week holds today, so the task is planned for today.
    const tasks = (await (await page.request.get(`/api/tasks/${goal.id}`)).json()) as Task[];
    const created = tasks.find((task) => task.task === added);
    expect(created).toMatchObject({ checkpointId: weekId, date: todayInAccountZone() });

    // Edit inline: the new text replaces the old one, and stays after a reload.
    const edited = 'Tune the guitar by ear before every practice';
    await detail.editTaskText(row, edited);
    const editedRow = detail.taskByText(edited, thisWeek);
    await expect(editedRow).toBeVisible();
    await expect(detail.taskByText(added)).toHaveCount(0);

    // A win: the badge at once on the goal page...
    await detail.chooseTaskActionAndWait(editedRow, 'Mark as Win');
    await expect(detail.taskWinBadge(editedRow)).toHaveText('Marked as Win');

    // ...and on Home's Tasks tab, where today's tasks are.
    const home = new HomeTabsPage(page);
    await home.open('tasks');
    await expect(home.todayTaskWin(edited)).toHaveText('Marked as Win');
    await expect(home.todayTaskGoal(edited)).toHaveText(goal.goalName);

    // Back on the goal page, ticked done.
    await detail.open(goal.id);
    await detail.openTab('Weekly Checkpoints');
    const wonRow = detail.taskByText(edited, thisWeek);
    await detail.tickTaskAndWait(wonRow);
    await expect(wonRow).toHaveAttribute('data-status', 'completed');

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
