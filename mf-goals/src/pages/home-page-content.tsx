import { Button, PageHeader, useHasOpened } from '@goalcoach/ui';
import { CalendarPlus, Plus, Settings2 } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { GoalList } from '../features/goal-list/components/goal-list';
import { StatsStrip } from '../features/goal-list/components/stats-strip';
import { HomeTabs } from '../features/home-tabs/components/home-tabs';
import { MilestoneOverview } from '../features/milestone-overview/components/milestone-overview';
import { TodayTaskList } from '../features/today-tasks/components/today-task-list';
import './home-page-content.css';

const TITLE_ID = 'page-goals-home-title';

// Home's dialogs load the first time one opens (a hover or focus on its button starts that
// early): the page's first render needs none of their code, which was two fifths of it.
const loadGoalWizard = () => import('../features/goal-wizard/components/goal-wizard-dialog');
const loadAiSettings = () => import('../features/ai-settings/components/ai-settings-dialog');
const loadAddTask = () => import('../features/add-task/components/add-task-dialog');
const loadCalendarFeed = () => import('../features/calendar-feed/components/calendar-feed-dialog');
const GoalWizardDialog = lazy(() =>
  loadGoalWizard().then((module) => ({ default: module.GoalWizardDialog })),
);
const AiSettingsDialog = lazy(() =>
  loadAiSettings().then((module) => ({ default: module.AiSettingsDialog })),
);
const AddTaskDialog = lazy(() =>
  loadAddTask().then((module) => ({ default: module.AddTaskDialog })),
);
const CalendarFeedDialog = lazy(() =>
  loadCalendarFeed().then((module) => ({ default: module.CalendarFeedDialog })),
);

/** Props that fetch a dialog's code when the person heads for the button that opens it. */
const fetchCodeOnIntent = (load: () => Promise<unknown>) => {
  const preload = () => void load().catch(() => undefined);
  return { onPointerEnter: preload, onFocus: preload, onTouchStart: preload };
};

type PanelHeaderProps = { title: string; lead: string; children?: ReactNode };

/** Each panel names the page: only the open one is rendered. */
function PanelHeader({ title, lead, children }: PanelHeaderProps) {
  return (
    <PageHeader
      className="goals-home-header"
      title={title}
      titleId={TITLE_ID}
      description={lead}
      actions={children}
    />
  );
}

/**
 * Home: the goals, milestones and tasks panels behind its tabs, and the dialogs they
 * open: goal creation, AI prompts and configuration, Add Task, the calendar subscription.
 */
export function HomePageContent() {
  const [wizardOpen, setWizardOpen] = useState(false);
  const [aiSettingsOpen, setAiSettingsOpen] = useState(false);
  const [addTaskOpen, setAddTaskOpen] = useState(false);
  const [calendarFeedOpen, setCalendarFeedOpen] = useState(false);
  const openWizard = () => setWizardOpen(true);
  const openAddTask = () => setAddTaskOpen(true);
  const wizardOpened = useHasOpened(wizardOpen);
  const aiSettingsOpened = useHasOpened(aiSettingsOpen);
  const addTaskOpened = useHasOpened(addTaskOpen);
  const calendarFeedOpened = useHasOpened(calendarFeedOpen);

  return (
    <section
      className="gc-page goals-home gc-stack"
      data-testid="page-goals-home"
      aria-labelledby={TITLE_ID}
    >
      <HomeTabs
        panels={{
          goals: (
            <div className="gc-page gc-stack">
              <PanelHeader
                title="Your Goals"
                lead="Each goal becomes a 90-day plan of monthly milestones, weekly checkpoints and daily tasks."
              >
                <Button
                  variant="outline"
                  onClick={() => setAiSettingsOpen(true)}
                  {...fetchCodeOnIntent(loadAiSettings)}
                  data-testid="ai-settings-button"
                >
                  <Settings2 aria-hidden />
                  AI Settings
                </Button>
                <Button
                  onClick={openWizard}
                  {...fetchCodeOnIntent(loadGoalWizard)}
                  data-testid="new-goal-button"
                >
                  <Plus aria-hidden />
                  New Goal
                </Button>
              </PanelHeader>
              <StatsStrip />
              <GoalList onCreateGoal={openWizard} />
            </div>
          ),
          milestones: (
            <div className="gc-page gc-stack">
              <PanelHeader
                title="Milestones"
                lead="The monthly milestones of all your goals, with where each one stands."
              />
              <MilestoneOverview onCreateGoal={openWizard} />
            </div>
          ),
          tasks: (
            <div className="gc-page gc-stack">
              <PanelHeader
                title="Today's Tasks"
                lead="What today holds across your goals, plus anything of your own."
              >
                <Button
                  variant="outline"
                  onClick={() => setCalendarFeedOpen(true)}
                  {...fetchCodeOnIntent(loadCalendarFeed)}
                  data-testid="calendar-feed-button"
                >
                  <CalendarPlus aria-hidden />
                  Subscribe in your calendar
                </Button>
                <Button
                  onClick={openAddTask}
                  {...fetchCodeOnIntent(loadAddTask)}
                  data-testid="add-task-button"
                >
                  <Plus aria-hidden />
                  Add Task
                </Button>
              </PanelHeader>
              <TodayTaskList onAddTask={openAddTask} />
            </div>
          ),
        }}
      />
      {/* Each stays mounted once opened, so closing keeps its exit animation. */}
      <Suspense fallback={null}>
        {wizardOpened && <GoalWizardDialog open={wizardOpen} onOpenChange={setWizardOpen} />}
      </Suspense>
      <Suspense fallback={null}>
        {aiSettingsOpened && (
          <AiSettingsDialog open={aiSettingsOpen} onOpenChange={setAiSettingsOpen} />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {addTaskOpened && <AddTaskDialog open={addTaskOpen} onOpenChange={setAddTaskOpen} />}
      </Suspense>
      <Suspense fallback={null}>
        {calendarFeedOpened && (
          <CalendarFeedDialog open={calendarFeedOpen} onOpenChange={setCalendarFeedOpen} />
        )}
      </Suspense>
    </section>
  );
}
